import Foundation
import PadJSON
import PadLayout

/// The frames Interface Builder stored for a scene's views, in the scene's coordinates, and how far
/// each constraint is from holding between them.
///
/// Interface Builder stores no flag for a conflict, but it saves the frames its own Auto Layout
/// engine gave the views (unless it flags them `misplaced`). A required constraint that those
/// frames break by more than 1 pt is one IB could not satisfy either (the file was saved with the
/// conflict, or with frames IB never updated); a constraint they satisfy is one IB satisfied. Only
/// constraints between plain attributes of views whose frames IB stores are checked (in a verdict,
/// not those of a view IB flagged misplaced, whose frame is not its engine's): margins,
/// baselines and layout guides have values IB does not store, and a scroll view's
/// trailing and bottom edges to its content are its content area's, whose size IB does not store
/// either (its leading and top edges are the content's origin, the scroll view's own).
struct StoredFrames {
    private let scene: ScreenScene
    private let byID: [String: ScreenView]
    private let absolute: [String: CGRect]
    private let liquidGlass: Bool

    init(_ scene: ScreenScene, liquidGlass: Bool) {
        self.init(scene, frames: { $0.storedFrame }, liquidGlass: liquidGlass)
    }

    /// The scene with `frames` (each relative to its superview, `nil` for none) in place of the
    /// stored ones: PadKit's laid-out frames read against the same constraints.
    init(_ scene: ScreenScene, frames: (ScreenView) -> CGRect?, liquidGlass: Bool) {
        self.scene = scene
        self.liquidGlass = liquidGlass
        byID = Dictionary(scene.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var absolute: [String: CGRect] = [:]
        for view in scene.views {
            guard let stored = frames(view) else { continue }
            let origin = view.superview.flatMap { absolute[$0]?.origin } ?? .zero
            absolute[view.id] = CGRect(
                x: origin.x + stored.origin.x, y: origin.y + stored.origin.y, width: stored.width, height: stored.height)
        }
        self.absolute = absolute
    }

    /// By how many points the stored frames miss `constraint` as installed for `traits` (0 when
    /// they satisfy it), or `nil` when it cannot be checked: not installed for `traits`, or
    /// relating a value IB does not store.
    func shortfall(of constraint: ScreenConstraint, in traits: SizeClassPair) -> Double? {
        guard scene.isInstalled(constraint.id, in: traits), scene.isInstalled(constraint.firstItem, in: traits),
            let first = value(constraint.firstItem, constraint.firstAttribute)
        else { return nil }
        var second = 0.0
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard scene.isInstalled(item, in: traits), let v = value(item, attribute) else { return nil }
            // A scroll view's edges to its content are its content area's: its leading and top
            // edges are the content's origin, where IB stores the subviews from (its canvas does not
            // scroll), but its trailing and bottom edges are the content size's, which IB does not store.
            let scroll = [item, constraint.firstItem].first { byID[$0]?.isScrollView == true }
            if let scroll, constraint.firstAttribute.isEdge, isAncestor(scroll, of: scroll == item ? constraint.firstItem : item),
                !(constraint.firstAttribute.isContentOrigin && attribute.isContentOrigin)
            {
                return nil
            }
            second = v
        } else if constraint.secondItem != nil {
            return nil
        }
        // A multiplied location is measured in its items' nearest common ancestor's bounds, as UIKit
        // measures it (`LayoutConstraint.multipliedLocationSpace`).
        let offset = multipliedLocationOffset(constraint)
        let target = (second - offset) * constraint.multiplier + offset + constraint.constant(in: traits)
        switch constraint.relation {
        case .equal: return abs(first - target)
        case .greaterThanOrEqual: return max(0, target - first)
        case .lessThanOrEqual: return max(0, first - target)
        }
    }

    /// The origin, along the constraint's axis in the scene's coordinates, of the view UIKit measures a
    /// multiplied location constraint in: its items' nearest common ancestor; 0 for any other constraint.
    private func multipliedLocationOffset(_ constraint: ScreenConstraint) -> Double {
        guard constraint.multiplier != 1, let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
            let axis = Self.axis(constraint.firstAttribute), axis == Self.axis(secondAttribute)
        else { return 0 }
        var ancestors: Set<String> = []
        var next: String? = constraint.firstItem
        while let current = next, ancestors.insert(current).inserted { next = byID[current]?.superview }
        next = second
        while let current = next, !ancestors.contains(current) { next = byID[current]?.superview }
        guard let ancestor = next, let origin = absolute[ancestor]?.origin else { return 0 }
        return Double(axis == .horizontal ? origin.x : origin.y)
    }

    /// The axis a location attribute of the view's own frame measures along (`nil` for a
    /// dimension, a margin or a baseline, whose values the stored frames do not hold).
    private static func axis(_ attribute: ScreenAttribute) -> LayoutAxis? {
        let (layout, anchor) = attribute.layout
        return anchor == .view ? layout.locationAxis : nil
    }

    /// Whether the stored frames break `constraint` by more than 1 pt (`nil`: not checkable).
    func breaks(_ constraint: ScreenConstraint, in traits: SizeClassPair) -> Bool? {
        shortfall(of: constraint, in: traits).map { $0 > 1 }
    }

    private func isAncestor(_ ancestor: String, of id: String) -> Bool {
        var next = byID[id]?.superview
        while let current = next {
            if current == ancestor { return true }
            next = byID[current]?.superview
        }
        return false
    }

    private func value(_ id: String, _ attribute: ScreenAttribute) -> Double? {
        // Constraints hold between alignment rectangles.
        guard let frame = absolute[id], let r = byID[id]?.alignmentRect(forFrame: frame, liquidGlass: liquidGlass) else { return nil }
        switch attribute {
        case .left, .leading: return Double(r.minX)
        case .right, .trailing: return Double(r.maxX)
        case .top: return Double(r.minY)
        case .bottom: return Double(r.maxY)
        case .width: return Double(r.width)
        case .height: return Double(r.height)
        case .centerX: return Double(r.midX)
        case .centerY: return Double(r.midY)
        default: return nil
        }
    }
}

extension StoredFrames {
    /// What Interface Builder's stored frames say of a conflict PadKit found as designed.
    enum Verdict: Sendable, Hashable {
        /// The stored frames break `constraint` of the conflict by `points` (a whole pixel or more;
        /// more than 1 pt for a content size): IB could not satisfy the conflict either, the file
        /// was saved with it.
        case file(constraint: String, points: Double)
        /// The stored frames satisfy the `checked` constraints of the conflict, every one that can be
        /// checked (`unchecked` cannot): IB satisfied what PadKit could not, the conflict is PadKit's.
        case padKit(checked: Int, unchecked: Int)
        /// None of the conflict's constraints can be checked.
        case unchecked

        /// Whether the stored frames satisfy the conflict's constraints (`nil`: unknown).
        var satisfied: Bool? {
            switch self {
            case .file: return false
            case .padKit: return true
            case .unchecked: return nil
            }
        }
    }

    /// Whether `constraint` relates a view Interface Builder flagged misplaced: its stored frame is
    /// not where IB's engine put it, so it says nothing of whether IB could satisfy the constraint.
    private func relatesMisplaced(_ constraint: ScreenConstraint) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { $0.flatMap { byID[$0] }?.isMisplaced == true }
    }

    /// The verdict on an `unsatisfiable` finding of a window laid out as designed with `traits` on a
    /// screen of `scale` pixels per point: its app constraints (the conflict's and the broken one)
    /// and its content sizes (PadKit's intrinsic lengths with a required hugging or compression
    /// resistance), read against the stored frames.
    ///
    /// A constraint between views counts as broken by IB when the stored frames miss it by a whole
    /// device pixel (`1 / scale`) or more, not only by more than a point: IB stores frames on its
    /// canvas's pixel grid, and a set it satisfied misses a constraint only by rounding, less than a
    /// pixel (a centred view's half pixel, a multiplier's fraction, a constant saved to two decimals
    /// such as 43.67). A whole pixel is IB's engine giving way: the constraints a designer drew for
    /// UIKit's content view, one separator pixel shorter than its row, in a cell whose content view
    /// IB lays out as tall as the row (`docs/sources.md`, round 16, container (conflicts)). A content
    /// size keeps the 1-pt tolerance: its length is PadKit's text and control measurement.
    func verdict(on finding: ScreenFinding, in traits: SizeClassPair, scale: Double) -> Verdict {
        var ids = finding.constraints
        if let broken = finding.broken, !ids.contains(broken) { ids.append(broken) }
        var checked = 0
        var unchecked = 0
        var worst: (id: String, points: Double)?
        // A whole pixel, less what a constant saved to two decimals (43.67 for 43.666...) misses by.
        let pixel = 1 / max(scale, 1) - 0.01
        for id in ids {
            guard let constraint = scene.constraints.first(where: { $0.id == id }), !relatesMisplaced(constraint),
                let points = shortfall(of: constraint, in: traits)
            else {
                unchecked += 1
                continue
            }
            checked += 1
            if points >= pixel, points > worst?.points ?? 0 { worst = (id, points) }
        }
        // The content sizes of the conflict, against PadKit's intrinsic lengths: a stored length
        // IB kept against a required hugging or compression resistance is IB breaking it too.
        for size in finding.contentSizes {
            guard byID[size.view]?.isMisplaced != true, let length = value(size.view, size.axis == .horizontal ? .width : .height)
            else {
                unchecked += 1
                continue
            }
            checked += 1
            let points = size.relation == .lessThanOrEqual ? length - size.value : size.value - length
            let name =
                "\(size.view).\(size.axis == .horizontal ? "width" : "height") \(size.relation.rawValue) \(NumberText.points(size.value))"
            if points > 1, points > worst?.points ?? 0 { worst = (name, points) }
        }
        if let worst { return .file(constraint: worst.id, points: worst.points) }
        return checked == 0 ? .unchecked : .padKit(checked: checked, unchecked: unchecked)
    }
}

extension ScreenAttribute {
    /// Whether the attribute is an edge at a content area's origin (left, leading, top), which
    /// Interface Builder's stored frames place at the scroll view's own origin.
    fileprivate var isContentOrigin: Bool { self == .left || self == .leading || self == .top }
}
