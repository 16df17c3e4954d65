import Foundation
import Testing
@testable import PadKitApps

/// A font the app names has its own line height (``TextMeasurements/lineHeights``), measured from
/// the one-line labels Interface Builder sized in it, where the table has SF Pro's.
@Suite("A named font's line height")
struct NamedFontLineHeightTests {
    static let fixture = "Storyboards/TextMeasurements/NamedFontLineHeight.xib"

    /// A label showing `text` in `font` on `lines` lines at most (0 for any number).
    static func label(_ text: String, font: ScreenFont, lines: Int = 1) -> ScreenView {
        ScreenView(
            id: text, element: "label", uikitClass: "UILabel", customClass: nil, line: 1, superview: nil, storedFrame: nil,
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: [], hugging: (250, 250), compressionResistance: (750, 750),
            isHidden: false, text: text, font: font, numberOfLines: lines, accessibilityIdentifier: nil, image: nil, isMisplaced: false,
            isAmbiguous: false, layoutMargins: nil, preservesSuperviewLayoutMargins: false, insetsLayoutMarginsFromSafeArea: true,
            stack: nil, guides: [], details: [:])
    }

    static func measurements() throws -> TextMeasurements {
        let (file, _) = try ProjectFixtures.firstScene(fixture)
        let report = try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard)
        return TextMeasurements.collect(from: report, metrics: .standard)
    }

    @Test("a font description's name is the font's name; the system font has none")
    func fontName() throws {
        let (_, scene) = try ProjectFixtures.firstScene(Self.fixture)
        #expect(scene.views.first { $0.id == "Menlo" }?.font?.name == "Menlo-Regular")
        #expect(ScreenFont(pointSize: 17, isSystemFont: true, name: ".AppleSystemUIFont").name == nil)
        #expect(ScreenFont(pointSize: 17).name == nil)
    }

    @Test("each named font's line height is the middle of the pixel its one-line label's stored height rounds up from")
    func measured() throws {
        let measured = try Self.measurements()
        // Menlo 14 stored 16.33 on a 3x screen, Courier 17 stored 17.
        #expect(abs((measured.lineHeights["Menlo-Regular"] ?? 0) - (16.333333333333332 - 1.0 / 6) / 14) < 1e-9)
        #expect(abs((measured.lineHeights["Courier"] ?? 0) - (17 - 1.0 / 6) / 17) < 1e-9)
        #expect(measured.lineHeights.count == 2)
    }

    @Test(
        "another text in a measured font takes the font's line height; the system font and fonts never measured keep SF Pro's",
        arguments: [
            // Menlo 14 at 1.155 × the size: 16.33 a line, 32.33 for two (SF Pro's 1.1934: 17 and 33.67).
            ("Menlo-Regular", 14.0, "Seed words", 1, 16.333333333333332),
            ("Menlo-Regular", 14.0, "Seed\nwords", 0, 32.333333333333336),
            ("Courier", 17.0, "Backup", 1, 17.0),
            ("Avenir-Book", 17.0, "Backup", 1, 20.333333333333332),
            (".AppleSystemUIFont", 17.0, "Backup", 1, 20.333333333333332),
        ])
    func applied(name: String, size: Double, text: String, lines: Int, height: Double) throws {
        var metrics = TextMetrics.standard
        metrics.measurements = try Self.measurements()
        let font = ScreenFont(pointSize: size, isSystemFont: ScreenFont.isSystemFontName(name), name: name)
        let size = IntrinsicContentSize.of(
            Self.label(text, font: font, lines: lines), images: [:], metrics: metrics, scale: 3, maxWidth: 300)
        #expect(abs(Double(size.height) - height) < 0.001)
    }

    @Test("a measured text wrapped at a new width keeps its font's line height")
    func measuredTextWrapped() throws {
        var metrics = TextMetrics.standard
        metrics.measurements = try Self.measurements()
        let font = ScreenFont(pointSize: 14, isSystemFont: false, name: "Menlo-Regular")
        let label = Self.label("Seed words", font: font, lines: 0)
        let key = try #require(TextMeasurements.Key(label))
        metrics.measurements.textScales[key] = 1.05
        metrics.measurements.widths[key] = 90
        // Narrower than its measured line, the scaled table wraps it to two lines of Menlo's 16.17.
        let size = IntrinsicContentSize.of(label, images: [:], metrics: metrics, scale: 3, maxWidth: 60)
        #expect(abs(Double(size.height) - 32.333333333333336) < 0.001)
    }

    @Test("without Interface Builder's measurements the table keeps SF Pro's line height for every font")
    func tableAlone() {
        let font = ScreenFont(pointSize: 14, isSystemFont: false, name: "Menlo-Regular")
        let size = IntrinsicContentSize.of(Self.label("Seed words", font: font), images: [:], metrics: .standard, scale: 3, maxWidth: 300)
        #expect(Double(size.height) == 17)
    }
}
