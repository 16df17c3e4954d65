/// The orientations an app may take right now, and why.
public struct OrientationDecision: Sendable, Hashable {
    /// The allowed interface orientations (never empty).
    public let allowed: InterfaceOrientationMask
    /// Whether the iPad app is multitasking-eligible, in which case controllers are never asked.
    public let isMultitaskingEligible: Bool
    /// Whether the top view controller was consulted.
    public let consultedViewController: Bool
    /// Whether the interface follows the device (false when a pre-iOS 16 controller's
    /// `shouldAutorotate` returns `false`).
    public let autorotates: Bool
    /// Each step of the decision, in order, in words.
    public let reasons: [String]
}
