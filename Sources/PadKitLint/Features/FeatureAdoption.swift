/// One place where an app adopts an ``AppFeature``: the API and its `file:line`.
public struct FeatureAdoption: Sendable, Hashable {
    /// The feature adopted.
    public let feature: AppFeature
    /// The API as written: `UIKeyCommand`, `.keyboardShortcut`, `buildMenu(with:)`,
    /// `UIApplicationSupportsMultipleScenes`.
    public let api: String
    /// The file as printed (relative to the root).
    public let path: String
    /// The 1-based line.
    public let line: Int
}
