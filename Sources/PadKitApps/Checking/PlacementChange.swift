/// One change in what an app gets, placement by placement, in words: a device and orientation
/// whose windows are offered or not any more, or placements whose state changed.
public struct PlacementChange: Sendable, Hashable, CustomStringConvertible {
    /// Who made the change.
    public enum Origin: String, Sendable, Hashable {
        /// The app's description changed (its Info.plist, its controllers).
        case app
        /// The app is the same but PadKit answers differently (new devices, new OS versions,
        /// corrected rules).
        case padkit
    }

    /// What kind of change.
    public enum Kind: String, Sendable, Hashable {
        /// Windows offered now or not any more (``PlacementChange/modesAdded``, ``PlacementChange/modesRemoved``).
        case offering
        /// The same placements, in a different state (``PlacementChange/modes``).
        case state
    }

    /// The placement's device, orientation and, when rows carry them, OS version and
    /// multitasking setting (the key's `mode` is the first of ``modes``).
    public var key: MatrixRowKey
    /// The window modes the change is about, in matrix order.
    public var modes: [String]
    /// Whether the change holds for every mode of the device in that orientation (the text then
    /// names no mode).
    public var everyMode = false
    /// What kind of change.
    public var kind: Kind
    /// The windows offered now that were not, for an ``Kind/offering`` change.
    public var modesAdded: [String] = []
    /// The windows no longer offered, for an ``Kind/offering`` change.
    public var modesRemoved: [String] = []
    /// What changed, in words: `Split View and Slide Over no longer offered`, `the split now
    /// collapses (was expanded)`.
    public var facts: [String]
    /// What the change is about (which windows, which orientations, what is on screen): a
    /// description change explains it only when it can affect one of these.
    public var aspects: DescriptionChange.Effects
    /// The description changes that can have caused it (none for PadKit's own changes, or when no
    /// description change can explain it).
    public var causes: [DescriptionChange] = []
    /// Who made the change.
    public var origin: Origin
    /// The OS version and multitasking setting in words when the rows compared have more than one
    /// (` (OS 26.0, windowedApps)`), else empty.
    public var settingText = ""

    /// `ipad-pro-11-inch-m4 landscape`, with the mode when the change is about some modes only.
    public var placementText: String {
        "\(key.deviceText) \(key.orientation)" + (everyMode || kind == .offering ? "" : " \(modes.joined(separator: ", "))") + settingText
    }

    /// The change in one line: where, what, and its causes.
    ///
    /// `ipad-pro-11-inch-m4 landscape: Split View and Slide Over no longer offered: UIRequiresFullScreen added in App/Info.plist`
    public var description: String {
        "\(placementText): \(facts.joined(separator: "; "))"
            + (causes.isEmpty ? "" : ": " + causes.map(\.description).joined(separator: "; "))
    }
}
