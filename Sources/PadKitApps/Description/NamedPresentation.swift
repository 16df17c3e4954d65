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
    /// The controller presented, when the description knows more of it than a title (`"controller":
    /// {...}`, a node like the root's: a storyboard segue's destination, with the scene its views
    /// come from); `nil`: a plain controller titled as the request says.
    public var controller: ControllerDescription?

    /// Makes a named presentation from its parts; what is not given takes its default.
    public init(name: String, request: PresentationRequest, source: String? = nil, controller: ControllerDescription? = nil) {
        self.name = name
        self.request = request
        self.source = source
        self.controller = controller
    }
}
