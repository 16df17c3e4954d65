import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// `ViewController.window` keeps its answer while the window's hierarchy generation stands. These
/// are the ways a kept answer could outlive the link it came through.
@Suite("The window a controller keeps")
struct WindowCacheTests {
    @Test("a controller that leaves the tree no longer names the window")
    func leavingTheTree() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .portrait, root: root)
        let child = ViewController(title: "Child")
        try root.addChild(child)
        let grandchild = ViewController(title: "Grandchild")
        try child.addChild(grandchild)
        #expect(grandchild.window === window)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(grandchild.window == nil && child.window == nil)
        #expect(grandchild.window === grandchild.windowByFullWalk)
    }

    /// Review finding: a dropped adaptive replacement still reaches its window through its
    /// `replacementFor` link, although nothing in the window holds it. When it is freed, a
    /// controller pushed inside it that the app still holds loses its parent without the setter;
    /// the replacement's `deinit` has to move the generation on.
    @Test("a controller inside a freed adaptive replacement forgets the window")
    func insideAFreedReplacement() throws {
        // The delegate is held here: a presentation controller's delegate is weak.
        let (window, _, menu, delegate) = try presentWrappingPopover()
        try window.setMode(.oneThird)
        #expect(delegate.calls.contains("viewController(formSheet)"))
        let pushed = ViewController(title: "Pushed")
        weak var freedWrapper: NavigationController?
        do {
            let wrapper = try #require(menu.presentationController.adaptiveViewController as? NavigationController)
            try wrapper.pushViewController(pushed, animated: false)
            freedWrapper = wrapper
        }
        #expect(pushed.window === window)
        try window.setMode(.full)
        try window.checkInvariants()
        #expect(freedWrapper == nil, "the dropped replacement is freed once the transition is over")
        #expect(pushed.parent == nil)
        #expect(pushed.window === pushed.windowByFullWalk)
        #expect(pushed.window == nil)
    }
}
