/// Why a layout request was refused. UIKit raises an Objective-C exception for each of these;
/// PadLayout reports them as values and leaves the layout as it was.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A location attribute related to a constant or with multiplier 0: "Location attributes
    /// must be specified in pairs" (UIKit's exception text).
    case locationEqualToConstant(String)
    /// The two attributes are on different axes, or one is a size and the other a location,
    /// or leading/trailing is paired with left/right (Auto Layout Guide, *Anatomy of a Constraint*).
    case incompatibleAttributes(String)
    /// The constraint's items have no common ancestor, so it cannot be installed
    /// ("Unable to activate constraint … because they have no common ancestor").
    case noCommonAncestor(String)
    /// A priority outside 1…1000.
    case invalidPriority(Float)
    /// A required priority was changed to optional (or back) on an active constraint: "Mutating a
    /// priority from required to not on an installed constraint (or vice-versa) is not supported".
    case requiredPriorityChange(String)
    /// SnapKit's `updateConstraints` found no existing constraint with the same items,
    /// attributes, relation, priority and multiplier ("Updated constraint could not find
    /// existing matching constraint to update").
    case noMatchingConstraintToUpdate(String)
    /// A SnapKit description related several attributes to a target with other attributes
    /// ("Cannot constraint to multiple non identical attributes").
    case multipleNonIdenticalAttributes(String)
    /// A SnapKit description has no target and needs one (a location equal to a constant with
    /// no superview).
    case missingSuperview(String)

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .locationEqualToConstant(let c): return "a location cannot equal a constant: \(c)"
        case .incompatibleAttributes(let c): return "incompatible attributes: \(c)"
        case .noCommonAncestor(let c): return "no common ancestor: \(c)"
        case .invalidPriority(let p): return "priority \(p) is outside 1...1000"
        case .requiredPriorityChange(let c): return "cannot change a required priority on an active constraint: \(c)"
        case .noMatchingConstraintToUpdate(let c): return "no existing constraint to update: \(c)"
        case .multipleNonIdenticalAttributes(let c): return "cannot constrain to multiple non-identical attributes: \(c)"
        case .missingSuperview(let c): return "no superview to relate to: \(c)"
        }
    }
}
