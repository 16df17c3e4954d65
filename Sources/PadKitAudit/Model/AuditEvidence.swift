/// One fact a verdict rests on: where it is (an Info.plist key or build setting, a Swift line, a
/// storyboard scene or constraint, as `file:line`; `nil` for what has no place, such as a producer
/// that did not run) and what it says.
public struct AuditEvidence: Sendable, Hashable {
    /// `file:line`, or `nil`.
    public var source: String?
    /// What the evidence shows, in one sentence.
    public var message: String

    /// Makes evidence.
    public init(source: String?, message: String) {
        self.source = source
        self.message = message
    }
}
