import Foundation
import PadKitApps
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

    static func document(designables: String) -> String {
        ScreenReaderTests.storyboard(subviews: label, constraints: constraints)
            .replacingOccurrences(of: "</document>", with: designables + "\n</document>")
    }

    @Test("a designable's measured size is its intrinsic size; without one the text model measures it")
    func measuredSize() throws {
        let measured = try ScreenReaderTests.designedFrames(
            Self.document(
                designables: #"""
                    <designables>
                        <designable name="Styled">
                            <size key="intrinsicContentSize" width="120" height="30"/>
                        </designable>
                    </designables>
                    """#))
        let styled = try #require(measured["Styled"])
        #expect(Double(styled.width) == 120 && Double(styled.height) == 30)
        let modelled = try #require(try ScreenReaderTests.designedFrames(Self.document(designables: ""))["Styled"])
        #expect(Double(modelled.width) < 60 && Double(modelled.height) < 25)
    }

    @Test("a malformed measurement is not read")
    func malformed() throws {
        let frames = try ScreenReaderTests.designedFrames(
            Self.document(
                designables: #"""
                    <designables>
                        <designable name="Styled">
                            <size key="intrinsicContentSize" width="wide" height="30"/>
                        </designable>
                    </designables>
                    """#))
        let styled = try #require(frames["Styled"])
        #expect(Double(styled.width) < 60)
    }
}
