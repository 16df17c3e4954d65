import PadKit

extension ViewController {
    /// Shows a device page the VeSync way: on iPad in a new ``CentreWindowController`` presented as
    /// a form sheet; on iPhone the ordinary flow, a push onto this controller's navigation stack
    /// (or, with none, a full-screen presentation of a plain navigation controller).
    ///
    /// - Returns: the centre window on iPad, `nil` when the page was pushed or presented on iPhone.
    /// - Throws: ``HierarchyError`` from the push or presentation.
    @discardableResult
    public func showInCentreWindow(
        _ page: ViewController, rule: CentreWindowRule = .standard
    ) throws(HierarchyError) -> CentreWindowController? {
        let isPad = (window?.placement.device.family ?? .iPhone) == .iPad
        guard isPad else {
            if let navigationController {
                try navigationController.pushViewController(page, animated: true)
            } else {
                let stack = NavigationController(rootViewController: page, title: "\(page.traceName) Stack")
                stack.modalPresentationStyle = .fullScreen
                try present(stack, animated: true)
            }
            return nil
        }
        let container = CentreWindowController(rootViewController: page, rule: rule, title: "Centre Window")
        container.modalPresentationStyle = .formSheet
        try present(container, animated: true)
        return container
    }
}
