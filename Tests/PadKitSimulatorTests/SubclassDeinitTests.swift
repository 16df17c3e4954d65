import PadKit
@testable import PadKitSimulator
import Testing

/// A controller or view an app subclasses may walk the hierarchy from its own `deinit`, as a
/// UIKit subclass may: the back-links it reads there (its children's `parent`, its subviews'
/// `superview`, its view's owner) still name it, and reading them must not trap.
@Suite("Subclass deinit")
struct SubclassDeinitTests {
    /// A controller that, going away, reads what its children and its view say of it.
    final class ReadingController: ViewController {
        let seen: Box
        init(seen: Box) {
            self.seen = seen
            super.init(title: "Reader")
        }
        deinit {
            seen.parents = children.map { $0.parent?.title ?? "nil" }
            // The view was loaded before this controller went away.
            seen.owner = view.owningViewController?.title ?? "nil"
            seen.superviews = view.subviews.map { $0.superview?.name ?? "nil" }
        }
    }

    /// What the `deinit` read.
    final class Box {
        var parents: [String] = []
        var owner = ""
        var superviews: [String] = []
    }

    @Test("a controller's deinit reads its children's parent, its view's owner and its subviews' superview")
    func controllerDeinitWalksTheTree() throws {
        let seen = Box()
        do {
            let reader = ReadingController(seen: seen)
            try reader.addChild(ViewController(title: "Child"))
            reader.view.addSubview(View(name: "Subview"))
        }
        #expect(seen.parents == ["Reader"])
        #expect(seen.owner == "Reader")
        #expect(seen.superviews == ["Reader.view"])
    }
}
