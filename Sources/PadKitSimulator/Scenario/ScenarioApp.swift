import PadKit

/// What a scenario's `"app"` value resolved to: the name traces print, the presentations it names
/// (so events can say `{"present": "Compose"}`), and the oldest OS it installs on.
public struct ScenarioApp: Sendable, Hashable {
    /// The app's name.
    public var name: String
    /// The app's named presentations, in order.
    public var presentations: [(name: String, request: PresentationRequest)]
    /// The app's deployment target; a scenario may not start on an older OS.
    public var deploymentTarget: OSVersion?

    /// Makes a scenario app from its parts; what is not given takes its default.
    public init(name: String, presentations: [(name: String, request: PresentationRequest)] = [], deploymentTarget: OSVersion? = nil) {
        self.name = name
        self.presentations = presentations
        self.deploymentTarget = deploymentTarget
    }

    /// Whether the two values are the same.
    public static func == (lhs: ScenarioApp, rhs: ScenarioApp) -> Bool {
        lhs.name == rhs.name && lhs.deploymentTarget == rhs.deploymentTarget
            && lhs.presentations.map(\.name) == rhs.presentations.map(\.name)
            && lhs.presentations.map(\.request) == rhs.presentations.map(\.request)
    }

    /// Hashes the components that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(presentations.map(\.name))
    }
}
