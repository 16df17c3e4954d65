import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// `UIPageControl`'s intrinsic width follows its pages: the classic control's 7-pt dots 9 pt apart
/// before iOS 14 (plug-in below 17000), iOS 26's 18 pt a page plus 20 (plug-in 24000 and later);
/// iOS 14 to 18's redesigned control has no per-page rule, so as designed it keeps the width
/// Interface Builder stored (and is not ambiguous), in a window none. A page control only
/// centred, as Blockstream Green's and Rocket.Chat's are, takes that width.
@Suite("A page control's width by its pages and Interface Builder's version")
struct PageControlWidthTests {
    static func document(plugIn: Int, pages: Int) -> String {
        TopLevelViewDocument.xib(
            device: "retina4_7", plugIn: plugIn, rootFrame: (375, 667),
            root: """
                <subviews>
                    <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="\(pages)" translatesAutoresizingMaskIntoConstraints="NO" id="Pages">
                        <rect key="frame" x="150" y="600" width="75" height="26"/>
                    </pageControl>
                </subviews>
                <constraints>
                    <constraint firstItem="Pages" firstAttribute="centerX" secondItem="Root" secondAttribute="centerX" id="C-1"/>
                    <constraint firstItem="Pages" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="600" id="C-2"/>
                </constraints>
                """)
    }

    @Test(
        "as designed: 16 n - 9 before plug-in 17000, 18 n + 20 from 24000",
        arguments: [(13772, 3, 39.0), (16087, 1, 7), (16087, 5, 71), (24063, 3, 74), (24063, 4, 92), (24743, 6, 128)])
    func designed(plugIn: Int, pages: Int, width: Double) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(plugIn: plugIn, pages: pages))
        #expect(frames["Pages"].map { Double($0.width) } == width)
        #expect(frames["Pages"].map { Double($0.midX) } == 187.5)
        #expect(frames["Pages"].map { Double($0.height) } == 26)
    }

    @Test("iOS 14 to 18's control and a control without pages have no intrinsic width", arguments: [17126, 20020, 22685, 23506])
    func unknownWidth(plugIn: Int) {
        #expect(IntrinsicContentSize.pageControlWidth(pages: 3, designedBy: plugIn, liquidGlass: false) == nil)
        #expect(IntrinsicContentSize.pageControlWidth(pages: 0, designedBy: 24063, liquidGlass: true) == nil)
    }

    @Test("as designed, iOS 14 to 18's control keeps its stored width, centred, and is not ambiguous", arguments: [17126, 20020, 22685])
    func designedStoredWidth(plugIn: Int) throws {
        let xml = Self.document(plugIn: plugIn, pages: 3)
        let frames = try ScreenReaderTests.designedFrames(xml)
        #expect(frames["Pages"] == CGRect(x: 150, y: 600, width: 75, height: 26))
        let file = try ScreenReaderTests.read(xml)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.total.ambiguous.padKit == 0)
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test("in a window, the running iOS's: iOS 26's with Liquid Glass, none before")
    func window() {
        #expect(IntrinsicContentSize.pageControlWidth(pages: 3, designedBy: nil, liquidGlass: true) == 74)
        #expect(IntrinsicContentSize.pageControlWidth(pages: 3, designedBy: nil, liquidGlass: false) == nil)
        #expect(IntrinsicContentSize.pageControlWidth(pages: 3, designedBy: 13772, liquidGlass: true) == 39)
    }
}
