import Foundation
import PadLayout

/// Auto Layout on the twin's views: SnapKit-style constraints, written as an app writes them
/// against UIKit (`view1.snp.remakeConstraints { make in … }`, seed 004's `snp_remakeConstraints`),
/// live on the view's ``View/layoutNode`` and are solved by PadLayout in each layout pass.
extension View: ConstraintRelatableTarget {
    /// The item and constant this value stands for on the right-hand side of a SnapKit relation.
    public var constraintTarget: (item: ConstraintItem?, constant: ConstraintConstant) {
        layoutNode.constraintTarget
    }
}

extension View {
    /// SnapKit's entry point.
    public var snp: ConstraintViewDSL { layoutNode.snp }

    /// `translatesAutoresizingMaskIntoConstraints` (true until constraints are made).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutNode.translatesAutoresizingMaskIntoConstraints }
        set { layoutNode.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    // SnapKit 0.x spellings, as seed 004 writes them.

    /// `snp.makeConstraints` under the name SnapKit 0.x used (`snp_makeConstraints`).
    @discardableResult
    public func snp_makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] { layoutNode.snp_makeConstraints(closure) }
    /// `snp.remakeConstraints` under the name SnapKit 0.x used (`snp_remakeConstraints`).
    @discardableResult
    public func snp_remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        layoutNode.snp_remakeConstraints(closure)
    }
    /// `snp.updateConstraints` under the name SnapKit 0.x used (`snp_updateConstraints`).
    @discardableResult
    public func snp_updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        layoutNode.snp_updateConstraints(closure)
    }
    /// `snp.removeConstraints` under the name SnapKit 0.x used (`snp_removeConstraints`).
    public func snp_removeConstraints() { layoutNode.snp_removeConstraints() }

    /// `snp.left` under the name SnapKit 0.x used (`snp_left`).
    public var snp_left: ConstraintItem { layoutNode.snp_left }
    /// `snp.top` under the name SnapKit 0.x used (`snp_top`).
    public var snp_top: ConstraintItem { layoutNode.snp_top }
    /// `snp.bottom` under the name SnapKit 0.x used (`snp_bottom`).
    public var snp_bottom: ConstraintItem { layoutNode.snp_bottom }
    /// `snp.right` under the name SnapKit 0.x used (`snp_right`).
    public var snp_right: ConstraintItem { layoutNode.snp_right }
    /// `snp.leading` under the name SnapKit 0.x used (`snp_leading`).
    public var snp_leading: ConstraintItem { layoutNode.snp_leading }
    /// `snp.trailing` under the name SnapKit 0.x used (`snp_trailing`).
    public var snp_trailing: ConstraintItem { layoutNode.snp_trailing }
    /// `snp.width` under the name SnapKit 0.x used (`snp_width`).
    public var snp_width: ConstraintItem { layoutNode.snp_width }
    /// `snp.height` under the name SnapKit 0.x used (`snp_height`).
    public var snp_height: ConstraintItem { layoutNode.snp_height }
    /// `snp.centerX` under the name SnapKit 0.x used (`snp_centerX`).
    public var snp_centerX: ConstraintItem { layoutNode.snp_centerX }
    /// `snp.centerY` under the name SnapKit 0.x used (`snp_centerY`).
    public var snp_centerY: ConstraintItem { layoutNode.snp_centerY }
    /// `snp.edges` under the name SnapKit 0.x used (`snp_edges`).
    public var snp_edges: ConstraintItem { layoutNode.snp_edges }
    /// `snp.size` under the name SnapKit 0.x used (`snp_size`).
    public var snp_size: ConstraintItem { layoutNode.snp_size }
    /// `snp.center` under the name SnapKit 0.x used (`snp_center`).
    public var snp_center: ConstraintItem { layoutNode.snp_center }
}
