import PadKit

extension ViewController {
    /// The two adaptive show actions UIKit routes through the hierarchy.
    public enum ShowAction: String, Sendable, Hashable {
        /// `show(_:sender:)`.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetailViewController
    }

    /// The controller that handles `action`: this controller if it overrides the action's method,
    /// else the nearest ancestor (parents, then presenters) that does, else `nil`
    /// (`targetViewController(forAction:sender:)` documentation).
    public func targetViewController(forAction action: ShowAction, sender: Any?) -> ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if candidate.overrides(action) { return candidate }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }
}
