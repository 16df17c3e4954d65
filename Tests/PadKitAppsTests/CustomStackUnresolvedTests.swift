import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A custom view left ambiguous is listed under `unresolved` as sizing itself in code, but a custom
/// stack view is not: a stack view's size is its arranged views', and the arranged custom view
/// that leaves it free is the one listed (Stopp Corona's `BackgroundStackView`s, a `UIStackView`
/// subclass, were each blamed on code).
struct CustomStackUnresolvedTests {
    static let document = TopLevelViewDocument.xib(
        device: "retina4_7", plugIn: 17703, rootFrame: (375, 667),
        root: """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Stack" customClass="BackgroundStackView">
                    <rect key="frame" x="16" y="100" width="100" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Badge" customClass="BadgeView">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-1"/>
                <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-2"/>
            </constraints>
            """)

    @Test("an ambiguous custom stack view is not blamed on code; its ambiguous custom arranged view is")
    func customStack() throws {
        let file = try ScreenReaderTests.read(Self.document)
        let report = try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard)
        let ambiguous = report.files.flatMap(\.scenes).flatMap(\.windows).flatMap(\.views).filter { !$0.frameAmbiguousAxes.isEmpty }
        #expect(Set(ambiguous.map(\.view.id)).isSuperset(of: ["Stack", "Badge"]))
        let blamed = report.unresolved.map(\.reason).filter { $0.contains("may come from code") }
        #expect(blamed.contains { $0.hasPrefix("BadgeView Badge ") })
        #expect(!blamed.contains { $0.hasPrefix("BackgroundStackView Stack ") })
    }
}
