import Foundation

/// A constant as written in a description, turned into a number per attribute the way
/// SnapKit's `constraintConstantTargetValueFor(layoutAttribute:)` does.
public enum ConstraintConstant: Sendable, Equatable {
    /// One number, for one attribute (`offset(8)`, `equalTo(44)`).
    case scalar(CGFloat)
    /// A size, for `size` (width and height).
    case size(CGSize)
    /// A point, for `center` (x and y).
    case point(CGPoint)
    /// Insets, for `edges` (each edge inward).
    case insets(ConstraintInsets)

    /// The constant for one attribute. Insets: left and top as given, right and bottom negated,
    /// width and height minus both sides, centres half the difference; leading and trailing by
    /// layout direction.
    func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> CGFloat {
        switch self {
        case .scalar(let value):
            return value
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .point(let point):
            switch attribute {
            case .left, .right, .leading, .trailing, .centerX: return point.x
            case .top, .bottom, .centerY: return point.y
            default: return 0
            }
        case .insets(let insets):
            let ltr = direction == .leftToRight
            switch attribute {
            case .left: return insets.left
            case .top: return insets.top
            case .right: return -insets.right
            case .bottom: return -insets.bottom
            case .leading: return ltr ? insets.left : insets.right
            case .trailing: return ltr ? -insets.right : -insets.left
            case .centerX: return (insets.left - insets.right) / 2
            case .centerY: return (insets.top - insets.bottom) / 2
            case .width: return -(insets.left + insets.right)
            case .height: return -(insets.top + insets.bottom)
            case .notAnAttribute: return 0
            }
        }
    }
}
