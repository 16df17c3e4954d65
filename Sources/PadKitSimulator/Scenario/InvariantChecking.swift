/// An app-level object with rules of its own (a component such as the adaptive split), checked by
/// the scenario runner after every event, after the window's invariants.
public protocol InvariantChecking: AnyObject {
    /// Throws ``InvariantViolation`` naming the first broken rule.
    func checkInvariants() throws
}
