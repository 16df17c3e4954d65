/// A controller's own views and their constraints per horizontal size class, in SnapKit's
/// vocabulary as data, the way seed 004 lays out a screen: the constraints are made when the view
/// loads and remade (`snp.remakeConstraints`) in `willTransition(to:with:)` for the size class the
/// controller is about to get.
///
/// ```json
/// "layout": { "views": ["view1", "view2"],
///   "compact": [ { "view": "view1", "constraints": [ { "make": "left.right.top", "equalTo": "superview", "offset": 20 } ] } ],
///   "regular": [ ... ] }
/// ```
/// `any` blocks apply in every size class, before the class's own blocks. Each block is one
/// `remakeConstraints` call on its view; a view named in several blocks gets their constraints
/// together, in order.
public struct LayoutDescription: Sendable, Hashable {
    /// The views added to the controller's view, in order (`addSubview`).
    public var views: [String]
    /// Blocks that apply whatever the size class.
    public var any: [LayoutBlockDescription]
    /// Blocks for a compact horizontal size class.
    public var compact: [LayoutBlockDescription]
    /// Blocks for a regular (or unspecified) horizontal size class.
    public var regular: [LayoutBlockDescription]

    /// Makes a layout description from its parts; what is not given takes its default.
    public init(
        views: [String], any: [LayoutBlockDescription] = [], compact: [LayoutBlockDescription] = [],
        regular: [LayoutBlockDescription] = []
    ) {
        self.views = views
        self.any = any
        self.compact = compact
        self.regular = regular
    }

    /// The keys, in the order above.
    public static let keys = ["views", "any", "compact", "regular"]

    /// The constraints for a horizontal size class, grouped by view in the order views first appear.
    public func constraints(compact isCompact: Bool) -> [(view: String, constraints: [LayoutConstraintDescription])] {
        var groups: [(view: String, constraints: [LayoutConstraintDescription])] = []
        for block in any + (isCompact ? compact : regular) {
            if let index = groups.firstIndex(where: { $0.view == block.view }) {
                groups[index].constraints += block.constraints
            } else {
                groups.append((block.view, block.constraints))
            }
        }
        return groups
    }
}

/// One `view.snp.remakeConstraints { make in ... }` call: the view and its constraint lines.
public struct LayoutBlockDescription: Sendable, Hashable {
    /// The view's name (one of ``LayoutDescription/views``).
    public var view: String
    /// The lines, in order.
    public var constraints: [LayoutConstraintDescription]

    /// Makes a layout description from its parts; what is not given takes its default.
    public init(view: String, constraints: [LayoutConstraintDescription]) {
        self.view = view
        self.constraints = constraints
    }
}
