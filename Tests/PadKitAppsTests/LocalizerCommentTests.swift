import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Interface Builder's "Comment for Localizer" (`<attributedString key="userComments">`, which
/// it writes on any view) is a note for translators the compiled nib never shows: a view's text,
/// font and paragraph style come from its title, `text` or `attributedText`, whatever comes first
/// in the file (KeePassium's "Save Database" button carries a sentence there).
struct LocalizerCommentTests {
    static let comment = #"""
        <attributedString key="userComments">
            <fragment content="Action: save the new database (will show a file picker dialog).">
                <attributes>
                    <font key="NSFont" size="40" name="Helvetica-Bold"/>
                </attributes>
            </fragment>
        </attributedString>
        """#

    static func storyboard(_ view: String) -> String {
        ScreenReaderTests.storyboard(
            subviews: view,
            constraints: #"""
                <constraint firstItem="Text" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
                <constraint firstItem="Text" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
                """#)
    }

    @Test(
        "a view's text and font are its own, never its comment for localizers",
        arguments: [
            (
                #"""
                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                    <rect key="frame" x="16" y="20" width="96" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    \#(comment)
                    <state key="normal" title="Save Database"/>
                </button>
                """#, "Save Database", 15.0
            ),
            (
                #"""
                <label text="Master Key" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                    <rect key="frame" x="16" y="20" width="80" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    \#(comment)
                </label>
                """#, "Master Key", 17
            ),
            (
                #"""
                <label translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                    <rect key="frame" x="16" y="20" width="80" height="16"/>
                    \#(comment)
                    <attributedString key="attributedText">
                        <fragment content="Key file">
                            <attributes>
                                <font key="NSFont" size="13" name="HelveticaNeue"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </label>
                """#, "Key file", 13
            ),
            (
                // A long or multi-line fragment's text is a `<string key="content">` child.
                #"""
                <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                    <rect key="frame" x="16" y="20" width="100" height="33"/>
                    \#(comment)
                    <attributedString key="attributedText">
                        <fragment>
                            <string key="content">Lorem ipsum
                dolor</string>
                            <attributes>
                                <font key="NSFont" size="14" name="HelveticaNeue"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </textView>
                """#, "Lorem ipsum\ndolor", 14
            ),
            (
                #"""
                <textField placeholder="MyPasswords" translatesAutoresizingMaskIntoConstraints="NO" id="Text">
                    <rect key="frame" x="16" y="20" width="100" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    \#(comment)
                </textField>
                """#, "MyPasswords", 14
            ),
        ])
    func ownText(view: String, text: String, pointSize: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(view))
        let scene = try #require(file.scenes.first)
        let read = try #require(scene.views.first { $0.id == "Text" })
        #expect(read.text == text)
        #expect(read.font?.pointSize == pointSize)
        #expect(read.paragraphStyle == nil)
        // The view is as wide as its own text, not the comment's sentence.
        let frames = try ScreenReaderTests.designedFrames(Self.storyboard(view))
        let measured = TextMetrics.standard.labelSize(
            text, font: try #require(read.font), numberOfLines: 1, maxWidth: .infinity, scale: 2)
        #expect(Double(try #require(frames["Text"]).width) < Double(measured.width) + 40)
    }
}
