import Foundation
import PadLayout

/// One `<constraint>` of an Interface Builder document, as written: its items by object id, its
/// attributes, relation, multiplier, constant and priority, and where it is.
///
/// Interface Builder's defaults (checked in real files): a missing `firstItem` is the view that
/// holds the `<constraints>` list; a missing `secondItem` makes a constant constraint; a missing
/// `relation` is `equal`, `multiplier` 1, `constant` 0, `priority` 1000. `symbolic="YES"` marks
/// the system spacing, whose value IB stores in `constant`.
public struct ScreenConstraint: Sendable, Hashable {
    /// The IB object id.
    public let id: String
    /// The line of the `<constraint>` element.
    public let line: Int
    /// The view whose `<constraints>` list holds it.
    public let holder: String
    /// The first item's id (the holder when IB left it out).
    public let firstItem: String
    /// The first attribute.
    public let firstAttribute: ScreenAttribute
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// The second item's id, `nil` for a constant constraint.
    public let secondItem: String?
    /// The second attribute, `nil` for a constant constraint.
    public let secondAttribute: ScreenAttribute?
    /// The multiplier, from any of IB's spellings (`2:3`, `2/3`, `0.5`).
    public let multiplier: Double
    /// The constant in the default trait combination.
    public let constant: Double
    /// The priority, 1...1000.
    public let priority: Float
    /// `symbolic="YES"`: the system spacing.
    public let isSystemSpacing: Bool
    /// `placeholder="YES"`: removed at build time, never installed.
    public let isPlaceholder: Bool
    /// Constants per trait combination (inline `<variation key=... constant=.../>`).
    public let constantVariations: [SizeClassKey: Double]

    /// The constant in the size classes `traits`: the most specific matching variation's, else the default.
    public func constant(in traits: SizeClassPair) -> Double {
        SizeClassKey.mostSpecific(constantVariations.keys.sorted(), matching: traits).flatMap { constantVariations[$0] } ?? constant
    }

    /// Reads IB's multiplier spellings: `a:b`, `a/b` or a number; `nil` when malformed, zero or not finite.
    public static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let value = a / b
            return value.isFinite && value != 0 ? value : nil
        }
        guard let value = Double(text), value.isFinite, value != 0 else { return nil }
        return value
    }
}
