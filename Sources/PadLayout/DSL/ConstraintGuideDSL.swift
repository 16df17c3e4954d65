/// `guide.snp`: a layout guide's attributes as targets (`view.safeAreaLayoutGuide.snp.top`).
public struct ConstraintGuideDSL: ConstraintAttributesDSL {
    /// The guide the DSL reads.
    public let guide: LayoutGuide

    /// The guide, for the attributes (``ConstraintAttributesDSL``).
    public var layoutItem: LayoutItem { guide }
}

extension LayoutGuide {
    /// SnapKit's entry point for a guide.
    public var snp: ConstraintGuideDSL { ConstraintGuideDSL(guide: self) }
}
