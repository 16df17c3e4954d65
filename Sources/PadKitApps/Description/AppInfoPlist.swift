import PadKit

/// An app description's Info.plist: the core's ``InfoPlist`` model (the keys that decide what the
/// app gets on iPad) and, for generated descriptions, where each key was read.
public struct AppInfoPlist: Sendable, Hashable {
    /// The keys' values.
    public var values: InfoPlist
    /// Where each value was read from, by key, for generated descriptions.
    public var sources: [KeySource]

    /// Where one Info.plist value came from.
    public struct KeySource: Sendable, Hashable {
        /// The Info.plist key.
        public var key: String
        /// Where it was read (the Info.plist file, or `infoPlist` inline).
        public var source: String
        /// Makes a key source.
        public init(key: String, source: String) {
            self.key = key
            self.source = source
        }
    }

    /// Makes an app info plist from its values and their sources.
    public init(values: InfoPlist = InfoPlist(), sources: [KeySource] = []) {
        self.values = values
        self.sources = sources
    }
}
