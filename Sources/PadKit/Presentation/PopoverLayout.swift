import Foundation

/// Sizes a popover, chooses its arrow and fits it in its containing frame, as
/// `-[_UIPopoverLayoutInfo _updateOutputs]` does (UIKitCore 18.0–26.1 decompilation,
/// `docs/sources.md` § Presentations, the only source for the algorithm).
///
/// 1. **Size.** The presented controller's `preferredContentSize`, each dimension that is not
///    positive replaced by the default: 320 x 480 when the presentation's superview is narrower
///    than 1024 pt, else 375 x 667 (`_UIPopoverPresentationMetrics`).
/// 2. **Containing frame.** The container bounds inset by the safe area, then by
///    `popoverLayoutMargins`; when those are all zero (their default) by UIKit's defaults
///    top 30, left 19, bottom 10, right 19.
/// 3. **Candidates.** For each permitted direction, a frame of that size against the source rect,
///    ``arrowHeight`` away from it: arrow down above the source, up below, left to the right,
///    right to the left; vertical candidates centred on the source's midX, horizontal ones on its
///    midY.
/// 4. **Regions.** Each candidate is clipped to its region of the containing frame: above the
///    source's minY (down), below its maxY (up), right of its midX (left), left of its midX
///    (right); the whole frame when `canOverlapSourceViewRect`.
/// 5. **Choice.** The largest rounded clipped area wins; ties go to the earlier direction in the
///    try order: portrait down, left, up, right; landscape (or unknown) left, right, down, up.
///    The chosen candidate then slides along the source edge to stay inside its region (the arrow
///    stays at the source: popovers from buttons near a screen edge shift sideways) and is clipped
///    to it. The choice uses the unslid candidates, as the decompilation does; the slide is
///    PadKit's reading of the final frame (**[UNCONFIRMED]**: not visible in the decompiled code).
///
/// Not modelled: the sticky direction on re-layout (likely in UIKit), and bar-button-item
/// popovers being limited to up/down on old SDKs (newer SDKs set `_ignoreBarButtonItemSiblings`).
public enum PopoverLayout {
    /// `defaultPreferredSmallContentSize`.
    public static let smallDefaultContentSize = CGSize(width: 320, height: 480)
    /// `defaultPreferredLargeContentSize`, used when the presentation is at least 1024 pt wide.
    public static let largeDefaultContentSize = CGSize(width: 375, height: 667)
    /// The width from which the large default applies.
    public static let largeDefaultMinimumWidth: Double = 1024
    /// `+_defaultPopoverLayoutMarginsForPopoverControllerStyle:` for popover presentation controllers.
    public static let defaultLayoutMargins = EdgeInsets(top: 30, left: 19, bottom: 10, right: 19)
    /// `+[_UIPopoverShapeLayerChromeView arrowHeight]`.
    public static let arrowHeight: Double = 13

    /// The popover's content size before fitting.
    public static func contentSize(preferred: CGSize, presentationWidth: Double) -> CGSize {
        let fallback = presentationWidth >= largeDefaultMinimumWidth ? largeDefaultContentSize : smallDefaultContentSize
        return CGSize(
            width: preferred.width > 0 ? preferred.width : fallback.width,
            height: preferred.height > 0 ? preferred.height : fallback.height)
    }

    /// The margins in effect: `popoverLayoutMargins`, or UIKit's defaults when all are zero.
    public static func effectiveMargins(_ popoverLayoutMargins: EdgeInsets) -> EdgeInsets {
        popoverLayoutMargins.isZero ? defaultLayoutMargins : popoverLayoutMargins
    }

    /// The frame the popover must stay in.
    public static func containingFrame(in container: PresentationContainer, popoverLayoutMargins: EdgeInsets = .zero) -> CGRect {
        effectiveMargins(popoverLayoutMargins).inset(container.safeBounds)
    }

    /// The order in which directions win ties.
    public static func tryOrder(for orientation: InterfaceOrientation) -> [PopoverArrowDirection] {
        orientation.isPortrait ? [.down, .left, .up, .right] : [.left, .right, .down, .up]
    }

    /// Chooses the arrow and the frame.
    ///
    /// - Parameters:
    ///   - preferredContentSize: the presented controller's `preferredContentSize`; a side that is
    ///     not positive takes the default popover size.
    ///   - sourceRect: the anchor in the container's coordinates (a bar button item's frame, or
    ///     `sourceRect` converted from `sourceView`).
    ///   - permitted: `permittedArrowDirections`.
    ///   - container: the window the popover is shown in.
    ///   - popoverLayoutMargins: `popoverLayoutMargins`; all zero means UIKit's effective default.
    ///   - canOverlapSourceViewRect: `canOverlapSourceViewRect`.
    ///   - controller: the presented controller's name, for errors.
    ///
    /// An empty `permitted` set (`permittedArrowDirections = []`, rawValue 0) is the common way to
    /// show a popover with no arrow: it is centred on the source rect and kept inside the
    /// containing frame (practice in apps, not documented by Apple: **[UNCONFIRMED]**). When no
    /// permitted direction leaves any room (the source covers the whole window, or lies outside
    /// it), the popover overlaps the source the same way (**[UNCONFIRMED]**; UIKit's
    /// `canOverlapSourceViewRect` does the like).
    ///
    /// - Throws: never for the inputs above; kept for callers that validate directions.
    public static func place(
        preferredContentSize: CGSize, sourceRect: CGRect, permitted: PopoverArrowDirection = .any,
        in container: PresentationContainer, popoverLayoutMargins: EdgeInsets = .zero,
        canOverlapSourceViewRect: Bool = false, controller: String = "UIViewController"
    ) throws(PopoverError) -> PopoverPlacement {
        let directions = permitted == .unknown ? PopoverArrowDirection.singles : permitted.directions
        let size = contentSize(preferred: preferredContentSize, presentationWidth: Double(container.bounds.width))
        let frame = containingFrame(in: container, popoverLayoutMargins: popoverLayoutMargins)
        guard !directions.isEmpty else {
            return PopoverPlacement(arrowDirection: [], frame: centred(size, on: sourceRect, in: frame), contentSize: size)
        }
        var best: (direction: PopoverArrowDirection, clipped: CGRect, area: Double)?
        for direction in tryOrder(for: container.interfaceOrientation) where directions.contains(direction) {
            let region = canOverlapSourceViewRect ? frame : Self.region(for: direction, source: sourceRect, in: frame)
            let candidate = Self.candidate(for: direction, size: size, source: sourceRect)
            let area = Self.area(of: candidate.intersection(region))
            if best == nil || area > (best?.area ?? 0) {
                let slid = slide(candidate, along: direction, into: region)
                let clipped = slid.intersection(region)
                best = (direction, clipped.isNull ? CGRect(origin: slid.origin, size: .zero) : clipped, area)
            }
        }
        guard let best else { throw .noPermittedArrowDirections(controller: controller) }
        if best.area == 0 {
            return PopoverPlacement(arrowDirection: best.direction, frame: centred(size, on: sourceRect, in: frame), contentSize: size)
        }
        return PopoverPlacement(arrowDirection: best.direction, frame: best.clipped, contentSize: size)
    }

    /// `size` centred on the source rect's centre (clamped into `frame` when the source lies
    /// outside it), shrunk to fit `frame` and moved inside it.
    static func centred(_ size: CGSize, on source: CGRect, in frame: CGRect) -> CGRect {
        let width = min(Double(size.width), Double(frame.width)), height = min(Double(size.height), Double(frame.height))
        let midX = min(max(Double(source.midX), Double(frame.minX)), Double(frame.maxX))
        let midY = min(max(Double(source.midY), Double(frame.minY)), Double(frame.maxY))
        let x = min(max(midX - width / 2, Double(frame.minX)), Double(frame.maxX) - width)
        let y = min(max(midY - height / 2, Double(frame.minY)), Double(frame.maxY) - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The rounded area of a clipped candidate (0 for no intersection).
    static func area(of rect: CGRect) -> Double {
        rect.isNull ? 0 : (Double(rect.width) * Double(rect.height)).rounded()
    }

    /// The unclipped candidate frame for `direction`.
    static func candidate(for direction: PopoverArrowDirection, size: CGSize, source: CGRect) -> CGRect {
        let width = Double(size.width), height = Double(size.height)
        switch direction {
        case .down:
            return CGRect(x: Double(source.midX) - width / 2, y: Double(source.minY) - arrowHeight - height, width: width, height: height)
        case .up: return CGRect(x: Double(source.midX) - width / 2, y: Double(source.maxY) + arrowHeight, width: width, height: height)
        case .left: return CGRect(x: Double(source.maxX) + arrowHeight, y: Double(source.midY) - height / 2, width: width, height: height)
        default:
            return CGRect(x: Double(source.minX) - arrowHeight - width, y: Double(source.midY) - height / 2, width: width, height: height)
        }
    }

    /// The part of the containing frame a direction may use.
    static func region(for direction: PopoverArrowDirection, source: CGRect, in frame: CGRect) -> CGRect {
        let minX = Double(frame.minX), maxX = Double(frame.maxX), minY = Double(frame.minY), maxY = Double(frame.maxY)
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> CGRect {
            CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
        switch direction {
        case .down: return rect(minX, minY, maxX, min(maxY, Double(source.minY)))
        case .up: return rect(minX, max(minY, Double(source.maxY)), maxX, maxY)
        case .left: return rect(max(minX, Double(source.midX)), minY, maxX, maxY)
        default: return rect(minX, minY, min(maxX, Double(source.midX)), maxY)
        }
    }

    /// Moves `candidate` along the source edge (x for up/down, y for left/right) so it lies in
    /// `region` where it fits.
    static func slide(_ candidate: CGRect, along direction: PopoverArrowDirection, into region: CGRect) -> CGRect {
        var result = candidate
        if direction == .up || direction == .down {
            result.origin.x = CGFloat(
                clamp(Double(candidate.minX), length: Double(candidate.width), min: Double(region.minX), max: Double(region.maxX)))
        } else {
            result.origin.y = CGFloat(
                clamp(Double(candidate.minY), length: Double(candidate.height), min: Double(region.minY), max: Double(region.maxY)))
        }
        return result
    }

    private static func clamp(_ origin: Double, length: Double, min lower: Double, max upper: Double) -> Double {
        if length >= upper - lower { return lower }
        return Swift.min(Swift.max(origin, lower), upper - length)
    }
}
