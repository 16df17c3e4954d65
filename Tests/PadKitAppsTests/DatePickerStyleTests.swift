import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A date picker's style: Interface Builder writes a chosen one as `style=` and nothing for
/// automatic, which is the wheels (320 x 216) before iOS 26's design and compact (36 high) with it,
/// except in `countDownTimer` mode, which only the wheels draw (xDrip4iOS, OwnTracks, KeePassium).
@Suite("A date picker's style and height")
struct DatePickerStyleTests {
    static func document(plugIn: Int, attributes: String) -> String {
        TopLevelViewDocument.xib(
            device: "retina4_7", plugIn: plugIn, rootFrame: (375, 667),
            root: """
                <subviews>
                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="Picker">
                        <rect key="frame" x="16" y="100" width="343" height="36"/>
                    </datePicker>
                </subviews>
                <constraints>
                    <constraint firstItem="Picker" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="100" id="C-1"/>
                    <constraint firstItem="Picker" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-2"/>
                    <constraint firstAttribute="trailing" secondItem="Picker" secondAttribute="trailing" constant="16" id="C-3"/>
                </constraints>
                """)
    }

    @Test(
        "as designed, by style, mode and plug-in",
        arguments: [
            (24405, #"datePickerMode="dateAndTime""#, 36.0), (24743, #"datePickerMode="date""#, 36),
            (19144, #"datePickerMode="dateAndTime""#, 216), (24405, #"datePickerMode="countDownTimer""#, 216),
            (24405, #"datePickerMode="dateAndTime" style="wheels""#, 216), (17703, #"datePickerMode="date" style="compact""#, 36),
        ])
    func designed(plugIn: Int, attributes: String, height: Double) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(plugIn: plugIn, attributes: attributes))
        #expect(frames["Picker"].map { Double($0.height) } == height)
        #expect(frames["Picker"].map { Double($0.width) } == 343)
    }
}
