import Foundation
import PadKitApps
import Testing

/// A label without text keeps the size Interface Builder stored for it as designed (IB lays its
/// neighbours out around its canvas size), and UIKit's zero in a window.
@Suite("Text-less labels' size as designed")
struct TextlessLabelSizeTests {
    /// A vertical stack of a 37-pt view and a label whose text attribute is `text`, stored 50 high.
    static func document(text: String) -> String {
        let stack = #"""
            <stackView opaque="NO" axis="vertical" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                <rect key="frame" x="16" y="40" width="72" height="93"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="Icon">
                        <rect key="frame" x="0.0" y="0.0" width="72" height="37"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="37" id="C-H"/>
                        </constraints>
                    </view>
                    <label opaque="NO" \#(text) translatesAutoresizingMaskIntoConstraints="NO" id="Caption">
                        <rect key="frame" x="0.0" y="43" width="72" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </label>
                </subviews>
            </stackView>
            """#
        let constraints = #"""
            <constraint firstItem="Stack" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Stack" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="40" id="C-2"/>
            <constraint firstItem="Stack" firstAttribute="width" constant="72" id="C-3"/>
            """#
        return ScreenReaderTests.storyboard(subviews: stack, constraints: constraints)
    }

    @Test("a label without text is its stored size as designed", arguments: [#"text="""#, ""])
    func designed(text: String) throws {
        let frames = try ScreenReaderTests.designedFrames(Self.document(text: text))
        #expect(frames["Caption"] == CGRect(x: 0, y: 43, width: 72, height: 50))
        #expect(frames["Stack"] == CGRect(x: 16, y: 40, width: 72, height: 93))
    }

    @Test("a label with text is measured, not kept at its stored size")
    func withText() throws {
        let caption = try #require(try ScreenReaderTests.designedFrames(Self.document(text: #"text="BODY""#))["Caption"])
        #expect(Double(caption.height) < 20)
    }

    @Test("in a window a label without text collapses to UIKit's zero")
    func window() throws {
        let file = try ScreenReaderTests.read(Self.document(text: #"text="""#))
        let scene = try #require(file.scenes.first)
        var window = try #require(ScreenWindow.designed(file))
        window.designed = false
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
        let caption = try #require(layout.views.first { $0.view.id == "Caption" }?.frame)
        let stack = try #require(layout.views.first { $0.view.id == "Stack" }?.frame)
        #expect(caption.height == 0 && stack.height == 43)
    }

    @Test("a required hugging against the label's stored height does not break as designed")
    func noConflict() throws {
        let label = #"""
            <label opaque="NO" verticalHuggingPriority="1000" text="" translatesAutoresizingMaskIntoConstraints="NO" id="Badge">
                <rect key="frame" x="16" y="40" width="100" height="21"/>
                <constraints>
                    <constraint firstAttribute="height" constant="21" id="C-H"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            """#
        let constraints = #"""
            <constraint firstItem="Badge" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Badge" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="40" id="C-2"/>
            <constraint firstItem="Badge" firstAttribute="width" constant="100" id="C-3"/>
            """#
        let file = try ScreenReaderTests.read(ScreenReaderTests.storyboard(subviews: label, constraints: constraints))
        let scene = try #require(file.scenes.first)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        #expect(!layout.findings.contains { $0.views.contains("Badge") }, "\(layout.findings)")
        #expect(layout.views.first { $0.view.id == "Badge" }?.frame == CGRect(x: 16, y: 40, width: 100, height: 21))
    }
}
