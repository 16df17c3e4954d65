import Foundation
@testable import PadKitApps
import PadLayout
import Testing

/// A miss is put down to a stale stored frame only on the axis of a required constraint the stored
/// frames break and PadKit's frames keep; a view moved only takes a stale sibling's cause on the
/// axes that sibling is off in size on.
struct StaleFrameMissTests {
    /// `Near` is pinned 20 pt from the root's leading and top edges, 51 pt wide, and prefers (999)
    /// to be 31 pt tall, but IB stored it 40 pt tall; `Far` hangs 8 pt after `Near`'s trailing
    /// edge, 50 x 50, but IB stored it at x 300 (breaking that constraint, whose other item is
    /// `Near`). `Tall` must be 50 pt tall but IB stored it 80 pt tall (stale vertically); `Side`,
    /// after it, hangs from the root's leading margin (a value IB does not store) and was stored
    /// at x 100, where no margin puts it.
    static let document = ScreenReaderTests.storyboard(
        subviews: #"""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Near">
                <rect key="frame" x="20" y="20" width="51" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="51" id="C-NW"/>
                    <constraint firstAttribute="height" constant="31" priority="999" id="C-NH"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Far">
                <rect key="frame" x="300" y="100" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="C-FW"/>
                    <constraint firstAttribute="height" constant="50" id="C-FH"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Tall">
                <rect key="frame" x="200" y="300" width="50" height="80"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="C-TW"/>
                    <constraint firstAttribute="height" constant="50" id="C-TH"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Side">
                <rect key="frame" x="100" y="400" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="C-SW"/>
                    <constraint firstAttribute="height" constant="50" id="C-SH"/>
                </constraints>
            </view>
            """#,
        constraints: #"""
            <constraint firstItem="Near" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="C-1"/>
            <constraint firstItem="Near" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
            <constraint firstItem="Far" firstAttribute="leading" secondItem="Near" secondAttribute="trailing" constant="8" id="C-3"/>
            <constraint firstItem="Far" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-4"/>
            <constraint firstItem="Tall" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="200" id="C-5"/>
            <constraint firstItem="Tall" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="300" id="C-6"/>
            <constraint firstItem="Side" firstAttribute="leading" secondItem="Root" secondAttribute="leadingMargin" id="C-7"/>
            <constraint firstItem="Side" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="400" id="C-8"/>
            """#)

    static func causes() throws -> [String: DesignedComparison.Miss] {
        let file = try ScreenReaderTests.read(document)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        return Dictionary(comparison.missed.map { ($0.id, $0.miss) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("the view IB left off its constraint is stale on that constraint's axis")
    func staleOnTheAxis() throws {
        #expect(try Self.causes()["Far"] == .staleFrame)
    }

    @Test("the other item of that constraint, missed only across it, keeps its own cause")
    func otherAxisIsNotStale() throws {
        // `Near` is an item of C-3, which IB's frames break horizontally, but `Near` is off only
        // in height: the stale constraint does not explain it.
        #expect(try Self.causes()["Near"] == .other)
    }

    @Test("a view moved across the axis a stale sibling is off in size on keeps looking for its cause")
    func movedAcrossIsNotStale() throws {
        let causes = try Self.causes()
        #expect(causes["Tall"] == .staleFrame)
        // `Side` is moved horizontally (its margin), `Tall` before it is off vertically: the stale
        // height does not explain the move; the next view off in size, `Near`, gives the cause.
        #expect(causes["Side"] == .other)
    }

    @Test("a constraint PadKit's frames break too is not a stale frame")
    func brokenByBothIsNotStale() throws {
        let file = try ScreenReaderTests.read(Self.document)
        let scene = try #require(file.scenes.first)
        let stored = StoredFrames(scene, liquidGlass: false)
        let traits = SizeClassPair(horizontal: .compact, vertical: .regular)
        // PadKit's frames where they keep C-3 (`Far` 8 pt after `Near`): `Far` and `Near` stale
        // horizontally.
        let kept: [String: CGRect] = [
            "Root": CGRect(x: 0, y: 0, width: 375, height: 667), "Near": CGRect(x: 20, y: 20, width: 51, height: 31),
            "Far": CGRect(x: 79, y: 100, width: 50, height: 50),
        ]
        let keeping = DesignedComparison.staleViews(
            scene, stored: stored, laidOut: StoredFrames(scene, frames: { kept[$0.id] }, liquidGlass: false), traits: traits)
        #expect(keeping["Far"] == [.horizontal])
        #expect(keeping["Near"] == [.horizontal])
        // Where they break it as well (`Far` at 200): no stale frame.
        var broken = kept
        broken["Far"] = CGRect(x: 200, y: 100, width: 50, height: 50)
        let breaking = DesignedComparison.staleViews(
            scene, stored: stored, laidOut: StoredFrames(scene, frames: { broken[$0.id] }, liquidGlass: false), traits: traits)
        #expect(breaking["Far"] == nil)
        #expect(breaking["Near"] == nil)
    }
}
