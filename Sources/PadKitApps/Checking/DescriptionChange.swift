/// One difference between the description an expectation was recorded from and the app's
/// description now, in words, with where it was made: the likely cause of a change in the
/// placements (``PlacementChange/causes``).
public struct DescriptionChange: Sendable, Hashable, CustomStringConvertible {
    /// What a change can affect, so a placement change is traced only to changes that can cause it.
    public struct Effects: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Makes effects from their raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Which windows the app gets (full screen only, compatibility mode, installs or not).
        public static let placements = Effects(rawValue: 1)
        /// Which orientations UIKit allows.
        public static let orientations = Effects(rawValue: 2)
        /// What is on screen in a window (the split's state, the centre window, laid-out views).
        public static let screen = Effects(rawValue: 4)
    }

    /// What changed: an Info.plist key (`UIRequiresFullScreen`) or a description path with the
    /// property (`root.tabs[0].split.preferredSplitBehavior`).
    public var subject: String
    /// The change in words: `UIRequiresFullScreen added (true)`.
    public var text: String
    /// Where the change is: the description's `source` for the key or the node (the file and line
    /// of the new value, or of the old one when it was removed); `nil` when unknown.
    public var source: String?
    /// What to look for in ``source``'s file when it gives no line (the Info.plist key).
    public var anchor: String?
    /// What the change can affect.
    public var effects: Effects

    /// Where the change is in the app's files, when its source names one.
    public var location: SourceLocation? {
        guard let source, var location = SourceLocation(source: source) else { return nil }
        if location.line == nil && location.anchor == nil { location.anchor = anchor }
        return location
    }

    /// The words and where: `UIRequiresFullScreen added (true) in App/Info.plist`.
    public var description: String {
        source.map { "\(text) in \($0)" } ?? text
    }
}
