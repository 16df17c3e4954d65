import Foundation

/// Lays out a page or form sheet with its detents (`UISheetPresentationController`, iOS 15+).
///
/// Rules (`UISheetPresentationController.h` 18.1, `docs/sources.md` § Presentations):
/// - the sheet is **edge-attached** in compact width, and in compact height when it
///   `prefersEdgeAttachedInCompactHeight`; there its height is the selected detent's value plus
///   the bottom safe-area inset and its width the container's (in compact height: the safe-area
///   width, or `preferredContentSize.width` when `widthFollowsPreferredContentSizeWhenEdgeAttached`);
/// - the maximum detent value is the container's safe-area height less the card's top gap;
/// - the selected detent is `selectedDetentIdentifier` when it names an active detent, else the
///   smallest active one; `.medium()` is inactive in compact height;
/// - below `largestUndimmedDetentIdentifier` nothing dims; with none every detent dims.
/// - A floating sheet (regular width and height) keeps its form or page size
///   (``PresentationLayout``) and rests at its largest active detent: PadKit does not resize
///   floating sheets by detent (**[UNCONFIRMED]**; sheets in regular environments are
///   documented only through their form/page sizing).
public enum SheetLayout {
    /// The layout of a sheet shown as `style` (`.pageSheet` or `.formSheet`, after adaptation).
    public static func place(
        style: ModalPresentationStyle, configuration: SheetConfiguration, preferredContentSize: CGSize,
        in container: PresentationContainer, osVersion: OSVersion,
        metrics: SheetMetrics = .standard
    ) -> SheetPlacement {
        let bounds = container.bounds
        let insets = container.safeAreaInsets
        let edgeAttached =
            (container.isCompactWidth && !container.isCompactHeight)
            || (container.isCompactHeight && configuration.prefersEdgeAttachedInCompactHeight)
        let floatingFrame = PresentationLayout.frame(
            for: style, preferredContentSize: preferredContentSize, in: container,
            osVersion: osVersion, metrics: metrics)
        let maximum =
            edgeAttached
            ? max(0, Double(bounds.height) - insets.top - metrics.compactCardTopInset(for: container.design) - insets.bottom)
            : Double(floatingFrame.height)
        let detents = configuration.detents.isEmpty ? [SheetDetent.large] : configuration.detents
        var active: [SheetResolvedDetent] = []
        for detent in detents {
            if let height = detent.resolvedValue(maximumDetentValue: maximum, verticalSizeClass: container.verticalSizeClass) {
                active.append(SheetResolvedDetent(detent: detent, height: height))
            }
        }
        if active.isEmpty { active = [SheetResolvedDetent(detent: .large, height: maximum)] }
        active = active.enumerated().sorted { ($0.element.height, $0.offset) < ($1.element.height, $1.offset) }.map(\.element)
        let selected: SheetResolvedDetent
        if !edgeAttached {
            selected = active[active.count - 1]
        } else if let wanted = configuration.selectedDetentIdentifier, let match = active.first(where: { $0.detent.identifier == wanted }) {
            selected = match
        } else {
            selected = active[0]
        }
        let dims: Bool
        if let undimmed = configuration.largestUndimmedDetentIdentifier,
            let limit = active.first(where: { $0.detent.identifier == undimmed })
        {
            dims = selected.height > limit.height
        } else {
            dims = true
        }
        let frame: CGRect
        if edgeAttached {
            let height = selected.height + insets.bottom
            var width = Double(bounds.width)
            if container.isCompactHeight {
                width = Double(container.safeBounds.width)
                if configuration.widthFollowsPreferredContentSizeWhenEdgeAttached && preferredContentSize.width > 0 {
                    width = min(Double(preferredContentSize.width), width)
                }
            }
            frame = CGRect(x: Double(bounds.midX) - width / 2, y: Double(bounds.maxY) - height, width: width, height: height)
        } else {
            frame = floatingFrame
        }
        return SheetPlacement(
            frame: frame, detent: selected.detent, activeDetents: active, isEdgeAttached: edgeAttached,
            dimsBackground: dims, showsGrabber: configuration.prefersGrabberVisible)
    }
}
