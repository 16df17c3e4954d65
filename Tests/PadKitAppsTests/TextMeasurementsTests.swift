import Foundation
import Testing
@testable import PadKitApps

/// Interface Builder's measurements of text (``TextMeasurements``): taken only from views whose
/// size the as-designed solve gives their text, reused for the same text and font, and left out
/// with `--text-metrics model`.
@Suite("Text measured by Interface Builder")
struct TextMeasurementsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PadKitCLITests/Layout/Screens").path

    static func read(_ name: String) throws -> ScreenFile {
        try ScreenReader.read(path: "\(fixtures)/\(name)", displayPath: name)
    }

    static func measurements(_ files: [ScreenFile]) throws -> TextMeasurements {
        let report = try ScreensReport(files: files, sceneID: nil, windows: nil, metrics: .standard)
        return TextMeasurements.collect(from: report, metrics: .standard)
    }

    @Test("a label sized by its text gives its stored size; a label a stack stretches gives only its height")
    func measuredWhereTheTextSizesTheView() throws {
        let details = try Self.read("Details.xib")
        let measured = try Self.measurements([details])
        let views = details.scenes.flatMap(\.views)
        let title = try #require(views.first { $0.id == "Dtl-Lb-001" }.flatMap(TextMeasurements.Key.init))
        let subtitle = try #require(views.first { $0.id == "Dtl-Lb-002" }.flatMap(TextMeasurements.Key.init))
        #expect(measured.widths[title] == 63)
        #expect(measured.heights[title] == 41)
        // The stack's fill stretches the subtitle to the stack's trailing edge: its width is not its text's.
        #expect(measured.widths[subtitle] == nil)
        #expect(measured.heights[subtitle] == 18)
    }

    @Test("the measurement is the label's intrinsic size in every window; without it the advance table's")
    func reusedAtOtherWindows() throws {
        let orders = try Self.read("Orders.storyboard")
        var metrics = TextMetrics.standard
        metrics.measurements = try Self.measurements([orders])
        let label = try #require(orders.scenes.flatMap(\.views).first { $0.id == "Ord-Lb-001" })
        for scale in [2.0, 3.0] {
            let size = IntrinsicContentSize.of(label, images: [:], metrics: metrics, scale: scale, maxWidth: 500)
            #expect(size.width == 55)
            let model = IntrinsicContentSize.of(label, images: [:], metrics: .standard, scale: scale, maxWidth: 500)
            #expect(model.width != 55)
        }
    }

    @Test("a text never measured takes its font's calibration only with enough samples", arguments: [2, 3, 7])
    func calibration(samples: Int) {
        var measurements = TextMeasurements()
        let font = TextMeasurements.FontKey(pointSize: 17, isBold: false)
        if samples >= TextMeasurements.minimumCalibrationSamples { measurements.fontScales[font] = 1.05 }
        var metrics = TextMetrics.standard
        metrics.measurements = measurements
        let calibrated = metrics.calibrated(for: nil, font: .body)
        let expected = samples >= TextMeasurements.minimumCalibrationSamples ? 1.05 : 1
        #expect(abs(calibrated.width(of: "Orders", font: .body) - TextMetrics.standard.width(of: "Orders", font: .body) * expected) < 1e-9)
    }

    @Test(
        "a text style's lines follow each other at its leading; a plain font's at its line height",
        arguments: [
            (ScreenFont(pointSize: 12, isBold: false, leading: 16), 3, 46.5),
            (ScreenFont(pointSize: 12, isBold: false, leading: 16), 1, 14.5),
            (ScreenFont(pointSize: 12, isBold: false), 3, 43), (ScreenFont(pointSize: 11, isBold: false, leading: 13), 2, 26.5),
        ])
    func lineSpacing(font: ScreenFont, lines: Int, height: Double) {
        #expect(TextMetrics.ceil(TextMetrics.standard.height(lines: lines, font: font), 2) == height)
    }

    @Test("the value measured most often wins, the smaller on a tie")
    func mode() {
        #expect(TextMeasurements.mode([55, 55.5, 55]) == 55)
        #expect(TextMeasurements.mode([55.5, 55]) == 55)
        #expect(TextMeasurements.median([1.02, 0.98, 1.0]) == 1.0)
    }

    @Test(
        "a XIB saved by Xcode 10.2 to 14 is shown without a status bar on a 20-pt-status-bar iPhone",
        arguments: [
            ("retina4_7", 14868, 0.0), ("retina4_7", 21223, 0), ("retina4_7", 22155, 20), ("retina4_7", 14490, 20),
            ("retina6_1", 19162, 44), ("ipad9_7", 19162, 20),
        ])
    func xibStatusBar(device: String, toolsVersion: Int, top: Double) throws {
        let designDevice = try #require(DesignDevice.named(device))
        for (name, expected) in [
            ("View.xib", top), ("Main.storyboard", designDevice.safeArea(orientation: "portrait", statusBarHidden: false).top),
        ] {
            var file = ScreenFile(
                file: name, designedFor: designDevice, designedOrientation: "portrait", usesSafeAreas: true, scenes: [], unresolved: [],
                imageSizes: [:])
            file.toolsVersion = toolsVersion
            #expect(ScreenWindow.designed(file)?.safeArea.top == expected, "\(name) \(device) \(toolsVersion)")
        }
    }
}
