/* The prefix header Xcode reads before the Info.plist (INFOPLIST_PREFIX_HEADER). */
#define PANTRY_IPAD 1
#define PANTRY_DISPLAY Pantry Shelf
