import PadKit

/// `UISplitViewControllerDelegate`. Every method has a default that behaves as if the delegate did
/// not implement it, so an app overrides only what it needs.
///
/// UIKit calls the classic-style methods (`primaryViewController(forCollapsing:)`,
/// `collapseSecondary:onto:`, `primaryViewController(forExpanding:)`, `separateSecondaryFrom:`,
/// `show:sender:`, `showDetail:sender:`, `targetDisplayModeForAction(in:)`) only for classic split
/// views, and the column-style ones (`topColumnForCollapsingToProposedTopColumn`, `willHide`,
/// `didCollapse`, `displayModeForExpandingToProposedDisplayMode`, `willShow`, `didExpand`) only
/// for column-style split views (`UISplitViewControllerDelegate` documentation); the twin does the
/// same.
public protocol SplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitDisplayMode)
    /// Classic style: the display mode the button and gesture go to; `.automatic` for UIKit's choice.
    func targetDisplayModeForAction(in svc: SplitViewController) -> SplitDisplayMode
    /// Classic style: return `true` to handle `show(_:sender:)` yourself.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// Classic style: return `true` to handle `showDetailViewController(_:sender:)` yourself.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// Classic style: the controller that becomes the only child on collapse; `nil` for the primary.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// Classic style: the primary after expansion; `nil` for the current primary.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    /// Classic style: return `true` when you handled the secondary (it is discarded); `false` lets the primary collapse it (a navigation
    /// controller pushes it).
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    /// Classic style: the secondary after expansion; `nil` lets the primary separate it (a navigation controller pops its top).
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?
    /// Column style: the column shown on top when the split collapses.
    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitColumn
    ) -> SplitColumn
    /// Column style: the display mode after expansion.
    func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitDisplayMode
    ) -> SplitDisplayMode
    /// Column style: `column` is about to become visible.
    func splitViewController(_ svc: SplitViewController, willShow column: SplitColumn)
    /// Column style: `column` is about to be hidden.
    func splitViewController(_ svc: SplitViewController, willHide column: SplitColumn)
    /// Column style: the split collapsed (`isCollapsed` is already true).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// Column style: the split expanded (`isCollapsed` is already false).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// The orientations the split view controller supports; `nil` for the idiom default.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController) -> InterfaceOrientationMask?
}

extension SplitViewControllerDelegate {
    /// Default: nothing, as when the delegate does not implement the method.
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitDisplayMode) {}
    /// Default: `false`: UIKit does its own handling.
    public func targetDisplayModeForAction(in svc: SplitViewController) -> SplitDisplayMode { .automatic }
    /// Default: `false`: UIKit does its own handling.
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    /// Default: `nil`, as when the delegate does not implement the method: UIKit decides.
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool {
        false
    }
    /// Default: `nil`: the current primary.
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    /// Default: `nil`: the current primary.
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
    /// Default: `false`: UIKit does its own handling.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    /// Default: the proposed column.
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }
    /// Default: the proposed column.
    public func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitColumn
    ) -> SplitColumn {
        proposedTopColumn
    }
    /// Default: the proposed display mode.
    public func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitDisplayMode
    ) -> SplitDisplayMode {
        proposedDisplayMode
    }
    /// Default: nothing, as when the delegate does not implement the method.
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitColumn) {}
    /// Default: nothing, as when the delegate does not implement the method.
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitColumn) {}
    /// Default: nothing, as when the delegate does not implement the method.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Default: nothing, as when the delegate does not implement the method.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    /// Default: `nil`: the split view controller uses the idiom default.
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController) -> InterfaceOrientationMask? {
        nil
    }
}
