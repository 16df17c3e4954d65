// `AppRootReport` is written in the app-root contract's types (`UnresolvedItem`, `StoryboardUse`,
// `AppRootDocument`): re-exporting keeps one import enough for the linter's users.
@_exported import PadKitDescription
