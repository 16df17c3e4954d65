import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A table view cell places its accessory view itself, by frame (`UITableViewCell.accessoryView`),
/// so a view Interface Builder writes there with `translatesAutoresizingMaskIntoConstraints="NO"`
/// and no constraint is not left without a position: it keeps its stored frame as designed and
/// its autoresizing mask in a window. A view of the same cell that is not its accessory view and
/// has no constraint stays ambiguous. Written after Soundscape's `Settings.storyboard` switches
/// (the reader's rule is `ScreenReader.cellPlacedViews(in:)`).
struct CellAccessoryViewTests {
    @Test("a cell's accessory view keeps its stored frame as designed and is not ambiguous")
    func designed() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellAccessory/SwitchAccessory.xib")
        let window = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let accessory = try #require(layout.views.first { $0.view.id == "switch-1" })
        #expect(accessory.frame == CGRect(x: 345, y: 6, width: 51, height: 31))
        #expect(accessory.view.translatesAutoresizingMaskIntoConstraints)
        let other = try #require(layout.views.first { $0.view.id == "switch-2" })
        #expect(!other.view.translatesAutoresizingMaskIntoConstraints)
        let ambiguous = layout.findings.filter { $0.kind == "ambiguous" }.flatMap(\.views)
        #expect(!ambiguous.contains("switch-1"))
        #expect(ambiguous.contains("switch-2"))
    }

    /// The fixture's accessory keeps its left margin fixed in its mask, as iSH's and Delta's do; the
    /// cell still places it at its trailing edge.
    @Test("in a wider window, the accessory view keeps its distance from the cell's trailing edge", arguments: [600.0, 1024.0])
    func window(width: Double) throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/CellAccessory/SwitchAccessory.xib")
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: VariationReinstallTests.window(width, 900))
        let accessory = try #require(layout.views.first { $0.view.id == "switch-1" }?.frame)
        #expect(abs(Double(accessory.maxX) - (width - 18)) < 0.01)
        #expect(Double(accessory.minY) == 6)
    }
}
