/// Decides the style a presentation adapts to in a trait environment, as UIKit's presentation
/// controllers do on presentation and on every trait change.
///
/// UIKit's own adaptation (no delegate), `docs/sources.md` § Presentations:
/// - iOS 13 and later: page and form sheets in compact height adapt to `.fullScreen` ("compact
///   height: same as fullScreen", `UIModalPresentationStyle.formSheet`/`.pageSheet` pages) unless
///   the sheet `prefersEdgeAttachedInCompactHeight`; in compact width they stay sheets, shown as a
///   card. A popover "behaves like `.formSheet`" in horizontally or vertically compact
///   environments (`UIModalPresentationStyle.popover` page): `.formSheet` in compact width, and,
///   as a form sheet in compact height is full screen, `.fullScreen` in compact height.
/// - iOS 12 and earlier: sheets in compact width adapt to `.fullScreen` (iOS 8 header text); a
///   popover adapts to `.fullScreen` in compact width and to `.formSheet` in regular width with
///   compact height.
/// - `.fullScreen`, `.overFullScreen` and the context styles never adapt, and PadKit does not ask
///   the delegate for them (**[UNCONFIRMED]**: UIKit's full-screen presentation controller
///   forwards to the delegate, but no source shows a delegate changing a full-screen
///   presentation). `.custom` adapts only when the delegate says so.
///
/// The delegate (``AdaptiveStyleAnswer``) overrides UIKit's choice with an accepted return;
/// `.none` keeps the controller's own style ("do not adapt"), an unaccepted return falls back to
/// UIKit's choice, and `adaptivePresentationStyle(for:)` alone is consulted only when the
/// environment is horizontally compact.
public enum AdaptivePresentation {
    /// The adaptation of `style` in `horizontal` x `vertical`.
    ///
    /// - Parameters:
    ///   - style: the presented controller's style, `.automatic` already resolved.
    ///   - horizontal: the horizontal size class of the presenting environment.
    ///   - vertical: the vertical size class of the presenting environment.
    ///   - delegate: what the presentation controller's delegate answers.
    ///   - prefersEdgeAttachedInCompactHeight: the sheet's setting (a sheet that prefers it stays a
    ///     sheet in compact height).
    ///   - osVersion: the OS the app runs on (popovers and sheets adapt differently before iOS 13).
    public static func adapt(
        _ style: ModalPresentationStyle, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass,
        delegate: AdaptiveStyleAnswer = .notImplemented, prefersEdgeAttachedInCompactHeight: Bool = false,
        osVersion: OSVersion
    ) -> PresentationAdaptation {
        let own = style.resolved(for: osVersion)
        switch own {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .automatic, .none:
            return PresentationAdaptation(style: own, adaptedFrom: nil, reason: "\(own) never adapts")
        default: break
        }
        let system = systemStyle(
            for: own, horizontal: horizontal, vertical: vertical,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight, osVersion: osVersion)
        let environment = "\(horizontal) width, \(vertical) height"
        func decision(_ chosen: ModalPresentationStyle, _ reason: String) -> PresentationAdaptation {
            chosen == .none || chosen == own
                ? PresentationAdaptation(style: own, adaptedFrom: nil, reason: reason)
                : PresentationAdaptation(style: chosen, adaptedFrom: own, reason: reason)
        }
        switch delegate {
        case .notImplemented:
            return decision(
                system, system == .none ? "\(own) does not adapt in \(environment)" : "UIKit adapts \(own) to \(system) in \(environment)")
        case .forTraitCollection(let answer), .legacy(let answer):
            let method =
                delegate == .forTraitCollection(answer)
                ? "adaptivePresentationStyle(for:traitCollection:)" : "adaptivePresentationStyle(for:)"
            if case .legacy = delegate, horizontal != .compact {
                return decision(system, "\(method) is consulted only for horizontally compact; UIKit's choice in \(environment): \(system)")
            }
            guard delegate.acceptedStyles.contains(answer) else {
                return decision(
                    system,
                    "\(method) returned \(answer), which it may not return "
                        + "(accepted: \(delegate.acceptedStyles.map(\.description).joined(separator: ", "))); UIKit's choice: \(system)")
            }
            return decision(answer, answer == .none ? "\(method) returned none: \(own) does not adapt" : "\(method) returned \(answer)")
        }
    }

    /// UIKit's own adaptive style for `style`; `.none` when it does not adapt.
    public static func systemStyle(
        for style: ModalPresentationStyle, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass,
        prefersEdgeAttachedInCompactHeight: Bool = false, osVersion: OSVersion
    ) -> ModalPresentationStyle {
        let compactWidth = horizontal == .compact
        let compactHeight = vertical == .compact
        if !OSRelease.sheetCards.isIncluded(in: osVersion) {
            switch style {
            case .pageSheet, .formSheet: return compactWidth ? .fullScreen : .none
            case .popover: return compactWidth ? .fullScreen : (compactHeight ? .formSheet : .none)
            default: return .none
            }
        }
        switch style {
        case .pageSheet, .formSheet:
            return compactHeight && !prefersEdgeAttachedInCompactHeight ? .fullScreen : .none
        case .popover:
            if compactHeight { return prefersEdgeAttachedInCompactHeight ? .formSheet : .fullScreen }
            return compactWidth ? .formSheet : .none
        default:
            return .none
        }
    }
}
