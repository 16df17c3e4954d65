/// Which of the window's rules ``ScenarioRunner`` checks after each event.
public enum InvariantCheck: Sendable {
    /// ``Window/checkInvariants()`` after every event: the whole tree, every controller of every
    /// stack. What the tests and the soak run; an event then costs the size of the tree.
    case wholeTree
    /// ``Window/checkInvariants()`` after the launch, then ``Window/checkInvariantsOfChanges()``
    /// after every event: what is on screen and what the event changed, so an event costs what
    /// UIKit's costs. What `padkit simulate` runs.
    case eventChanges
}
