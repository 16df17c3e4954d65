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

    @Test("a malformed measurement is not read")
    func malformed() throws {
        let styled = try #require(try ScreenReaderTests.designedFrames(Self.document(measured: ("wide", "30")))["Styled"])
        #expect(Double(styled.width) < 60)
    }
}
