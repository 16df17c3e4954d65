// The app-root contract's types (`UnresolvedItem`, `StoryboardUse`) are part of the descriptions'
// public face, as they were when they lived here: re-exporting keeps one import enough.
@_exported import PadKitDescription
