/// The `make` of `view.snp.makeConstraints { make in … }`: starts one description per line
/// (SnapKit's `ConstraintMaker`).
public final class ConstraintMaker: ConstraintAttributeNames {
    let item: LayoutItem
    var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) {
        self.item = item
    }

    /// Starts a description on `attributes` (`make.left` starts one on `[.left]`).
    public func named(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// left, right.
    public var horizontalEdges: ConstraintMakerExtendable { named([.left, .right]) }
    /// top, bottom.
    public var verticalEdges: ConstraintMakerExtendable { named([.top, .bottom]) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintMakerExtendable { named([.top, .leading, .bottom, .trailing]) }
}
