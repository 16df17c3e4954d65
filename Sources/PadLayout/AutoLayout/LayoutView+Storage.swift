import Foundation

/// What a ``LayoutView`` stores, in one value the view holds as its only stored property.
///
/// The public class is what apps and the twin subclass, so it shows plain properties, as
/// `UIView` does; the tricks that make it fast stay here, behind an internal, `_`-prefixed type
/// (as swift-collections keeps its one `@exclusivity(unchecked)` behind `_`-prefixed storage):
///
/// - The view's ``LayoutView/_storage`` is `@exclusivity(unchecked)`: Swift checks class
///   properties for overlapping access at run time on every read and write, which was a quarter
///   of the twin's cost of launching an app. A view tree belongs to one thread (the class is not
///   `Sendable`) and no access to the storage spans a call that could reach the same view's
///   storage (mutations are whole assignments, and `append`/`removeAll` with pure predicates);
///   keep it that way.
/// - ``superview`` is `unowned(unsafe)`.
struct _LayoutViewStorage {
    var identifier: String?
    /// `unowned(unsafe)`, not `weak` (UIKit's `superview` is `assign`): a weakly referenced object
    /// gets a side table and slow reference counting for life. The link never outlives the
    /// superview: it is set and cleared only with `subviews`, and a view clears its subviews'
    /// links when it goes away (`deinit`). Until then the superview is allocated, so the link may
    /// be read from any `deinit`, a subclass's included, where `unowned` would trap.
    unowned(unsafe) var superview: LayoutView?
    var subviews: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var storedFrame: CGRect
    var autoresizingReference: (frame: CGRect, superviewSize: CGSize)?
    var rootEngine: LayoutEngine?
    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = true
    var activationCounter = 0
    var contentHugging: [LayoutAxis: LayoutPriority] = [:]
    var compressionResistance: [LayoutAxis: LayoutPriority] = [:]
    var madeConstraints: [SnapConstraint] = []
    var layoutErrors: [LayoutError] = []
    var computedSafeAreaInsets: ConstraintInsets = .zero
    var isHidden = false
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizingMask: AutoresizingMask = []
    var semanticLayoutDirection: UserInterfaceLayoutDirection?
    var layoutMargins = ConstraintInsets(all: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var rootSafeAreaInsets: ConstraintInsets = .zero
    var additionalSafeAreaInsets: ConstraintInsets = .zero
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    /// The region guides made so far, in the order they were asked for.
    var regionGuides: [LayoutGuide] = []
    var rootOccupiedCorner: CGRect?
    var computedOccupiedCorner: CGRect?
    /// The readable-content, baseline and scroll guides made so far, in the order asked for.
    var extraGuides: [LayoutGuide] = []

    init(storedFrame: CGRect) {
        self.storedFrame = storedFrame
    }
}
