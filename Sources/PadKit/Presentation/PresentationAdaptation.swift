/// The style a presentation is shown with after adaptation, and why.
public struct PresentationAdaptation: Sendable, Hashable {
    /// The style the presentation is shown with.
    public let style: ModalPresentationStyle
    /// The controller's own (resolved) style when the presentation adapted; `nil` when it did not.
    public let adaptedFrom: ModalPresentationStyle?
    /// What `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
    /// receives: the adapted style, or `.none` when not adapting.
    public var willPresentStyle: ModalPresentationStyle { adaptedFrom == nil ? .none : style }
    /// One sentence on the decision.
    public let reason: String

    /// Makes an adaptation.
    public init(style: ModalPresentationStyle, adaptedFrom: ModalPresentationStyle?, reason: String) {
        self.style = style
        self.adaptedFrom = adaptedFrom
        self.reason = reason
    }

    /// Whether the presentation adapted.
    public var isAdapted: Bool { adaptedFrom != nil }
}
