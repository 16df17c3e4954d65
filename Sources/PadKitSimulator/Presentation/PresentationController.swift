import Foundation
import PadKit

/// Manages one presentation (`UIPresentationController`): the style, its adaptation to the
/// environment, and the presented view's frame. PadKit decides the adaptation
/// (`AdaptivePresentation`) and the frame (`PresentationLayout`, `PopoverLayout`,
/// `SheetLayout`); this object asks the delegate, records each call in the trace, and remembers
/// the result.
///
/// A controller presented with `.popover` gets a ``PopoverPresentationController``, one with a
/// page or form sheet style a ``SheetPresentationController`` (`presentationController`
/// documentation: the object is created on first access from `modalPresentationStyle`, so set the
/// style first).
public class PresentationController {
    /// The controller that was presented (not the adaptive replacement).
    public private(set) weak var presentedViewController: ViewController?
    /// The controller that presented it, while the presentation is up.
    public internal(set) weak var presentingViewController: ViewController? {
        // An adaptive replacement finds its window through this link.
        willSet { presentingViewController?.windowLookupWillChange() }
        didSet {
            guard presentingViewController !== oldValue else { return }
            // The presenter holds the replacement while the presentation is up (see
            // ``adaptiveViewController``).
            if let oldValue, oldValue.modal.adaptivePresentedViewController === adaptiveLink {
                oldValue.modal.adaptivePresentedViewController = nil
            }
            if let presentingViewController {
                presentingViewController.modal.adaptivePresentedViewController = adaptiveLink
            }
            replacementBeforeLink = nil
        }
    }
    /// Told about adaptation and interactive dismissal.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// Keeps a delegate made by a scenario alive (``delegate`` is weak, as in UIKit).
    var retainedDelegate: AdaptivePresentationControllerDelegate?
    /// The presented controller's style, `.automatic` resolved for the OS (`presentationStyle`).
    public internal(set) var presentationStyle: ModalPresentationStyle
    /// The adaptation in effect; `nil` before the presentation.
    public internal(set) var adaptation: PresentationAdaptation?
    /// The frame of the presented view in the window (`frameOfPresentedViewInContainerView`).
    public internal(set) var frameOfPresentedViewInContainerView: CGRect = .zero
    /// The controller the delegate gave for the adapted style, shown instead of the presented one.
    ///
    /// Held by the presenting controller while the presentation is up, as it holds
    /// ``ViewController/presentedViewController`` (and by this object alone between the
    /// adaptation and the presentation's start): the replacement usually contains the presented
    /// controller, which owns this presentation controller, so a strong link from here made a
    /// cycle that kept the replacement, the presented controller, their views and this object
    /// alive after their window was released.
    public internal(set) var adaptiveViewController: ViewController? {
        get { adaptiveLink }
        set {
            adaptiveLink = newValue
            if let presentingViewController {
                presentingViewController.modal.adaptivePresentedViewController = newValue
            } else {
                replacementBeforeLink = newValue
            }
        }
    }
    /// ``adaptiveViewController``'s storage; weak, for the reason given there.
    private weak var adaptiveLink: ViewController?
    /// Holds a replacement chosen before the presentation has a presenter.
    private var replacementBeforeLink: ViewController?
    /// The controller that defines the presentation context, for the context styles.
    weak var contextViewController: ViewController?
    /// Whether the presenter's views left the window (decided when the presentation began).
    var removesPresenterViews = false
    /// Where the presenter's view was, to put it back on dismissal.
    weak var presenterSuperview: View?
    /// The delegate's answer for the traits a transition is heading to: asked once, when the
    /// transition predicts the presented view's new size, and used again when it adapts.
    var pendingAnswer: (traits: TraitCollection, answer: AdaptiveStyleAnswer)?
    /// The sheet layout decided last, for sheets and adapted popovers.
    public internal(set) var sheetPlacement: SheetPlacement?

    init(presentedViewController: ViewController, style: ModalPresentationStyle) {
        self.presentedViewController = presentedViewController
        self.presentationStyle = style
    }

    /// The style the presentation is shown with now (the adapted style, or ``presentationStyle``).
    public var shownStyle: ModalPresentationStyle { adaptation?.style ?? presentationStyle }

    /// The controller whose view is on screen: the adaptive replacement, else the presented one.
    public var shownViewController: ViewController? { adaptiveViewController ?? presentedViewController }

    /// The name traces use: `<presented>.presentationController`.
    public var traceName: String { "\(presentedViewController?.traceName ?? "?").presentationController" }

    /// The sheet configuration that applies when the presentation is shown as a sheet.
    var sheetConfiguration: SheetConfiguration { SheetConfiguration() }

    /// Asks the delegate for its answer in `traits`, recording each call.
    func delegateAnswer(for traits: TraitCollection, trace: Trace?) -> AdaptiveStyleAnswer {
        guard let delegate else { return .notImplemented }
        if let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traits) {
            trace?.record(
                traceName, "adaptivePresentationStyle(for:traitCollection:)",
                [
                    TraceDetail("traits", traits.summary), TraceDetail("returned", style.description),
                ])
            return .forTraitCollection(style)
        }
        if let style = delegate.adaptivePresentationStyle(for: self) {
            trace?.record(traceName, "adaptivePresentationStyle(for:)", [TraceDetail("returned", style.description)])
            return .legacy(style)
        }
        return .notImplemented
    }
}
