import Foundation
@testable import PadKitApps
import PadLayout
import Testing

/// A view inside a view Interface Builder flags `ambiguous` is still compared and counted; its miss
/// is put down to that ancestor (``DesignedComparison/Miss/ambiguousAncestor``) only on an axis
/// the ancestor's laid-out size is off its stored size on.
struct AmbiguousAncestorMissTests {
    /// `Flagged` (flagged `ambiguous`) must be 300 pt wide but IB stored it 200 wide; `Inside` is
    /// pinned 16 pt inside its leading and trailing edges (stored 168 wide, 268 as laid out) and
    /// `Centred` is centred in it (moved only). `Plain` has the same shape without the flag, and
    /// `Beside` is inside it. `Same` is flagged but stored at the size it is laid out at; `Own`,
    /// inside it, prefers (999) a 40-pt height IB stored as 30.
    static let document = ScreenReaderTests.storyboard(
        subviews: #"""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Flagged" ambiguous="YES">
                <rect key="frame" x="20" y="100" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Inside">
                        <rect key="frame" x="16" y="10" width="168" height="40"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Centred">
                        <rect key="frame" x="75" y="60" width="50" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="F-W"/>
                    <constraint firstAttribute="height" constant="100" id="F-H"/>
                    <constraint firstItem="Inside" firstAttribute="leading" secondItem="Flagged" secondAttribute="leading" constant="16" id="F-1"/>
                    <constraint firstAttribute="trailing" secondItem="Inside" secondAttribute="trailing" constant="16" id="F-2"/>
                    <constraint firstItem="Inside" firstAttribute="top" secondItem="Flagged" secondAttribute="top" constant="10" id="F-3"/>
                    <constraint firstItem="Inside" firstAttribute="height" constant="40" id="F-4"/>
                    <constraint firstItem="Centred" firstAttribute="centerX" secondItem="Flagged" secondAttribute="centerX" id="F-5"/>
                    <constraint firstItem="Centred" firstAttribute="top" secondItem="Flagged" secondAttribute="top" constant="60" id="F-6"/>
                    <constraint firstItem="Centred" firstAttribute="width" constant="50" id="F-7"/>
                    <constraint firstItem="Centred" firstAttribute="height" constant="20" id="F-8"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Plain">
                <rect key="frame" x="20" y="250" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Beside">
                        <rect key="frame" x="16" y="10" width="168" height="40"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" priority="999" id="P-W"/>
                    <constraint firstAttribute="height" constant="100" id="P-H"/>
                    <constraint firstItem="Beside" firstAttribute="leading" secondItem="Plain" secondAttribute="leading" constant="16" id="P-1"/>
                    <constraint firstAttribute="trailing" secondItem="Beside" secondAttribute="trailing" constant="16" id="P-2"/>
                    <constraint firstItem="Beside" firstAttribute="top" secondItem="Plain" secondAttribute="top" constant="10" id="P-3"/>
                    <constraint firstItem="Beside" firstAttribute="height" constant="40" id="P-4"/>
                </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="Same" ambiguous="YES">
                <rect key="frame" x="20" y="400" width="300" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Own">
                        <rect key="frame" x="16" y="10" width="268" height="30"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="300" id="S-W"/>
                    <constraint firstAttribute="height" constant="100" id="S-H"/>
                    <constraint firstItem="Own" firstAttribute="leading" secondItem="Same" secondAttribute="leading" constant="16" id="S-1"/>
                    <constraint firstAttribute="trailing" secondItem="Own" secondAttribute="trailing" constant="16" id="S-2"/>
                    <constraint firstItem="Own" firstAttribute="top" secondItem="Same" secondAttribute="top" constant="10" id="S-3"/>
                    <constraint firstItem="Own" firstAttribute="height" constant="40" priority="999" id="S-4"/>
                </constraints>
            </view>
            """#,
        constraints: #"""
            <constraint firstItem="Flagged" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="C-1"/>
            <constraint firstItem="Flagged" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-2"/>
            <constraint firstItem="Plain" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="C-3"/>
            <constraint firstItem="Plain" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="250" id="C-4"/>
            <constraint firstItem="Same" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="C-5"/>
            <constraint firstItem="Same" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="400" id="C-6"/>
            """#)

    static func comparison() throws -> DesignedComparison {
        let file = try ScreenReaderTests.read(document)
        return DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
    }

    static func causes(_ comparison: DesignedComparison) -> [String: DesignedComparison.Miss] {
        Dictionary(comparison.missed.map { ($0.id, $0.miss) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("a view off with its flagged ancestor's size is put down to that ancestor, and still missed")
    func offWithTheAncestor() throws {
        let comparison = try Self.comparison()
        let causes = Self.causes(comparison)
        #expect(causes["Inside"] == .ambiguousAncestor)
        #expect(causes["Centred"] == .ambiguousAncestor)
        // The flagged views are left out as before; every other view is compared, the ones under
        // them too (`Box`, `Inside`, `Centred`, `Plain`, `Beside`, `Own`).
        #expect(comparison.total.compared == 6)
        #expect(comparison.total.misses[.ambiguousAncestor] == 2)
    }

    @Test("without the flag, or with the flagged ancestor at its stored size, the view keeps its own cause")
    func ownCause() throws {
        let causes = Self.causes(try Self.comparison())
        #expect(causes["Plain"] == .container)
        #expect(causes["Beside"] == .other)
        #expect(causes["Own"] == .other)
    }
}
