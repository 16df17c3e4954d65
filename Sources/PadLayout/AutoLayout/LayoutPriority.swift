/// A constraint priority, 1…1000 (`UILayoutPriority`).
///
/// Priorities are strict: every constraint at a higher priority is satisfied as well as it can
/// be before any lower one is considered (`NSLayoutConstraint.priority`: "Higher priority
/// constraints are satisfied before lower priority constraints"). ``LayoutEngine`` maps each
/// optional priority to its own lexicographic ``Strength`` level, so 251 beats any number of
/// 250s, where Kiwi's summed float weights would let enough 250s win.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The raw value, which is UIKit's.
    public var rawValue: Float

    /// Creates a value from its raw value, which is UIKit's.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority (1 to 1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from a literal (`.init(750)`, `priority(750)`).
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Makes a priority from a literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance of a button or label.
    public static let defaultHigh = LayoutPriority(750)
    /// 510 (AppKit's window-resize level; same number on every platform).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: UIKit's `sceneSizeStayPut`, the level at which a window scene keeps its size.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490: UIKit's `dragThatCannotResizeScene`, just below ``sceneSizeStayPut``.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: the default content hugging of a button or label.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting(_:)` solves the target size at.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// SnapKit's `ConstraintPriority.high` (750).
    public static let high = LayoutPriority(750)
    /// SnapKit's `ConstraintPriority.medium` (500 on iOS).
    public static let medium = LayoutPriority(500)
    /// SnapKit's `ConstraintPriority.low` (250).
    public static let low = LayoutPriority(250)

    /// Whether the left value orders before the right one.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority raised by `rhs` (`UILayoutPriority` arithmetic).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// The priority lowered by `rhs` (`UILayoutPriority` arithmetic).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is in UIKit's valid range, 1…1000 (`0 < p <= 1000`).
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 && rawValue.isFinite }

    /// The solver strength: required, or the level named by the priority's value.
    public var strength: Strength {
        isRequired ? .required : (Strength(Double(rawValue)) ?? .weak)
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
