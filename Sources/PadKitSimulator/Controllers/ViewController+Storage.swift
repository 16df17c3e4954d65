import Foundation
import PadKit

/// What a `ViewController` stores, in one value the object holds as its only `@exclusivity(unchecked)`
/// property (`_storage`), behind the plain properties it shows.
///
/// The twin's classes are what app code subclasses, so they show plain properties, as UIKit's
/// do; the trick that makes them fast stays here, behind an internal, `_`-prefixed type (as
/// swift-collections keeps its one `@exclusivity(unchecked)` behind `_`-prefixed storage).
/// Swift checks class properties for overlapping access at run time, on every read and write:
/// a quarter of the twin's cost of launching an app (`ViewController`'s "Cost" section). A tree
/// of controllers belongs to one thread (none of these classes is `Sendable`), and no access to
/// the storage spans a call that could reach the same object's storage (mutations are whole
/// assignments, and `append`/`removeAll` with pure predicates); keep it that way.
struct _ViewControllerStorage {
    var title: String?
    var customClassName: String?
    unowned(unsafe) var parentLink: ViewController?
    var children: [ViewController] = []
    var preferredContentSize: CGSize = .zero
    var presentedViewController: ViewController?
    var presentersInSubtree: Int = 0
    weak var presentingViewController: ViewController?
    var traitCollection: TraitCollection = TraitCollection()
    var supportedInterfaceOrientations: InterfaceOrientationMask?
    var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    var shouldAutorotate: Bool = true
    var prefersStatusBarHidden: Bool = false
    var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    var prefersInterfaceOrientationLocked: Bool = false
    var loadedView: View?
    var childOverrides: [(child: ObjectIdentifier, traits: TraitCollection)] = []
    var hasCommittedTraits: Bool = false
    var appearanceState: AppearanceState = .disappeared
    weak var rootOfWindow: Window?
    var isRootOfWindow: Bool = false
    weak var formerWindow: Window?
    weak var cachedWindow: Window?
    var cachedWindowGeneration: Int = 0
    var additionalSafeAreaInsets: EdgeInsets = .zero
    var modal = ModalState()
}
