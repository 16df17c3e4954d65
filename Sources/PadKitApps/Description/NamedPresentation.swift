import PadKitSimulator

/// A presentation the app makes, by name: what it presents and how, with the same settings a
/// scenario's `{"present": {...}}` takes (style, preferred size, popover anchor, sheet detents,
/// delegate answers). A scenario says `{"present": "Compose"}` to make it.
public struct NamedPresentation: Sendable, Hashable {
    /// The name scenarios use.
    public var name: String
    /// What is presented and how; its title defaults to the name.
    public var request: PresentationRequest
    /// Where it was read from (a storyboard segue), for generated descriptions.
    public var source: String?

    /// Makes a named presentation from its parts; what is not given takes its default.
    public init(name: String, request: PresentationRequest, source: String? = nil) {
        self.name = name
        self.request = request
        self.source = source
    }
}
