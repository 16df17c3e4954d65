import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Interface Builder infers a pushed controller's navigation bar from every segue that shows it,
/// whatever its source in the scene (a bar button item, a button, a cell), and a controller whose
/// simulated top bar is set to none pushes what it shows without one.
struct SegueSourceTests {
    static let path = ProjectFixtures.path("Storyboards/SegueSources/Main.storyboard")

    @Test(
        "each scene's badge sits 8 pt under the bar Interface Builder simulates",
        arguments: [
            ("root", 72.0),  // the stack's root: 20-pt status bar, 44-pt bar
            ("from-item", 72),  // pushed by the root's bar button item
            ("from-button", 72),  // pushed by a button of the root's view
            ("bare", 28),  // pushed, but `<nil key="simulatedTopBarMetrics"/>`
            ("from-bare", 28),  // pushed by the bare scene's button: no bar either
        ])
    func badge(scene id: String, badgeY: Double) throws {
        let file = try ScreenReader.read(path: Self.path, displayPath: Self.path)
        #expect(try InferredSheetTests.badge(id, in: file) == CGRect(x: 16, y: badgeY, width: 72, height: 72))
    }

    @Test("the segues of a scene include those of its navigation item and its views")
    func segues() throws {
        let file = try ScreenReader.read(path: Self.path, displayPath: Self.path)
        #expect(file.scenes.first { $0.id == "from-item" }?.bars.navigationBar != nil)
        #expect(file.scenes.first { $0.id == "from-bare" }?.bars.navigationBar == nil)
    }
}
