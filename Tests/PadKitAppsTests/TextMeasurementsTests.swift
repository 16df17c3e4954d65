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

    @Test("the same text at the same size and weight in another font is another measurement")
    func fontNameKeepsMeasurementsApart() throws {
        // Two labels "Orders" in 17-pt regular, one in the system font and one in Menlo, each
        // pinned by its leading and top edges only (its width is its text's): 52 and 61 wide.
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/TextMeasurements/SameTextTwoFonts.xib")
        let measured = try Self.measurements([file])
        let views = scene.views
        let system = try #require(views.first { $0.id == "System" }.flatMap(TextMeasurements.Key.init))
        let named = try #require(views.first { $0.id == "Named" }.flatMap(TextMeasurements.Key.init))
        #expect(system != named)
        #expect(measured.widths[system] == 52)
        #expect(measured.widths[named] == 61)
    }

    @Test("a text view that does not scroll is measured by its stored size; one that scrolls is not")
    func textViewMeasured() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/TextViews/SelfSizingTextView.xib")
        let measured = try Self.measurements([file])
        let comment = try #require(scene.views.first { $0.id == "comment-1" })
        let key = try #require(TextMeasurements.Key(comment))
        // IB's size: the text, 5 pt of padding at each end and 8 above and below, the line at
        // Subheadline's 20-pt leading (the table makes it 124.5 x 34).
        #expect(measured.widths[key] == 126)
        #expect(measured.heights[key] == 36)
        #expect(TextMeasurements.Key(try #require(scene.views.first { $0.id == "notes-1" })) == nil)
        var metrics = TextMetrics.standard
        metrics.measurements = measured
        #expect(IntrinsicContentSize.of(comment, images: [:], metrics: metrics, scale: 3, maxWidth: 300) == CGSize(width: 126, height: 36))
        // Narrower than its one line, it wraps: the measurement of the one line no longer holds.
        #expect(IntrinsicContentSize.of(comment, images: [:], metrics: metrics, scale: 3, maxWidth: 80).width <= 80)
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: metrics))
        #expect(comparison.total.within == comparison.total.compared)
    }

    @Test("a text view that does not scroll and misses is counted under text; one that scrolls is not text")
    func textViewMissIsText() throws {
        let (file, scene) = try ProjectFixtures.firstScene("Storyboards/TextViews/SelfSizingTextView.xib")
        #expect(DesignedComparison.showsText(try #require(scene.views.first { $0.id == "comment-1" })))
        #expect(!DesignedComparison.showsText(try #require(scene.views.first { $0.id == "notes-1" })))
        // Without IB's measurement the table makes the comment 124.5 x 34, 2 pt short of its stored height.
        let comparison = DesignedComparison(try ScreensReport(files: [file], sceneID: nil, windows: nil, metrics: .standard))
        #expect(comparison.missed.map(\.id) == ["comment-1"])
        #expect(comparison.missed.map(\.miss) == [.text])
        #expect(comparison.total.misses[.text] == 1)
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

    /// A multi-line body label showing `text`.
    static func label(_ text: String) -> ScreenView {
        ScreenView(
            id: text, element: "label", uikitClass: "UILabel", customClass: nil, line: 1, superview: nil, storedFrame: nil,
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: [], hugging: (250, 250), compressionResistance: (750, 750),
            isHidden: false, text: text, font: .body, numberOfLines: 0, accessibilityIdentifier: nil, image: nil, isMisplaced: false,
            isAmbiguous: false, layoutMargins: nil, preservesSuperviewLayoutMargins: false, insetsLayoutMarginsFromSafeArea: true,
            stack: nil, guides: [], details: [:])
    }

    @Test("a measured text wrapped at a new width is wrapped by the table scaled by its own ratio; a text never measured by the table")
    func textScale() throws {
        let measured = Self.label("Orders and returns")
        let key = try #require(TextMeasurements.Key(measured))
        var metrics = TextMetrics.standard
        metrics.measurements.textScales[key] = 1.1
        let table = TextMetrics.standard.width(of: "Orders", font: .body)
        #expect(abs(metrics.calibrated(for: key).width(of: "Orders", font: .body) - table * 1.1) < 1e-9)
        #expect(metrics.calibrated(for: TextMeasurements.Key(Self.label("Returns"))).width(of: "Orders", font: .body) == table)
        // Wrapped at a width narrower than the measured line: the scaled table wraps it.
        metrics.measurements.widths[key] = 150
        let wrapped = IntrinsicContentSize.of(measured, images: [:], metrics: metrics, scale: 2, maxWidth: 100)
        #expect(wrapped.width <= 100 && wrapped.height > TextMetrics.ceil(TextMetrics.standard.height(lines: 1, font: .body), 2))
        // Unwrapped, the measurement itself.
        #expect(IntrinsicContentSize.of(measured, images: [:], metrics: metrics, scale: 2, maxWidth: 400).width == 150)
    }

    @Test(
        "a multi-line label's stored height at the width it was stored at is its text's height there; at another width the table wraps it",
        arguments: [(200.0, true), (180, false)])
    func wrappedHeight(storedWidth: Double, measured: Bool) throws {
        let text = "Orders and returns for every store"
        let subviews = #"""
            <label text="\#(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                <rect key="frame" x="16" y="20" width="\#(storedWidth)" height="61"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="C-w"/>
                </constraints>
            </label>
            """#
        let constraints = #"""
            <constraint firstItem="Label" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="16" id="C-1"/>
            <constraint firstItem="Label" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="20" id="C-2"/>
            """#
        let file = try ScreenReaderTests.read(ScreenReaderTests.storyboard(subviews: subviews, constraints: constraints))
        var metrics = TextMetrics.standard
        metrics.measurements = try Self.measurements([file])
        let label = try #require(file.scenes.first?.views.first { $0.id == "Label" })
        let key = try #require(TextMeasurements.Key(label))
        // The table wraps the text onto two lines at 200 pt; Interface Builder stored three (61 pt).
        let table = IntrinsicContentSize.of(label, images: [:], metrics: .standard, scale: 2, maxWidth: 200)
        #expect(table.height == 41)
        #expect(metrics.measurements.wrappedHeights[TextMeasurements.Wrap(key, width: 200)] == (measured ? 61 : nil))
        let atStoredWidth = IntrinsicContentSize.of(label, images: [:], metrics: metrics, scale: 2, maxWidth: 200)
        #expect(atStoredWidth.height == (measured ? 61 : 41))
        let wider = IntrinsicContentSize.of(label, images: [:], metrics: metrics, scale: 2, maxWidth: 300)
        #expect(wider.height != 61)
    }

    @Test(
        "a text style's lines follow each other at its leading; a plain font's at its line height",
        arguments: [
            (ScreenFont(pointSize: 12, leading: 16), 3, 46.5),
            (ScreenFont(pointSize: 12, leading: 16), 1, 14.5),
            (ScreenFont(pointSize: 12), 3, 43), (ScreenFont(pointSize: 11, leading: 13), 2, 26.5),
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
        "a storyboard or XIB saved by Xcode 10.2 to 14.1 is shown without a status bar on a 20-pt-status-bar iPhone or iPad",
        arguments: [
            ("retina4_7", 14868, 0.0), ("retina4_7", 21223, 0), ("retina4_7", 21505, 0), ("retina4_7", 21678, 20),
            ("retina4_7", 22155, 20), ("retina4_7", 14490, 20), ("retina6_1", 19162, 44), ("ipad9_7", 19162, 0), ("ipad9_7", 22155, 20),
        ])
    func statusBarByVersion(device: String, toolsVersion: Int, top: Double) throws {
        let designDevice = try #require(DesignDevice.named(device))
        for name in ["View.xib", "Main.storyboard"] {
            var file = ScreenFile(
                file: name, designedFor: designDevice, designedOrientation: "portrait", usesSafeAreas: true, scenes: [], unresolved: [],
                imageSizes: [:])
            file.toolsVersion = toolsVersion
            #expect(ScreenWindow.designed(file)?.safeArea.top == top, "\(name) \(device) \(toolsVersion)")
        }
    }
}
