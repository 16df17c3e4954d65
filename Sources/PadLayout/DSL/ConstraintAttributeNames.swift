/// SnapKit's attribute names (`left`, `top`, … `edges`, `size`, `center`), written once for the
/// three places the DSL spells them: the attributes a description starts with (`make.left`,
/// ``ConstraintMaker``), the attributes added to it (`make.left.top`,
/// ``ConstraintMakerExtendable``) and a view's or guide's attributes as the other side of a
/// constraint (`view2.snp.left`, ``ConstraintAttributesDSL``).
public protocol ConstraintAttributeNames {
    /// What a name gives: a description to extend and relate, or the other side of a constraint.
    associatedtype Named
    /// The attributes a name stands for, as this place of the DSL uses them (``ConstraintMaker``
    /// starts a description with them, ``ConstraintMakerExtendable`` adds them to its own).
    func named(_ attributes: [LayoutAttribute]) -> Named
}

extension ConstraintAttributeNames {
    /// The left edge (`make.left`, `make.top.left`, `view2.snp.left`).
    public var left: Named { named([.left]) }
    /// The top edge.
    public var top: Named { named([.top]) }
    /// The bottom edge.
    public var bottom: Named { named([.bottom]) }
    /// The right edge.
    public var right: Named { named([.right]) }
    /// The leading edge.
    public var leading: Named { named([.leading]) }
    /// The trailing edge.
    public var trailing: Named { named([.trailing]) }
    /// The width.
    public var width: Named { named([.width]) }
    /// The height.
    public var height: Named { named([.height]) }
    /// The horizontal centre.
    public var centerX: Named { named([.centerX]) }
    /// The vertical centre.
    public var centerY: Named { named([.centerY]) }
    /// The four edges: top, left, bottom, right.
    public var edges: Named { named([.top, .left, .bottom, .right]) }
    /// The width and height.
    public var size: Named { named([.width, .height]) }
    /// The centre, both axes: centerX, centerY.
    public var center: Named { named([.centerX, .centerY]) }
}
