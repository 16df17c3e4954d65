import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A button's baselines are its title label's, which the button lays out by its
/// `contentVerticalAlignment`: a button made taller than its title keeps its title centred (or at
/// the top or bottom), and its baselines move with it.
struct ButtonBaselineTests {
    static func storyboard(alignment: String) -> String {
        func button(_ id: String, _ title: String, weight: String, x: Int) -> String {
            #"""
            <button contentHorizontalAlignment="center" contentVerticalAlignment="\#(alignment)" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                <rect key="frame" x="\#(x)" y="100" width="141" height="46"/>
                <fontDescription key="fontDescription" type="system" \#(weight) pointSize="17"/>
                <state key="normal" title="\#(title)"/>
            </button>
            """#
        }
        return ScreenReaderTests.storyboard(
            subviews: button("Cancel", "Cancel", weight: #"weight="semibold""#, x: 0) + button("OK", "OK", weight: "", x: 141)
                + #"""
                <label text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="Note">
                    <rect key="frame" x="16" y="300" width="40" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """#,
            constraints: #"""
                <constraint firstItem="Cancel" firstAttribute="leading" secondItem="Root" secondAttribute="leading" id="C-1"/>
                <constraint firstItem="Cancel" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-2"/>
                <constraint firstItem="OK" firstAttribute="leading" secondItem="Cancel" secondAttribute="trailing" id="C-3"/>
                <constraint firstItem="OK" firstAttribute="height" constant="46" id="C-4"/>
                <constraint firstItem="Cancel" firstAttribute="height" secondItem="OK" secondAttribute="height" id="C-5"/>
                <constraint firstItem="OK" firstAttribute="top" secondItem="Cancel" secondAttribute="top" id="C-6"/>
                <constraint firstItem="OK" firstAttribute="firstBaseline" secondItem="Cancel" secondAttribute="baseline" id="C-7"/>
                <constraint firstItem="Note" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-8"/>
                <constraint firstItem="Note" firstAttribute="firstBaseline" secondItem="OK" secondAttribute="firstBaseline" id="C-9"/>
                """#)
    }

    @Test(
        "a button taller than its title places its baselines by its content alignment",
        arguments: [("center", 0.5), ("top", 0.0), ("bottom", 1.0), ("fill", 0.5)])
    func baselinesFollowHeight(alignment: String, share: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(alignment: alignment))
        let scene = try #require(file.scenes.first)
        let window = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        // A semibold and a regular title of the same size, tied first to last baseline, agree.
        #expect(!layout.findings.contains { $0.kind == "unsatisfiable" })
        func frame(_ id: String) throws -> CGRect { try #require(layout.views.first { $0.view.id == id }?.frame) }
        #expect(try frame("OK").height == 46 && frame("Cancel").height == 46)
        // The label's first baseline is the OK button's, moved by the alignment's share of the
        // height the button has beyond its intrinsic height.
        let ok = try #require(scene.views.first { $0.id == "OK" })
        let note = try #require(scene.views.first { $0.id == "Note" })
        let okSize = IntrinsicContentSize.of(ok, images: [:], metrics: .standard, scale: 2, maxWidth: nil)
        let noteSize = IntrinsicContentSize.of(note, images: [:], metrics: .standard, scale: 2, maxWidth: nil)
        let okBaseline = try #require(IntrinsicContentSize.baselines(ok, intrinsic: okSize, metrics: .standard))
        let noteBaseline = try #require(IntrinsicContentSize.baselines(note, intrinsic: noteSize, metrics: .standard))
        let expected = 100 + okBaseline.first + share * (46 - okBaseline.height) - noteBaseline.first
        #expect(abs(Double(try frame("Note").minY) - expected) <= 0.5)
    }
}
