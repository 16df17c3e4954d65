import Foundation
import PadKit

/// What a `Window` stores, in one value the object holds as its only `@exclusivity(unchecked)`
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
struct _WindowStorage {
    var placement: Placement
    var appearance: SystemAppearance
    var traitCollection: TraitCollection
    var isForeground: Bool = true
    var hierarchyGeneration: Int = 0
    var tracksChanges: Bool = false
    var changedControllers: [ViewController] = []
    var rootViewController: ViewController?
    var isTakingSnapshots: Bool = false
    var currentCoordinator: TransitionCoordinator?
    var isVisible: Bool = false
    var context: WindowContext
}
