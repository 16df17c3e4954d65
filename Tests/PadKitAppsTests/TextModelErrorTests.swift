import Foundation
import Testing
@testable import PadKitApps

/// The error of each text approximation against Interface Builder's measurements, on real apps
/// (`PADKIT_SCREENS_APPS` names a folder of them, one app per subfolder; the figures are in
/// `docs/layout-your-screens.md`): over the single-line labels whose width the as-designed solve
/// gives their text, how many widths the advance table puts within 1 pt of IB's (the table is fitted
/// on these labels, `Scripts/fit-advance-table.py`, whose leave-one-app-out figure is the honest one).
@Suite("Text model error on real apps")
struct TextModelErrorTests {
    @Test(
        "the advance table against IB's label widths (PADKIT_SCREENS_APPS)",
        .enabled(if: ProcessInfo.processInfo.environment["PADKIT_SCREENS_APPS"] != nil))
    func labels() throws {
        let folder = ProcessInfo.processInfo.environment["PADKIT_SCREENS_APPS"] ?? ""
        let apps = (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted()
        var dump: [String] = []
        defer {
            // PADKIT_TEXT_SAMPLES=FILE writes the labels as TSV (app, id, point size, weight, font, scale, IB's width, text,
            // then the text style or `-` and the advance table's width): what Scripts/fit-advance-table.py fits the
            // advance table on (the first eight columns), and the table's error per font family and text style.
            if let path = ProcessInfo.processInfo.environment["PADKIT_TEXT_SAMPLES"] {
                try? Data((dump.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        for app in apps {
            let files = ScreenProject.interfaceFiles(in: URL(fileURLWithPath: "\(folder)/\(app)").resolvingSymlinksInPath().path).compactMap
            { try? ScreenReader.read(path: $0, displayPath: $0) }
            guard !files.isEmpty else { continue }
            let report = try ScreensReport(files: files, sceneID: nil, windows: nil, metrics: .standard)
            var measuredMetrics = TextMetrics.standard
            measuredMetrics.measurements = TextMeasurements.collect(from: report, metrics: .standard)
            var samples = 0, table = 0
            var ratios: [Double] = []
            for file in report.files {
                for (_, windows) in file.scenes {
                    for layout in windows {
                        for entry in layout.views where entry.view.element == "label" && entry.view.numberOfLines == 1 {
                            let view = entry.view
                            guard let key = TextMeasurements.Key(view), let measured = measuredMetrics.measurements.widths[key],
                                let stored = view.storedFrame, abs(Double(stored.width) - measured) < 0.01, !key.text.contains("\n")
                            else { continue }
                            let font = view.font ?? .body
                            let scale = layout.window.scale
                            let model = TextMetrics.ceil(TextMetrics.standard.width(of: key.text, font: font), scale)
                            samples += 1
                            dump.append(
                                [
                                    app, view.id, "\(font.pointSize)", "\(font.weight)", view.details["fontName"] ?? "system",
                                    "\(scale)", "\(measured)",
                                    key.text.replacingOccurrences(of: "\t", with: " "), font.textStyle ?? "-", "\(model)",
                                ].joined(separator: "\t"))
                            if abs(model - measured) <= 1 { table += 1 }
                            ratios.append(measured / max(model, 0.5))
                        }
                    }
                }
            }
            // IB's measurement is each such label's width when laid out with it.
            let measuredReport = try ScreensReport(files: files, sceneID: nil, windows: nil, metrics: measuredMetrics)
            var reproduced = 0, measuredLabels = 0
            for (file, measuredFile) in zip(report.files, measuredReport.files) {
                for ((_, windows), (_, measuredWindows)) in zip(file.scenes, measuredFile.scenes) {
                    for (layout, measuredLayout) in zip(windows, measuredWindows) {
                        for (entry, measuredEntry) in zip(layout.views, measuredLayout.views) where entry.view.element == "label" {
                            guard let key = TextMeasurements.Key(entry.view), let width = measuredMetrics.measurements.widths[key],
                                let frame = entry.frame, let after = measuredEntry.frame, entry.ambiguousAxes.isEmpty,
                                !entry.view.isMisplaced, !entry.view.isAmbiguous, entry.view.numberOfLines == 1,
                                abs(
                                    Double(frame.width)
                                        - Double(
                                            IntrinsicContentSize.of(
                                                entry.view, images: file.file.imageSizes, metrics: .standard, scale: layout.window.scale,
                                                maxWidth: nil,
                                                liquidGlass: file.file.designedWithLiquidGlass
                                            ).width)) < 0.01
                            else { continue }
                            measuredLabels += 1
                            if abs(Double(after.width) - width) <= 1 { reproduced += 1 }
                        }
                    }
                }
            }
            print("\(app): IB's measurement is the laid-out width of \(reproduced) of \(measuredLabels) labels the text sizes")
            #expect(Double(reproduced) >= 0.95 * Double(measuredLabels), "\(app)")
            ratios.sort()
            let median = ratios.isEmpty ? 1 : ratios[ratios.count / 2]
            print(
                "\(app): \(samples) labels; advance table within 1 pt \(table); median IB/table \(String(format: "%.3f", median))"
            )
        }
    }
}
