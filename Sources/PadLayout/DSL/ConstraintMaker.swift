/// The `make` of `view.snp.makeConstraints { make in … }`: starts one description per line
/// (SnapKit's `ConstraintMaker`).
public final class ConstraintMaker {
    let item: LayoutItem
    var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) {
        self.item = item
    }

    private func start(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable { start([.left]) }
    public var top: ConstraintMakerExtendable { start([.top]) }
    public var bottom: ConstraintMakerExtendable { start([.bottom]) }
    public var right: ConstraintMakerExtendable { start([.right]) }
    public var leading: ConstraintMakerExtendable { start([.leading]) }
    public var trailing: ConstraintMakerExtendable { start([.trailing]) }
    public var width: ConstraintMakerExtendable { start([.width]) }
    public var height: ConstraintMakerExtendable { start([.height]) }
    public var centerX: ConstraintMakerExtendable { start([.centerX]) }
    public var centerY: ConstraintMakerExtendable { start([.centerY]) }
    /// top, left, bottom, right.
    public var edges: ConstraintMakerExtendable { start([.top, .left, .bottom, .right]) }
    /// left, right.
    public var horizontalEdges: ConstraintMakerExtendable { start([.left, .right]) }
    /// top, bottom.
    public var verticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintMakerExtendable { start([.top, .leading, .bottom, .trailing]) }
    /// width, height.
    public var size: ConstraintMakerExtendable { start([.width, .height]) }
    /// centerX, centerY.
    public var center: ConstraintMakerExtendable { start([.centerX, .centerY]) }
}
