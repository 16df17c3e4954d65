import PadKit
import PadKitSimulator

/// A split view controller delegate that answers as a description's `delegate` says; methods the
/// description leaves out answer as if the delegate did not implement them.
final class DescribedSplitDelegate: SplitViewControllerDelegate {
    let answers: SplitDelegateDescription

    init(_ answers: SplitDelegateDescription) {
        self.answers = answers
    }

    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        answers.collapseSecondaryOntoPrimary ?? false
    }

    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitColumn
    ) -> SplitColumn {
        answers.topColumnForCollapsing ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitDisplayMode
    ) -> SplitDisplayMode {
        answers.displayModeForExpanding ?? proposedDisplayMode
    }

    func targetDisplayModeForAction(in svc: SplitViewController) -> SplitDisplayMode {
        answers.targetDisplayModeForAction ?? .automatic
    }

    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController) -> InterfaceOrientationMask? {
        answers.supportedInterfaceOrientations
    }
}

/// A split view controller that keeps its described delegate alive (UIKit's `delegate` is weak;
/// an app keeps its delegate in a property of its own, as this does). The tree shows it as
/// `SplitViewController` unless the description names a class.
final class DescribedSplitViewController: SplitViewController {
    var retainedDelegate: DescribedSplitDelegate? {
        didSet { delegate = retainedDelegate }
    }
}
