import Foundation
import PadKitApps
import Testing

/// A XIB whose top-level view is a stack view: UIStackView arranges its subviews wherever it
/// sits, so the root stack's arranged views are laid out side by side, not left where nothing
/// constrains them (Loop's HUD XIBs).
@Suite("A stack view at a XIB's root")
struct RootStackViewTests {
    static func document(distribution: String, alignment: String) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14854.2" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <stackView opaque="NO" contentMode="scaleToFill" distribution="\#(distribution)" alignment="\#(alignment)" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                            <rect key="frame" x="0.0" y="0.0" width="125" height="70"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                            <rect key="frame" x="125" y="0.0" width="125" height="70"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="B-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="C">
                            <rect key="frame" x="250" y="0.0" width="125" height="70"/>
                        </view>
                    </subviews>
                </stackView>
            </objects>
        </document>
        """#
    }

    @Test(
        "the root stack arranges its views by its distribution and alignment",
        arguments: [("center", 20.0), ("top", 0.0), ("bottom", 40.0)])
    func arranged(alignment: String, y: Double) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(distribution: "fillEqually", alignment: alignment))
        #expect(frames["Stack"] == CGRect(x: 0, y: 0, width: 375, height: 70))
        // Fill equally: three 125-pt columns; B keeps its 30-pt height where the alignment puts it.
        #expect(frames["A"].map { Double($0.minX) } == 0)
        #expect(frames["B"] == CGRect(x: 125, y: y, width: 125, height: 30))
        #expect(frames["C"].map { Double($0.minX) } == 250)
        #expect(frames["C"].map { Double($0.width) } == 125)
    }
}
