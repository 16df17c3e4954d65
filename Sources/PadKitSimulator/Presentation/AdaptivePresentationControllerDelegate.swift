import PadKit

/// Told about adaptation and interactive dismissal (`UIAdaptivePresentationControllerDelegate`).
///
/// Every method is optional. The two style methods return `nil` by default, which stands for "not
/// implemented": UIKit then asks the next method or adapts on its own (Swift protocols cannot tell
/// an unimplemented method apart, so `nil` carries that meaning).
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// `adaptivePresentationStyle(for:traitCollection:)`: asked on every adaptation check with the
    /// new traits; `.fullScreen`, `.overFullScreen`, `.formSheet` or `.none` (do not adapt).
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle?
    /// `adaptivePresentationStyle(for:)`: asked only when the trait-collection variant returns
    /// `nil`, and only for horizontally compact; `.fullScreen`, `.overFullScreen` or `.none`.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle?
    /// The controller to show in the adapted style (for example the presented one wrapped in a
    /// navigation controller with a Done button); `nil` shows the presented controller itself.
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?
    /// iOS 15: configure the controller of the adapted presentation (the sheet a popover adapts to).
    func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController)
    /// Before presenting or adapting, with the adapted style or `.none` when not adapting.
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?)
    /// Whether a swipe may dismiss (default `true`).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A user swipe is about to dismiss (not called for programmatic dismissal).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A user swipe dismissed the presentation (not called for programmatic dismissal).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A user swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// Default: `nil`, not implemented, so UIKit decides.
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle? { nil }
    /// Default: `nil`, not implemented, so UIKit decides.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle? { nil }
    /// Default: `nil`, the presented controller itself.
    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }
    /// Default: nothing.
    public func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    ) {}
    /// Default: nothing.
    public func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}
    /// Default: `true`, the swipe may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Default: nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Default: nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
