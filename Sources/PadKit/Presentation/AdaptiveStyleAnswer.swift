/// What an app's `UIAdaptivePresentationControllerDelegate` answers when UIKit asks which style a
/// presentation should adapt to.
public enum AdaptiveStyleAnswer: Sendable, Hashable {
    /// The delegate implements neither method (or there is no delegate): UIKit's own adaptation.
    case notImplemented
    /// `adaptivePresentationStyle(for:traitCollection:)` (iOS 8.3) returns this style. It is asked
    /// on every adaptation check, with the new traits; it may return `.fullScreen`,
    /// `.overFullScreen`, `.formSheet` or `.none`.
    case forTraitCollection(ModalPresentationStyle)
    /// Only `adaptivePresentationStyle(for:)` is implemented and returns this style. It is asked
    /// only for the transition to horizontally compact, and may return `.fullScreen`,
    /// `.overFullScreen` or `.none`.
    case legacy(ModalPresentationStyle)

    /// The returns each method may give (`adaptivePresentationStyle(for:traitCollection:)` and
    /// `adaptivePresentationStyle(for:)` documentation); anything else makes "the presentation
    /// controller use its preferred default style".
    public var acceptedStyles: [ModalPresentationStyle] {
        switch self {
        case .notImplemented: return []
        case .forTraitCollection: return [.fullScreen, .overFullScreen, .formSheet, .none]
        case .legacy: return [.fullScreen, .overFullScreen, .none]
        }
    }
}
