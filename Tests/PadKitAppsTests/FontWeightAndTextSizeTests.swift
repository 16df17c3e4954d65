import Foundation
import PadKit
import Testing
@testable import PadKitApps

/// A font's weight (read from `<fontDescription>`, measured wider the heavier it is), the text
/// size text styles are laid out at (xSmall as Interface Builder of Xcode 12.4 to 13 laid files out,
/// Large in every window), and an attributed text's paragraph style.
@Suite("Font weights and text sizes")
struct FontWeightAndTextSizeTests {
    /// A storyboard saved by `toolsVersion` with one label in `font`, pinned by its top and leading.
    static func storyboard(toolsVersion: String, font: String) -> String {
        ScreenReaderTests.storyboard(
            subviews: #"""
                <label text="Orders" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                    <rect key="frame" x="16" y="20" width="48" height="20.5"/>
                    \#(font)
                </label>
                """#,
            constraints: #"""
                <constraint firstItem="Label" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
                <constraint firstItem="Label" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
                """#
        ).replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
    }

    @Test(
        "Interface Builder's font descriptions are read with their weight",
        arguments: [
            (#"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#, 15.0, ScreenFont.Weight.regular),
            (#"<fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>"#, 14, .medium),
            (#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>"#, 17, .semibold),
            (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>"#, 22, .bold),
            (#"<fontDescription key="fontDescription" type="system" weight="light" pointSize="60"/>"#, 60, .light),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#, 17, .semibold),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, 17, .regular),
            (#"<fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="16"/>"#, 16, .bold),
            (#"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="12"/>"#, 12, .semibold),
        ])
    func weights(description: String, size: Double, weight: ScreenFont.Weight) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(toolsVersion: "23504", font: description))
        let font = try #require(file.scenes.first?.views.first { $0.id == "Label" }?.font)
        #expect(font.pointSize == size && font.weight == weight)
    }

    @Test(
        "heavier weights measure wider: medium 3 %, semibold 4 %, bold and heavier 6 %; lighter ones as regular",
        arguments: [
            (ScreenFont.Weight.thin, 1.0), (.regular, 1), (.medium, 1.03), (.semibold, 1.04), (.bold, 1.06), (.black, 1.06),
        ])
    func weightsMeasureWider(weight: ScreenFont.Weight, factor: Double) {
        let metrics = TextMetrics.standard
        let regular = metrics.width(of: "Orders", font: ScreenFont(pointSize: 17))
        let width = metrics.width(of: "Orders", font: ScreenFont(pointSize: 17, weight: weight))
        #expect(abs(width - regular * factor) < 1e-9)
    }

    @Test(
        "a team's metrics set the medium and semibold factors; a bad one is refused by name",
        arguments: [(#"{"mediumWidthFactor": 1.05, "semiboldWidthFactor": 1.07}"#, true), (#"{"semiboldWidthFactor": -1}"#, false)])
    func weightFactorsLoad(json: String, valid: Bool) throws {
        do {
            let metrics = try TextMetrics.load(Data(json.utf8), file: "metrics.json")
            #expect(valid && metrics.mediumWidthFactor == 1.05 && metrics.semiboldWidthFactor == 1.07)
        } catch {
            #expect(!valid && "\(error)".contains("semiboldWidthFactor"))
        }
    }

    @Test(
        "the system font from 20 pt is SF Pro Display: its letters 3 % narrower per em, its figures as wide; a named font unchanged",
        arguments: [("Orders", true, 0.97), ("Sorry to see you go!", true, 0.97), ("2024", true, 1.0), ("Orders", false, 1.0)])
    func displayFace(text: String, system: Bool, factor: Double) {
        let metrics = TextMetrics.standard
        let perPointText = metrics.width(of: text, font: ScreenFont(pointSize: 19, isSystemFont: system)) / 19
        let perPointDisplay = metrics.width(of: text, font: ScreenFont(pointSize: 20, isSystemFont: system)) / 20
        #expect(abs(perPointDisplay - perPointText * factor) < 1e-9)
    }

    @Test(
        "a font description is the system font unless it names a font of the app's (the system's own names start with a dot)",
        arguments: [
            (#"<fontDescription key="fontDescription" type="system" pointSize="22"/>"#, true),
            (#"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>"#, true),
            (#"<fontDescription key="fontDescription" name=".SFUI-Semibold" family=".SF UI Text" pointSize="22"/>"#, true),
            (#"<fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="22"/>"#, false),
        ])
    func systemFont(description: String, isSystem: Bool) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(toolsVersion: "23504", font: description))
        let font = try #require(file.scenes.first?.views.first { $0.id == "Label" }?.font)
        #expect(font.isSystemFont == isSystem)
    }

    @Test("a team's metrics set the display face's factor")
    func displayFactorLoads() throws {
        let metrics = try TextMetrics.load(Data(#"{"displayWidthFactor": 0.95}"#.utf8), file: "metrics.json")
        #expect(metrics.displayWidthFactor == 0.95)
    }

    @Test(
        "the system font's figures are SF Pro's own from regular weight up; light text and named fonts keep the table's",
        arguments: [
            (ScreenFont.Weight.regular, true, true), (.bold, true, true), (.light, true, false), (.thin, true, false),
            (.regular, false, false),
        ])
    func figures(weight: ScreenFont.Weight, system: Bool, sfFigures: Bool) throws {
        let metrics = TextMetrics.standard
        let font = ScreenFont(pointSize: 10, weight: weight, isSystemFont: system)
        for figure in "0123456789" {
            let advance = try #require(sfFigures ? metrics.figureAdvances[figure] : metrics.advances[figure])
            let width = metrics.width(of: String(figure), font: font)
            #expect(abs(width - advance / 100 * metrics.widthFactor(weight)) < 1e-9, "\(figure)")
        }
        // SF's figures are proportional: "1" is narrower than "0" (the table's are nearly one width).
        #expect(metrics.width(of: "1", font: ScreenFont(pointSize: 17)) < metrics.width(of: "0", font: ScreenFont(pointSize: 17)) - 2)
    }

    @Test("a team's metrics set the figures' advances, and a bad one is named")
    func figureAdvancesLoad() throws {
        let metrics = try TextMetrics.load(Data(#"{"figureAdvances": {"0": 556}}"#.utf8), file: "metrics.json")
        #expect(metrics.figureAdvances["0"] == 556 && metrics.figureAdvances["1"] == 443)
        // A figure measured in `advances` is the system font's too, unless `figureAdvances` sets it.
        let file = #"{"advances": {"1": 500, "2": 510}, "figureAdvances": {"2": 520}}"#
        let measured = try TextMetrics.load(Data(file.utf8), file: "m.json")
        #expect(measured.width(of: "1", font: ScreenFont(pointSize: 10)) == 5)
        #expect(measured.figureAdvances["1"] == 500 && measured.figureAdvances["2"] == 520 && measured.advances["2"] == 510)
        #expect(throws: ScreenReadingError.self) {
            try TextMetrics.load(Data(#"{"figureAdvances": {"00": 556}}"#.utf8), file: "metrics.json")
        }
        let error = #expect(throws: ScreenReadingError.self) {
            try TextMetrics.load(Data(#"{"figureAdvances": 3}"#.utf8), file: "metrics.json")
        }
        #expect("\(String(describing: error))".contains("figureAdvances must be an object"))
    }

    @Test(
        "Interface Builder of Xcode 12.4 to 13 laid text styles out at xSmall; every other version at Large",
        arguments: [(17703, ContentSizeCategory.large), (18093, .extraSmall), (19519, .extraSmall), (20020, .extraSmall), (21505, .large)])
    func designedCategory(toolsVersion: Int, category: ContentSizeCategory) {
        #expect(ContentSizeCategory.designed(toolsVersion: toolsVersion) == category)
    }

    @Test("a text style at xSmall takes that size and leading; a font of a fixed size keeps its own")
    func textStyleAtExtraSmall() throws {
        let body = try #require(ScreenFont.textStyle("UICTFontTextStyleBody"))
        #expect(body.pointSize == 17 && body.leading == 22)
        let small = body.at(.extraSmall)
        #expect(small.pointSize == 14 && small.leading == 19 && small.weight == .regular && small.textStyle == body.textStyle)
        let headline = try #require(ScreenFont.textStyle("UICTFontTextStyleHeadline")).at(.extraSmall)
        #expect(headline.pointSize == 14 && headline.weight == .semibold)
        #expect(ScreenFont(pointSize: 17).at(.extraSmall) == ScreenFont(pointSize: 17))
        #expect(body.at(.large) == body)
    }

    @Test(
        "a Body label is one 14-pt line high as Xcode 12.4 to 13 laid the file out, one 17-pt line in a window; a fixed size is the same in both",
        arguments: [
            ("19529", #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, 17.0, 20.5),
            ("23504", #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, 20.5, 20.5),
            ("19529", #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, 20.5, 20.5),
            // Title 0 is Large Title (`UIFont.TextStyle.largeTitle`'s raw value): 31 pt at xSmall, 34 at Large.
            ("20020", #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#, 37, 41),
        ])
    func labelHeights(toolsVersion: String, font: String, designed: Double, window: Double) throws {
        let file = try ScreenReaderTests.read(Self.storyboard(toolsVersion: toolsVersion, font: font))
        let scene = try #require(file.scenes.first)
        var screen = try #require(ScreenWindow.designed(file))
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard)
        let asDesigned = try #require(layout.layout(in: screen).views.first { $0.view.id == "Label" }?.frame)
        screen.designed = false
        let inWindow = try #require(layout.layout(in: screen).views.first { $0.view.id == "Label" }?.frame)
        #expect(Double(asDesigned.height) == designed && Double(inWindow.height) == window)
    }

    @Test(
        "an attributed text's paragraph style sets its lines' height: a multiple of the natural line, a minimum, spacing between lines",
        arguments: [
            (#"lineHeightMultiple="1.2""#, "Description goes here", 15.0, 2.0, 21.5),
            (#"lineHeightMultiple="1.1000000000000001""#, "Long-press on the home screen to enter jiggle mode.", 17, 3, 44.67),
            (#"minimumLineHeight="22""#, "A generic subheading", 17, 3, 22),
            (#"lineSpacing="7""#, "Oh no! You are fresh out of downloads. Download some episodes", 14, 2, 40.5),
            (#"lineSpacing="7""#, "Nothing here", 14, 2, 17),
            ("", "Description goes here", 15, 2, 18),
        ])
    func paragraphStyle(attributes: String, text: String, size: Double, scale: Double, height: Double) throws {
        let label = #"""
            <label usesAttributedText="YES" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                <rect key="frame" x="16" y="20" width="290" height="40"/>
                <attributedString key="attributedText">
                    <fragment content="\#(text)">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="\#(size)"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="natural" \#(attributes)/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """#
        let file = try ScreenReaderTests.read(ScreenReaderTests.storyboard(subviews: label))
        let view = try #require(file.scenes.first?.views.first { $0.id == "Label" })
        let size = IntrinsicContentSize.of(view, images: [:], metrics: .standard, scale: scale, maxWidth: 290)
        #expect(abs(Double(size.height) - height) < 0.01)
    }
}
