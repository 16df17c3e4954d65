import PadLayout

/// One SnapKit line as data: `make.left.right.equalTo(view2.snp.top).offset(-20)` is
/// `{"make": "left.right", "equalTo": "view2.top", "offset": -20}`.
public struct LayoutConstraintDescription: Sendable, Hashable {
    /// The attributes `make` starts from, SnapKit's names in chain order (`left`, `edges`, `size` ...).
    public var attributes: [String]
    /// `equalTo`, `lessThanOrEqualTo` or `greaterThanOrEqualTo`.
    public var relation: Relation
    /// What the attributes relate to.
    public var target: Target
    /// `.offset(x)`.
    public var offset: Double?
    /// `.inset(x)`.
    public var inset: Double?
    /// `.multipliedBy(x)`.
    public var multipliedBy: Double?
    /// `.dividedBy(x)`.
    public var dividedBy: Double?
    /// `.priority(x)` (1...1000).
    public var priority: Double?

    /// Makes a layout constraint description from its parts; what is not given takes its default.
    public init(
        attributes: [String], relation: Relation = .equalTo, target: Target, offset: Double? = nil, inset: Double? = nil,
        multipliedBy: Double? = nil, dividedBy: Double? = nil, priority: Double? = nil
    ) {
        self.attributes = attributes
        self.relation = relation
        self.target = target
        self.offset = offset
        self.inset = inset
        self.multipliedBy = multipliedBy
        self.dividedBy = dividedBy
        self.priority = priority
    }

    /// SnapKit's relation methods.
    public enum Relation: String, Sendable, Hashable, CaseIterable {
        /// SnapKit's `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo`.
        case equalTo, lessThanOrEqualTo, greaterThanOrEqualTo
    }

    /// What a line relates to: `"superview"`, `"superview.top"`, `"view2"`, `"view2.top"`, a
    /// view's layout guide (`"superview.safeArea.top"`, `"superview.safeArea(horizontal)"`,
    /// ``layoutGuide(named:)``), or a number (`make.width.equalTo(100)`).
    public enum Target: Sendable, Hashable {
        /// The view's superview, with the same attributes or the one named.
        case superview(attribute: String?)
        /// A sibling view, with the same attributes or the one named.
        case view(name: String, attribute: String?)
        /// A constant (`equalTo(100)`).
        case constant(Double)
        /// A layout guide of the superview (`owner` `nil`) or of a sibling view, with the same
        /// attributes or the one named: the safe area or the margins (a `nil` corner adaptation),
        /// or a layout region (iOS 26, `layoutGuide(for:)`).
        case guide(owner: String?, region: LayoutRegion, attribute: String?)

        /// The target as the description writes it.
        public var text: String? {
            switch self {
            case .superview(let attribute): return attribute.map { "superview.\($0)" } ?? "superview"
            case .view(let name, let attribute): return attribute.map { "\(name).\($0)" } ?? name
            case .guide(let owner, let region, let attribute):
                let guide = "\(owner ?? "superview").\(region)"
                return attribute.map { "\(guide).\($0)" } ?? guide
            case .constant: return nil
            }
        }
    }

    /// The attribute names `make` accepts, SnapKit's.
    public static let attributeNames = [
        "left", "top", "bottom", "right", "leading", "trailing", "width", "height", "centerX", "centerY",
        "edges", "size", "center",
    ]
    /// The attribute names a target may name (`view2.top`): single attributes only.
    public static let targetAttributeNames = [
        "left", "top", "bottom", "right", "leading", "trailing", "width", "height", "centerX", "centerY",
    ]
    /// The keys a line may have besides its relation.
    public static let modifierKeys = ["offset", "inset", "multipliedBy", "dividedBy", "priority"]
}
