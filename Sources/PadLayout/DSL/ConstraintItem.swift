/// An item and the attributes a SnapKit-style description relates to, such as
/// `view2.snp.top` or `view1.snp.edges` (SnapKit's `ConstraintItem`). An empty attribute list
/// means "the same attributes as the left-hand side", which is what passing a view means.
public struct ConstraintItem {
    public let target: LayoutItem?
    public let attributes: [LayoutAttribute]

    public init(target: LayoutItem?, attributes: [LayoutAttribute]) {
        self.target = target
        self.attributes = attributes
    }
}
