import Foundation
import PadKitApps
import Testing

/// A text field without text or placeholder, and a text view that does not scroll and has no text,
/// keep the size Interface Builder stored for them as designed (as a label without text does), and
/// UIKit's empty line in a window.
@Suite("Text inputs without text: their size as designed")
struct TextlessInputSizeTests {
    /// A vertical stack of a 37-pt view, a non-scrolling text view stored 70 high and a borderless
    /// 14-pt text field stored 22 high, whose contents are `textView` and `field`.
    static func document(textView: String = "", field: String = "") -> String {
        let stack = #"""
            <stackView opaque="NO" axis="vertical" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                <rect key="frame" x="16" y="40" width="240" height="141"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Icon">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="37"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="37" id="C-H"/>
                        </constraints>
                    </view>
                    <textView clipsSubviews="YES" scrollEnabled="NO" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Notes">
                        <rect key="frame" x="0.0" y="43" width="240" height="70"/>
                        \#(textView)
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                    <textField opaque="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" \#(field) minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Field">
                        <rect key="frame" x="0.0" y="119" width="240" height="22"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
            </stackView>
            """#
        let constraints = #"""
            <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="40" id="C-2"/>
            <constraint firstItem="Stack" firstAttribute="width" constant="240" id="C-3"/>
            """#
        return ScreenReaderTests.storyboard(subviews: stack, constraints: constraints)
    }

    @Test("an empty non-scrolling text view and an empty text field are their stored sizes as designed")
    func designed() throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document())
        #expect(frames["Notes"] == CGRect(x: 0, y: 43, width: 240, height: 70))
        #expect(frames["Field"] == CGRect(x: 0, y: 119, width: 240, height: 22))
        #expect(frames["Stack"] == CGRect(x: 16, y: 40, width: 240, height: 141))
    }

    @Test("a text view with text and a field with a placeholder are measured, not kept at their stored sizes")
    func withText() throws {
        let frames = try ScreenReaderTests.designedFrames(
            Self.document(textView: #"<string key="text">Notes</string>"#, field: #"placeholder="Name""#))
        let notes = try #require(frames["Notes"])
        let field = try #require(frames["Field"])
        #expect(notes.height < 40)
        #expect(field.height < 20)
    }

    @Test("in a window the empty text view and text field are an empty line of their font")
    func window() throws {
        let file = try ScreenReaderTests.read(Self.document())
        let scene = try #require(file.scenes.first)
        var window = try #require(ScreenWindow.designed(file))
        window.designed = false
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let notes = try #require(layout.views.first { $0.view.id == "Notes" }?.frame)
        let field = try #require(layout.views.first { $0.view.id == "Field" }?.frame)
        #expect(notes.height < 40 && field.height < 20)
    }
}
