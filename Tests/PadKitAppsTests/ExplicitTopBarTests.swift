import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A scene whose navigation bar the file sets (an opaque bar here) shows that bar over the scenes
/// it pushes whose top bar is Inferred, in a navigation controller's stack or outside any: their
/// roots start below the opaque bar, as Soundscape's and Rocket.Chat's stored frames show.
struct ExplicitTopBarTests {
    static let path = ProjectFixtures.path("Storyboards/ExplicitBars/Main.storyboard")

    @Test(
        "each scene's badge sits 8 pt under the bar Interface Builder simulates",
        arguments: [
            ("root", 72.0),  // the stack's root: 20-pt status bar, 44-pt translucent bar
            ("opaque", 8),  // pushed, its own bar set opaque: its 603-pt root starts below it
            ("after-opaque", 8),  // pushed by the opaque scene: the opaque bar, not the stack's
            ("lone", 8),  // in no stack, its own bar set opaque
            ("after-lone", 8),  // pushed by the lone scene: its opaque bar
        ])
    func badge(scene id: String, badgeY: Double) throws {
        let file = try ScreenReader.read(path: Self.path, displayPath: Self.path)
        #expect(try InferredSheetTests.badge(id, in: file) == CGRect(x: 16, y: badgeY, width: 72, height: 72))
    }

    @Test("the pushed scenes' bars are the opaque one their source sets")
    func bars() throws {
        let file = try ScreenReader.read(path: Self.path, displayPath: Self.path)
        for id in ["after-opaque", "after-lone"] {
            #expect(file.scenes.first { $0.id == id }?.bars.navigationBar?.translucent == false)
        }
    }
}
