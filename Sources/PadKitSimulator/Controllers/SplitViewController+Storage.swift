import Foundation
import PadKit

/// What a `SplitViewController` stores, in one value the object holds as its only `@exclusivity(unchecked)`
/// property (`_splitStorage`), behind the plain properties it shows.
///
/// The twin's classes are what app code subclasses, so they show plain properties, as UIKit's
/// do; the trick that makes them fast stays here, behind an internal, `_`-prefixed type (as
/// swift-collections keeps its one `@exclusivity(unchecked)` behind `_`-prefixed storage).
/// Swift checks class properties for overlapping access at run time, on every read and write:
/// a quarter of the twin's cost of launching an app (`ViewController`'s "Cost" section). A tree
/// of controllers belongs to one thread (none of these classes is `Sendable`), and no access to
/// the storage spans a call that could reach the same object's storage (mutations are whole
/// assignments, and `append`/`removeAll` with pure predicates); keep it that way.
struct _SplitViewControllerStorage {
    weak var delegate: SplitViewControllerDelegate?
    var isCollapsed: Bool = false
    var collapsedStructure: Bool = false
    var systemWrappers: [ObjectIdentifier] = []
    var preferredDisplayMode: SplitDisplayMode = .automatic
    var preferredSplitBehavior: SplitBehavior = .automatic
    var presentsWithGesture: Bool = true
    var columnWidths: SplitColumnWidths = SplitColumnWidths()
    var primaryEdge: SplitPrimaryEdge = .leading
    var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    var showsSecondaryOnlyButton: Bool = false
    var primaryColumn: ViewController?
    var supplementaryColumn: ViewController?
    var secondaryColumn: ViewController?
    var compactColumn: ViewController?
    var originalColumns: [(column: SplitColumn, controller: ViewController)] = []
    var collapsedSecondary: ViewController?
    var chosenDisplayMode: SplitDisplayMode?
    var reportedDisplayMode: SplitDisplayMode?
    var collapsedTopColumn: SplitColumn?
}
