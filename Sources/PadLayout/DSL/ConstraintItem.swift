/// An item and the attributes a SnapKit-style description relates to, such as
/// `view2.snp.top` or `view1.snp.edges` (SnapKit's `ConstraintItem`). An empty attribute list
/// means "the same attributes as the left-hand side", which is what passing a view means.
public struct ConstraintItem {
    /// The view or guide; `nil` for a constant.
    public let target: LayoutItem?
    /// The attributes, in order.
    public let attributes: [LayoutAttribute]

    /// Makes an item.
    public init(target: LayoutItem?, attributes: [LayoutAttribute]) {
        self.target = target
        self.attributes = attributes
    }
}
