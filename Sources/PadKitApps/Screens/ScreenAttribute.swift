import PadLayout

/// A `<constraint>`'s `firstAttribute` or `secondAttribute` as Interface Builder spells it:
/// UIKit's `NSLayoutConstraint.Attribute` names, with `baseline` for the last baseline (its
/// pre-iOS 8 name, which IB still writes).
///
/// A margin attribute (`leadingMargin`, `centerXWithinMargins`, ...) is the same attribute of the
/// view's `layoutMarginsGuide` ("`leadingMargin`: the object's leading margin", equal to
/// `layoutMarginsGuide.leadingAnchor`, NSLayoutConstraint.Attribute documentation); a baseline is
/// the top of the view's baseline guide (``PadLayout/LayoutView/firstBaselineGuide``).
public enum ScreenAttribute: String, Sendable, Hashable, CaseIterable {
    /// The plain attributes.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The margin attributes.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centres within the margins.
    case centerXWithinMargins, centerYWithinMargins
    /// IB's `baseline` (UIKit's `lastBaseline`), `lastBaseline` and `firstBaseline`.
    case baseline, lastBaseline, firstBaseline

    /// Where the attribute lives: on the view itself, its margins guide or a baseline guide.
    public enum Anchor: Sendable, Hashable {
        /// The view's own frame.
        case view
        /// `layoutMarginsGuide`.
        case margins
        /// The first baseline guide.
        case firstBaseline
        /// The last baseline guide.
        case lastBaseline
    }

    /// The engine attribute and the item it applies to.
    public var layout: (LayoutAttribute, Anchor) {
        switch self {
        case .left: return (.left, .view)
        case .right: return (.right, .view)
        case .top: return (.top, .view)
        case .bottom: return (.bottom, .view)
        case .leading: return (.leading, .view)
        case .trailing: return (.trailing, .view)
        case .width: return (.width, .view)
        case .height: return (.height, .view)
        case .centerX: return (.centerX, .view)
        case .centerY: return (.centerY, .view)
        case .leftMargin: return (.left, .margins)
        case .rightMargin: return (.right, .margins)
        case .topMargin: return (.top, .margins)
        case .bottomMargin: return (.bottom, .margins)
        case .leadingMargin: return (.leading, .margins)
        case .trailingMargin: return (.trailing, .margins)
        case .centerXWithinMargins: return (.centerX, .margins)
        case .centerYWithinMargins: return (.centerY, .margins)
        case .baseline, .lastBaseline: return (.top, .lastBaseline)
        case .firstBaseline: return (.top, .firstBaseline)
        }
    }

    /// Whether the attribute is an edge or a margin of the item (what a scroll view's content
    /// attaches to its content area rather than its frame).
    public var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin:
            return true
        default:
            return false
        }
    }
}
