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

    /// Starts a constraint on the left edge (SnapKit's `make.left`).
    public var left: ConstraintMakerExtendable { start([.left]) }
    /// Starts a constraint on the top edge (SnapKit's `make.top`).
    public var top: ConstraintMakerExtendable { start([.top]) }
    /// Starts a constraint on the bottom edge (SnapKit's `make.bottom`).
    public var bottom: ConstraintMakerExtendable { start([.bottom]) }
    /// Starts a constraint on the right edge (SnapKit's `make.right`).
    public var right: ConstraintMakerExtendable { start([.right]) }
    /// Starts a constraint on the leading edge (SnapKit's `make.leading`).
    public var leading: ConstraintMakerExtendable { start([.leading]) }
    /// Starts a constraint on the trailing edge (SnapKit's `make.trailing`).
    public var trailing: ConstraintMakerExtendable { start([.trailing]) }
    /// Starts a constraint on the width (SnapKit's `make.width`).
    public var width: ConstraintMakerExtendable { start([.width]) }
    /// Starts a constraint on the height (SnapKit's `make.height`).
    public var height: ConstraintMakerExtendable { start([.height]) }
    /// Starts a constraint on the horizontal centre (SnapKit's `make.centerX`).
    public var centerX: ConstraintMakerExtendable { start([.centerX]) }
    /// Starts a constraint on the vertical centre (SnapKit's `make.centerY`).
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
