import Foundation
@testable import PadKitApps
import Testing

/// An `@IBDesignable` view's intrinsic size is the one Interface Builder measured by running its
/// code (`<designables>`), not PadKit's model of its class: a label whose style its code sets
/// from a user-defined runtime attribute is as large as IB drew it.
@Suite("Designable views' intrinsic sizes")
struct DesignableIntrinsicSizeTests {
    static let label = #"""
        <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="Styled" customClass="StyledLabel" customModule="App">
            <rect key="frame" x="16" y="40" width="120" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="style" value="title1"/>
            </userDefinedRuntimeAttributes>
        </label>
        """#
    static let constraints = #"""
        <constraint firstItem="Styled" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
        <constraint firstItem="Styled" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="40" id="C-2"/>
        """#

    /// The label's storyboard, with Interface Builder's measurement of it when `size` is given.
    static func document(measured size: (width: String, height: String)?) -> String {
        let designables = size.map { size in
            #"""
            <designables>
                <designable name="Styled">
                    <size key="intrinsicContentSize" width="\#(size.width)" height="\#(size.height)"/>
                </designable>
            </designables>
            """#
        }
        return ScreenReaderTests.storyboard(subviews: label, constraints: constraints)
            .replacingOccurrences(of: "</document>", with: (designables ?? "") + "\n</document>")
    }

    @Test("a designable's measured size is its intrinsic size; without one the text model measures it")
    func measuredSize() throws {
        let styled = try #require(try ScreenReaderTests.designedFrames(Self.document(measured: ("120", "30")))["Styled"])
        #expect(Double(styled.width) == 120 && Double(styled.height) == 30)
        let modelled = try #require(try ScreenReaderTests.designedFrames(Self.document(measured: nil))["Styled"])
        #expect(Double(modelled.width) < 60 && Double(modelled.height) < 25)
    }

    /// A designable multi-line label pinned 16 pt from both sides of the 375-pt root, its one
    /// recorded line `width` x `height`, its text in the file's 17-pt system font.
    static func multilineDocument(width: String, height: String) -> String {
        let text = "Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore"
        return ScreenReaderTests.storyboard(
            subviews: #"""
                <label numberOfLines="0" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="Styled" customClass="StyledLabel" customModule="App">
                    <rect key="frame" x="16" y="40" width="343" height="100"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """#,
            constraints: Self.constraints + #"""
                <constraint firstItem="Root" firstAttribute="trailing" secondItem="Styled" secondAttribute="trailing" constant="16" id="C-3"/>
                """#
        )
        .replacingOccurrences(
            of: "</document>",
            with: #"""
                <designables>
                    <designable name="Styled"><size key="intrinsicContentSize" width="\#(width)" height="\#(height)"/></designable>
                </designables>
                </document>
                """#)
    }

    @Test(
        "a designable multi-line label wider than its place wraps there, each line as high as the recorded one",
        arguments: [("1199.5", "20.5", 20.2878), ("1199.5", "30", 29.75)])
    func designableWraps(width: String, height: String, line: Double) throws {
        let file = try ScreenReaderTests.read(Self.multilineDocument(width: width, height: height))
        let label = try #require(file.scenes.first?.views.first { $0.id == "Styled" })
        #expect(IntrinsicContentSize.dependsOnWidth(label))
        let frame = try #require(try ScreenReaderTests.designedFrames(Self.multilineDocument(width: width, height: height))["Styled"])
        #expect(Double(frame.width) == 343)
        // 1199.5 pt of text in lines of at most 343 pt: 4 lines, or 5 where the words break badly.
        let lines = (Double(frame.height) / line).rounded(.down)
        #expect((4...5).contains(lines))
        #expect(abs(Double(frame.height) - TextMetrics.ceil(lines * line, 2)) < 0.01)
    }

    @Test("a designable multi-line label whose recorded line fits keeps the recorded size")
    func designableFits() throws {
        let frames = try ScreenReaderTests.designedFrames(Self.multilineDocument(width: "300", height: "20.5"))
        let frame = try #require(frames["Styled"])
        #expect(Double(frame.height) == 20.5)
    }

    @Test("a malformed measurement is not read")
    func malformed() throws {
        let styled = try #require(try ScreenReaderTests.designedFrames(Self.document(measured: ("wide", "30")))["Styled"])
        #expect(Double(styled.width) < 60)
    }
}
