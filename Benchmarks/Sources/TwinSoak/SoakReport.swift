/// What a soak did.
public struct SoakReport: Sendable {
    /// The seed everything was drawn from.
    public let seed: UInt64
    /// Events drawn and tried.
    public var events = 0
    /// Events the app could not take (no stack to pop, no tab bar, an impossible window size, a
    /// popover without an anchor ...): typed errors, each leaving the app as it was.
    public var rejected = 0
    /// Episodes run (each a fresh window).
    public var episodes = 0
    /// Episodes that broke an invariant.
    public var violationCount = 0
    /// The first violations, shrunk (at most ``TwinSoak/maximumViolations``).
    public var violations: [SoakViolation] = []

    public init(seed: UInt64) {
        self.seed = seed
    }
}
