import PadKit

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
/// `any` blocks apply in every size class, before the class's own blocks. `phone` and `pad`
/// blocks are chosen by the window's idiom (`traitCollection.userInterfaceIdiom`), after the size
/// class's: an app that decides its layout by idiom, as many do with
/// `UIDevice.current.userInterfaceIdiom == .pad`. Such an app shows its phone layout on iPhone
/// Duo's inner display, which is regular x regular with the `.phone` idiom (tech talk 111461,
/// 3:20; madeye/gterm#45: "an opened Duo would have shown the phone tab layout in a 669x951 pt
/// window"). Each block is one `remakeConstraints` call on its view; a view named in several
/// blocks gets their constraints together, in order.
public struct LayoutDescription: Sendable, Hashable {
    /// The views added to the controller's view, in order (`addSubview`).
    public var views: [String]
    /// Blocks that apply whatever the size class.
    public var any: [LayoutBlockDescription]
    /// Blocks for a compact horizontal size class.
    public var compact: [LayoutBlockDescription]
    /// Blocks for a regular (or unspecified) horizontal size class.
    public var regular: [LayoutBlockDescription]
    /// Blocks for the `.phone` idiom, whatever the size class.
    public var phone: [LayoutBlockDescription] = []
    /// Blocks for the `.pad` idiom, whatever the size class.
    public var pad: [LayoutBlockDescription] = []

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
    public static let keys = ["views", "any", "compact", "regular", "phone", "pad"]

    /// The constraints for a horizontal size class and an idiom, grouped by view in the order views
    /// first appear.
    public func constraints(
        compact isCompact: Bool, idiom: UserInterfaceIdiom = .unspecified
    ) -> [(view: String, constraints: [LayoutConstraintDescription])] {
        var groups: [(view: String, constraints: [LayoutConstraintDescription])] = []
        let byIdiom = idiom == .pad ? pad : idiom == .phone ? phone : []
        for block in any + (isCompact ? compact : regular) + byIdiom {
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
