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
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitDisplayMode)
    func targetDisplayModeForAction(in svc: SplitViewController) -> SplitDisplayMode
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
    func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitColumn) -> SplitColumn
    func splitViewController(_ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitDisplayMode) -> SplitDisplayMode
    func splitViewController(_ svc: SplitViewController, willShow column: SplitColumn)
    func splitViewController(_ svc: SplitViewController, willHide column: SplitColumn)
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController) -> InterfaceOrientationMask?
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitDisplayMode) {}
    public func targetDisplayModeForAction(in svc: SplitViewController) -> SplitDisplayMode { .automatic }
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
    public func splitViewController(_ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitColumn) -> SplitColumn {
        proposedTopColumn
    }
    public func splitViewController(_ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitDisplayMode) -> SplitDisplayMode {
        proposedDisplayMode
    }
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitColumn) {}
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitColumn) {}
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController) -> InterfaceOrientationMask? { nil }
}
