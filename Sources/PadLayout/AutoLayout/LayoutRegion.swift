import Foundation

/// A region of a view that avoids what covers it (UIKit 26's `UIView.LayoutRegion`): the safe
/// area or the layout margins, optionally adapted around a corner the system occupies, such as
/// iPadOS 26's window controls in a window's top-leading corner. A view gives a region as a
/// guide (``LayoutView/layoutGuide(for:)``) or as insets (``LayoutView/edgeInsets(for:)``).
///
/// UIKit documents the API (`safeArea(cornerAdaptation:)`, `margins(cornerAdaptation:)`,
/// `AdaptivityAxis` `none`, `horizontal`, `vertical`, iOS 26.0) and WWDC25 "Make your UIKit app
/// more flexible" its use: a view next to the window controls takes the region adapted
/// horizontally, so its leading edge clears them; one below them, adapted vertically. The
/// geometry is PadLayout's reading of that (**[UNCONFIRMED]**, `docs/choices.md`):
/// - a region is a rectangle, so the adaptation moves a whole edge: `horizontal` moves the edge
///   on the corner's side (leading) past the corner, `vertical` moves the top below it;
/// - only where the unadapted region overlaps the corner: a view that does not reach the
///   controls gets the plain region, like a view away from the status bar gets no top inset;
/// - with no corner (full screen, iPadOS 18 and earlier, an iPhone) every region is the plain
///   safe area or margins;
/// - the margins region is the adapted safe area plus the layout margins, so the margin stays
///   between the corner and the content.
///
/// iOS 27.1's `bar(onEdge:extent:)` ("Returns a bar layout region of a given extent on a given
/// edge", API reference) is the region a custom bar takes: Apple's engineers advise it "to
/// position a custom bar in UIKit" (Apple Developer Forums thread 847835) now that the standard
/// bars can run vertically (iPhone Duo). PadLayout reads it as the safe area narrowed to a strip
/// of `extent` points along `edge` (**[UNCONFIRMED]**: "the position of the bar can change
/// depending on certain system heuristics", which are not published; `docs/choices.md`).
///
/// Not modelled: `readableContent(cornerAdaptation:)` (PadLayout has no readable-content guide).
public struct LayoutRegion: Hashable, Sendable, CustomStringConvertible {
    /// The axis along which a region adapts around a corner (`UIView.LayoutRegion.AdaptivityAxis`).
    public enum AdaptivityAxis: String, Hashable, Sendable, CaseIterable {
        /// No adaptation: the plain region.
        case none
        /// The edge beside the corner moves past it (leading, for the top-leading controls).
        case horizontal
        /// The top edge moves below the corner.
        case vertical
    }

    /// What the region starts from.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// The layout margins (`layoutMarginsGuide`).
        case margins
    }

    /// An edge of a view, for a bar region (`UIRectEdge`).
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// The top edge.
        case top
        /// The left edge.
        case left
        /// The bottom edge.
        case bottom
        /// The right edge.
        case right
    }

    /// The safe area or the margins.
    public let kind: Kind
    /// The corner adaptation; `nil` (UIKit's default argument) is the plain region, like `.none`.
    public let cornerAdaptation: AdaptivityAxis?
    /// For a bar region (``bar(onEdge:extent:)``), its edge and extent; `nil` otherwise.
    public let bar: (edge: Edge, extent: Double)?

    /// A region of `kind` adapted along `cornerAdaptation`.
    public init(kind: Kind, cornerAdaptation: AdaptivityAxis?) {
        self.kind = kind
        self.cornerAdaptation = cornerAdaptation
        bar = nil
    }

    private init(bar edge: Edge, extent: Double) {
        kind = .safeArea
        cornerAdaptation = nil
        bar = (edge, extent)
    }

    /// A bar's region: `extent` points along `edge`, inside the safe area (iOS 27.1).
    public static func bar(onEdge edge: Edge, extent: Double) -> LayoutRegion {
        LayoutRegion(bar: edge, extent: extent)
    }

    /// Equal when the kind, the adaptation and the bar are (the bar is a tuple, so the conformance
    /// is written out).
    public static func == (a: LayoutRegion, b: LayoutRegion) -> Bool {
        a.kind == b.kind && a.cornerAdaptation == b.cornerAdaptation && a.bar?.edge == b.bar?.edge && a.bar?.extent == b.bar?.extent
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(cornerAdaptation)
        hasher.combine(bar?.edge)
        hasher.combine(bar?.extent)
    }

    /// The safe area, adapted around the corner along `cornerAdaptation`.
    public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
        LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
    }

    /// The layout margins, adapted around the corner along `cornerAdaptation`.
    public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
        LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
    }

    /// `safeArea(horizontal)`, `margins`: the spelling app descriptions use.
    public var description: String {
        if let bar {
            let extent = bar.extent.rounded() == bar.extent ? String(Int(bar.extent)) : String(bar.extent)
            return "bar(\(bar.edge.rawValue), \(extent))"
        }
        guard let cornerAdaptation else { return kind.rawValue }
        return "\(kind.rawValue)(\(cornerAdaptation.rawValue))"
    }

    /// The region's insets from the edges of a view of `size`.
    ///
    /// - Parameters:
    ///   - safeArea: the view's safe-area insets.
    ///   - margins: its layout margins, and whether they are measured from the safe area
    ///     (`insetsLayoutMarginsFromSafeArea`).
    ///   - corner: the occupied corner in the view's coordinates, or `nil` when there is none.
    /// - Complexity: O(1); a pure function of its arguments.
    public func insets(
        size: CGSize, safeArea: ConstraintInsets, margins: ConstraintInsets, marginsFromSafeArea: Bool,
        corner: CGRect?
    ) -> ConstraintInsets {
        let adaptedSafeArea = Self.adapt(safeArea, size: size, corner: corner, axis: cornerAdaptation)
        if let bar { return Self.strip(of: adaptedSafeArea, size: size, edge: bar.edge, extent: bar.extent) }
        guard kind == .margins else { return adaptedSafeArea }
        let base = marginsFromSafeArea ? adaptedSafeArea : Self.adapt(.zero, size: size, corner: corner, axis: cornerAdaptation)
        return LayoutView.sum(base, margins)
    }

    /// `base` with the edge beside `corner` moved past it along `axis`, where the rectangle
    /// `base` leaves overlaps the corner.
    static func adapt(_ base: ConstraintInsets, size: CGSize, corner: CGRect?, axis: AdaptivityAxis?) -> ConstraintInsets {
        guard let corner, let axis, axis != .none else { return base }
        let region = CGRect(
            x: base.left, y: base.top, width: size.width - base.left - base.right, height: size.height - base.top - base.bottom)
        guard region.width > 0, region.height > 0, region.intersects(corner), !region.intersection(corner).isEmpty else { return base }
        var adapted = base
        switch axis {
        case .none:
            break
        case .horizontal:
            if corner.midX <= size.width / 2 {
                adapted.left = max(base.left, corner.maxX)
            } else {
                adapted.right = max(base.right, size.width - corner.minX)
            }
        case .vertical:
            if corner.midY <= size.height / 2 {
                adapted.top = max(base.top, corner.maxY)
            } else {
                adapted.bottom = max(base.bottom, size.height - corner.minY)
            }
        }
        return adapted
    }

    /// `base` narrowed to a strip `extent` points thick along `edge` (never past the opposite edge
    /// of `base`'s rectangle).
    static func strip(of base: ConstraintInsets, size: CGSize, edge: Edge, extent: Double) -> ConstraintInsets {
        var strip = base
        let width = max(0, Double(size.width) - base.left - base.right), height = max(0, Double(size.height) - base.top - base.bottom)
        switch edge {
        case .top: strip.bottom = base.bottom + max(0, height - extent)
        case .bottom: strip.top = base.top + max(0, height - extent)
        case .left: strip.right = base.right + max(0, width - extent)
        case .right: strip.left = base.left + max(0, width - extent)
        }
        return strip
    }
}
