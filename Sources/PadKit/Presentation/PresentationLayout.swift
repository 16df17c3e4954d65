import Foundation

/// Where a presented view controller's view goes, for every style but popovers
/// (``PopoverLayout``) and detent-sized sheets (``SheetLayout``).
///
/// Rules (`docs/sources.md` § Presentations, `docs/sources.md` § Presentations):
/// - `.fullScreen`, `.overFullScreen` and `.custom` fill the container;
/// - `.currentContext` and `.overCurrentContext` take the frame of the controller that defines
///   the presentation context;
/// - page and form sheets: in compact height they look like `.fullScreen`; in compact width
///   (regular height) they are a card with the presenter visible at the top; in regular x regular
///   a form sheet is centred at its ``SheetMetrics/formSheetSize(preferredContentSize:screenSize:osVersion:)``
///   and a page sheet is ``SheetMetrics/pageSheetWidth`` wide and nearly as tall as the container.
///   Before iOS 13 sheets in compact width are full screen, and in regular x regular there is no
///   card: a page sheet is as wide as the portrait screen and as tall as the container (so it
///   fills the screen in portrait), centred; a form sheet keeps its old fixed size
///   (`UIModalPresentationPageSheet` documentation before iOS 13: "the width is set to the width
///   of the screen in a portrait orientation and the height is set to the height of the screen";
///   ``SheetMetrics/legacyFormSheetSize``).
public enum PresentationLayout {
    /// The presented view's frame in the container's coordinates.
    ///
    /// - Parameters:
    ///   - style: the style the presentation is shown with (resolved and adapted; not
    ///     `.automatic`, `.none` or `.popover`, which fall back to the full container).
    ///   - preferredContentSize: the presented controller's `preferredContentSize`.
    ///   - container: the window the presentation is shown in.
    ///   - contextFrame: the frame of the presentation-context controller, for the context styles.
    ///   - osVersion: the OS the app runs on (sheet sizes and card styles changed by version).
    ///   - metrics: the sheet sizes to use.
    public static func frame(
        for style: ModalPresentationStyle, preferredContentSize: CGSize = .zero,
        in container: PresentationContainer, contextFrame: CGRect? = nil,
        osVersion: OSVersion, metrics: SheetMetrics = .standard
    ) -> CGRect {
        switch style {
        case .currentContext, .overCurrentContext:
            return contextFrame ?? container.bounds
        case .pageSheet, .formSheet:
            return sheetFrame(for: style, preferredContentSize: preferredContentSize, in: container, osVersion: osVersion, metrics: metrics)
        case .fullScreen, .overFullScreen, .custom, .automatic, .none, .popover:
            return container.bounds
        }
    }

    private static func sheetFrame(
        for style: ModalPresentationStyle, preferredContentSize: CGSize, in container: PresentationContainer,
        osVersion: OSVersion, metrics: SheetMetrics
    ) -> CGRect {
        let bounds = container.bounds
        if container.isCompactHeight { return bounds }
        if container.isCompactWidth {
            guard OSRelease.sheetCards.isIncluded(in: osVersion) else { return bounds }
            let top = container.safeAreaInsets.top + metrics.compactCardTopInset(for: container.design)
            return CGRect(
                x: Double(bounds.minX), y: Double(bounds.minY) + top,
                width: Double(bounds.width), height: max(0, Double(bounds.height) - top))
        }
        let safe = container.safeBounds
        let size: CGSize
        if style == .formSheet {
            let wanted = SheetMetrics.formSheetSize(
                preferredContentSize: preferredContentSize, screenSize: container.screenSize, osVersion: osVersion)
            size = CGSize(width: min(Double(wanted.width), Double(safe.width)), height: min(Double(wanted.height), Double(safe.height)))
        } else if !OSRelease.sheetCards.isIncluded(in: osVersion) {
            let portraitWidth = min(Double(container.screenSize.width), Double(container.screenSize.height))
            return centred(CGSize(width: min(portraitWidth, Double(bounds.width)), height: Double(bounds.height)), in: bounds)
        } else {
            let inset = metrics.regularPageSheetVerticalInset
            size = CGSize(width: min(metrics.pageSheetWidth, Double(safe.width)), height: max(0, Double(safe.height) - 2 * inset))
        }
        return centred(size, in: safe)
    }

    /// `size` centred in `rect`.
    public static func centred(_ size: CGSize, in rect: CGRect) -> CGRect {
        CGRect(
            x: Double(rect.midX) - Double(size.width) / 2, y: Double(rect.midY) - Double(size.height) / 2,
            width: Double(size.width), height: Double(size.height))
    }
}
