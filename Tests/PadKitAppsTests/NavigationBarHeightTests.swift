import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A navigation bar placed in a view is 44 pt high with the classic design and 54 with iOS 26's
/// (`SystemBarMetrics`): as designed by the Interface Builder that saved the file (Go Map!!'s
/// Xcode 26 display settings keep a 54-pt bar and the views below it 10 pt lower).
struct NavigationBarHeightTests {
    @Test("a navigation bar's height is the design's: 44 before Xcode 26, 54 from it", arguments: [("Xcode15", 44.0), ("Xcode26", 54.0)])
    func navigationBarHeight(file name: String, height: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/NavigationBar/\(name).xib")
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) })
        #expect(frames["bar-1"] == CGRect(x: 0, y: 0, width: 414, height: height))
        #expect(frames["body-1"] == CGRect(x: 20, y: height + 20, width: 374, height: 40))
        #expect(layout.findings.isEmpty, "\(layout.findings)")
    }
}
