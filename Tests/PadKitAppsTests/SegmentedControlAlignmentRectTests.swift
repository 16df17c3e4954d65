import Foundation
import PadKitApps
import Testing

/// A segmented control's alignment rectangle stops 1 pt above its frame's bottom (measured on the
/// segmented controls of 7 apps' files, plug-ins 15706 to 24504): in a horizontal stack beside a
/// label, the 32-pt control makes the stack 31 pt high, and a view pinned below it starts 1 pt
/// above the frame's bottom.
@Suite("A segmented control's alignment rectangle")
struct SegmentedControlAlignmentRectTests {
    static func document(plugIn: Int) -> String {
        ControllerSceneDocument.storyboard(
            device: "retina6_1", plugIn: String(plugIn), rootFrame: (414, 896),
            root: #"""
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="Row">
                        <rect key="frame" x="20" y="100" width="300" height="31"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                <rect key="frame" x="0.0" y="5.5" width="74" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="74" id="C-w"/>
                                    <constraint firstAttribute="height" constant="20" id="C-h"/>
                                </constraints>
                            </view>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Segments">
                                <rect key="frame" x="94" y="0.0" width="206" height="32"/>
                                <segments>
                                    <segment title="One"/>
                                    <segment title="Two"/>
                                </segments>
                            </segmentedControl>
                        </subviews>
                    </stackView>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Below">
                        <rect key="frame" x="20" y="139" width="300" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="C-bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Row" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-1"/>
                    <constraint firstItem="Row" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="20" id="C-2"/>
                    <constraint firstItem="Row" firstAttribute="width" constant="300" id="C-3"/>
                    <constraint firstItem="Below" firstAttribute="top" secondItem="Row" secondAttribute="bottom" constant="8" id="C-4"/>
                    <constraint firstItem="Below" firstAttribute="leading" secondItem="Row" secondAttribute="leading" id="C-5"/>
                    <constraint firstItem="Below" firstAttribute="trailing" secondItem="Row" secondAttribute="trailing" id="C-6"/>
                </constraints>
                """#)
    }

    @Test("the stack holds the control's 31-pt alignment rectangle; its frame is 32 high", arguments: [16087, 22685, 24504])
    func frames(plugIn: Int) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(plugIn: plugIn))
        #expect(frames["Row"].map { Double($0.height) } == 31)
        #expect(frames["Segments"].map { Double($0.minY) } == 0)
        #expect(frames["Segments"].map { Double($0.height) } == 32)
        #expect(frames["Below"].map { Double($0.minY) } == 139)
    }
}
