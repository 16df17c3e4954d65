extension LayoutEngine {
    /// What a constraint whose multiplier is not 1 adds to its expression for the coordinate space
    /// UIKit evaluates it in: its items' nearest common ancestor's own bounds, not the root's.
    ///
    /// The engine keeps every frame in the root's coordinates, which a constraint with multiplier 1
    /// does not see (the ancestor's origin cancels). With `first = m × second + c` between two
    /// location attributes, UIKit measures both in the nearest common ancestor's coordinates
    /// (NSLayoutConstraint: "the constraint's items must share a common ancestor", whose
    /// coordinate space relates them; a view's own attributes in its own bounds, so a superview's
    /// `centerX` is half its width): `first − o = m × (second − o) + c` with `o` the ancestor's
    /// origin in the root's coordinates, so the expression gains `(m − 1) × o`. Interface Builder's
    /// stored frames show it in every such constraint of the apps read whose ancestor is not at
    /// the root's origin (9 constraints of 3 apps: Element's device view buttons at 0.57, 0.8 and 4
    /// times their card's centre, Pocket Casts' video skip buttons, OpenTerm's terminal), none
    /// against (`docs/sources.md`, "round 16, control"). Right-to-left leading and trailing
    /// attributes, which the engine mirrors about the root, are left as they are.
    func commonAncestorTerm(_ c: LayoutConstraint) -> LinearExpression? {
        guard let space = c.multipliedLocationSpace, space.view.superview != nil else { return nil }
        return expression(space.view, space.axis == .horizontal ? .left : .top) * (Double(c.multiplier) - 1)
    }
}

extension LayoutConstraint {
    /// The view whose own bounds UIKit measures this constraint's locations in, and along which
    /// axis, when the root's coordinates would give another answer: a multiplier other than 1
    /// between two location attributes (`LayoutEngine`'s `commonAncestorTerm`). `nil` for a
    /// multiplier of 1, a dimension, a constant constraint, and right-to-left leading and trailing
    /// attributes, which the engine mirrors about the root.
    public var multipliedLocationSpace: (view: LayoutView, axis: LayoutAxis)? {
        guard multiplier != 1, let first = firstItem, let second = secondItem,
            let axis = firstAttribute.locationAxis, axis == secondAttribute.locationAxis,
            !(firstAttribute.isDirectional && first.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft),
            !(secondAttribute.isDirectional && second.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft),
            let ancestor = commonAncestor()
        else { return nil }
        return (ancestor, axis)
    }
}
