import PadKit

extension AppearanceTransition {
    /// `viewIsAppearing(_:)` for controllers that joined the window inside a size transition,
    /// whose traits and size the transition has just committed (iOS 13+).
    static func isAppearing(_ controllers: [ViewController], in window: Window, animated: Bool = true) {
        guard OSRelease.traitsPredictedAtCreation.isIncluded(in: window.osVersion) else { return }
        for controller in controllers where controller.appearanceState == .appearing {
            controller.trace?.record(
                controller.traceName, "viewIsAppearing(_:)",
                [
                    TraceDetail("sees", "\(controller.traitCollection.summary) \(FrameText.text(controller.view.bounds.size))")
                ])
            controller.viewIsAppearing(animated)
        }
    }
}
