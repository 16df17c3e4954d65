import Foundation
@testable import PadKitApps
import PadLayout
import Testing

/// An `ambiguous` finding lists the constraints whose slack leaves the view free (their IB ids)
/// and says so in its message, or says what nothing constrains.
struct AmbiguityCauseFindingTests {
    /// `Bounded` is sized and placed vertically, but horizontally held only by `trailing <=
    /// Root.trailing` (`B-T`); `Pinned` is held on both axes; `Box` (the fixture's) has no constraint.
    static let document = ScreenReaderTests.storyboard(
        subviews: #"""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Bounded">
                <rect key="frame" x="20" y="100" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="B-W"/>
                    <constraint firstAttribute="height" constant="40" id="B-H"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Pinned">
                <rect key="frame" x="20" y="200" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="P-W"/>
                    <constraint firstAttribute="height" constant="40" id="P-H"/>
                </constraints>
            </view>
            """#,
        constraints: #"""
            <constraint firstItem="Bounded" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="B-1"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="Bounded" secondAttribute="trailing" id="B-T"/>
            <constraint firstItem="Pinned" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="P-1"/>
            <constraint firstItem="Pinned" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="200" id="P-2"/>
            """#)

    static func findings() throws -> [String: ScreenFinding] {
        let file = try ScreenReaderTests.read(document)
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        return Dictionary(
            layout.findings.filter { $0.kind == "ambiguous" }.map { ($0.views[0], $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("a view held only by an inequality names that inequality")
    func namesTheInequality() throws {
        let finding = try #require(try Self.findings()["Bounded"])
        #expect(finding.constraints == ["B-T"])
        #expect(finding.message.hasSuffix("has an ambiguous layout (horizontal): free within B-T"))
    }

    @Test("a view pinned on both axes has no finding")
    func pinned() throws {
        #expect(try Self.findings()["Pinned"] == nil)
    }

    @Test("a view nothing constrains says so, with no constraint listed")
    func nothingConstrains() throws {
        let finding = try #require(try Self.findings()["Box"])
        #expect(finding.constraints.isEmpty)
        #expect(
            finding.message.hasSuffix(
                "(horizontal and vertical): horizontal nothing constrains its x position or width; "
                    + "vertical nothing constrains its y position or height"))
    }
}
