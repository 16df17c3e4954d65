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
/// Not modelled: `readableContent(cornerAdaptation:)` (PadLayout has no readable-content guide)
/// and iOS 27.1's `bar(onEdge:extent:)`, a region for a bar of a given extent along an edge,
/// which adds no system geometry (`docs/choices.md`).
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

    /// The safe area or the margins.
    public let kind: Kind
    /// The corner adaptation; `nil` (UIKit's default argument) is the plain region, like `.none`.
    public let cornerAdaptation: AdaptivityAxis?

    /// A region of `kind` adapted along `cornerAdaptation`.
    public init(kind: Kind, cornerAdaptation: AdaptivityAxis?) {
        self.kind = kind
        self.cornerAdaptation = cornerAdaptation
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
}
