/// A view SnapKit's DSL reaches through ``snp``: PadLayout's ``LayoutView`` and the twin's
/// `View`. It gives both SnapKit 0.x's spellings, which seed 004 uses (`snp_remakeConstraints`,
/// `view2.snp_top`) so its code ports line for line, written once over ``snp``.
public protocol SnapKitView {
    /// SnapKit's entry point (`view.snp.makeConstraints { make in … }`).
    var snp: ConstraintViewDSL { get }
}

extension SnapKitView {
    /// `snp.makeConstraints` under the name SnapKit 0.x used (`snp_makeConstraints`).
    @discardableResult
    public func snp_makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        snp.makeConstraints(closure)
    }

    /// `snp.remakeConstraints` under the name SnapKit 0.x used (`snp_remakeConstraints`).
    @discardableResult
    public func snp_remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        snp.remakeConstraints(closure)
    }

    /// `snp.updateConstraints` under the name SnapKit 0.x used (`snp_updateConstraints`).
    @discardableResult
    public func snp_updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnapConstraint] {
        snp.updateConstraints(closure)
    }

    /// `snp.removeConstraints` under the name SnapKit 0.x used (`snp_removeConstraints`).
    public func snp_removeConstraints() { snp.removeConstraints() }

    /// `snp.left` under the name SnapKit 0.x used (`snp_left`).
    public var snp_left: ConstraintItem { snp.left }
    /// `snp.top` under the name SnapKit 0.x used (`snp_top`).
    public var snp_top: ConstraintItem { snp.top }
    /// `snp.bottom` under the name SnapKit 0.x used (`snp_bottom`).
    public var snp_bottom: ConstraintItem { snp.bottom }
    /// `snp.right` under the name SnapKit 0.x used (`snp_right`).
    public var snp_right: ConstraintItem { snp.right }
    /// `snp.leading` under the name SnapKit 0.x used (`snp_leading`).
    public var snp_leading: ConstraintItem { snp.leading }
    /// `snp.trailing` under the name SnapKit 0.x used (`snp_trailing`).
    public var snp_trailing: ConstraintItem { snp.trailing }
    /// `snp.width` under the name SnapKit 0.x used (`snp_width`).
    public var snp_width: ConstraintItem { snp.width }
    /// `snp.height` under the name SnapKit 0.x used (`snp_height`).
    public var snp_height: ConstraintItem { snp.height }
    /// `snp.centerX` under the name SnapKit 0.x used (`snp_centerX`).
    public var snp_centerX: ConstraintItem { snp.centerX }
    /// `snp.centerY` under the name SnapKit 0.x used (`snp_centerY`).
    public var snp_centerY: ConstraintItem { snp.centerY }
    /// `snp.edges` under the name SnapKit 0.x used (`snp_edges`).
    public var snp_edges: ConstraintItem { snp.edges }
    /// `snp.size` under the name SnapKit 0.x used (`snp_size`).
    public var snp_size: ConstraintItem { snp.size }
    /// `snp.center` under the name SnapKit 0.x used (`snp_center`).
    public var snp_center: ConstraintItem { snp.center }
}
