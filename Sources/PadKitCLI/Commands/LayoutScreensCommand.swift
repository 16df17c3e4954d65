import ArgumentParser
import Foundation
import PadKit
import PadKitApps

extension LayoutCommand {
    /// `padkit layout screens FILE...` (or `--project P [--target T]`): an app's storyboards and XIBs laid out by PadLayout, as
    /// Interface Builder lays them out (their `<device>`) or in PadKit's windows.
    struct Screens: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "screens",
            abstract: "Lay out the views of storyboard scenes and XIBs as designed or in a window, with what breaks.",
            discussion: """
                Without --device or --window, each file is laid out as designed (its <device>, orientation and simulated bars). \
                With --device, in that device's full-screen window (or --mode, or --window WxH) in both orientations unless \
                --orientation is given; --every-window lays each scene out in every window `padkit matrix --device D` lists.
                """)

        @Argument(help: "Storyboard (.storyboard) or XIB (.xib) files.")
        var files: [String] = []

        @Option(help: "An Xcode project: lay out every storyboard and XIB its app target builds.")
        var project: String?

        @Option(help: "The app target (with --project; required when the project has several).")
        var target: String?

        @Option(help: "Only the scene with this id (its view controller's object id or IB's sceneID; a XIB's top-level view id).")
        var scene: String?

        @Option(name: .customLong("device"), help: "A device id or name; see `padkit devices`.")
        var deviceID: String?

        @Option(help: "portrait or landscape (default: both).")
        var orientation: OrientationOption?

        @Option(help: "A window mode (default: full): \(ModeOption.allValueStrings.joined(separator: ", ")).")
        var mode: ModeOption?

        @Option(help: "The iOS / iPadOS version (default: the device's newest release).")
        var osVersion: OSVersionOption?

        @Option(help: "A free-form window size in points, WIDTHxHEIGHT (with --device).")
        var window: WindowSizeOption?

        @Flag(help: "With --device: every window `padkit matrix --device D` lists at the OS version, every multitasking setting.")
        var everyWindow = false

        @Option(
            help:
                """
                A JSON file of text metrics replacing PadKit's advance table, or `model` for the table alone, without \
                Interface Builder's measurements of the texts from the frames it stored (docs/layout-your-screens.md).
                """
        )
        var textMetrics: String?

        @Option(help: "Output format: text or json.")
        var format: LayoutCommand.Solve.Format = .text

        @Flag(
            help:
                """
                With --device: instead of every frame, what breaks (the kinds `padkit matrix` reports, all of them), one \
                finding per cause with the windows it affects, each scene filling the window.
                """
        )
        var findings = false

        @Flag(
            help:
                """
                As designed: compare every view's frame with the one Interface Builder stored; print, per file and in total, \
                the views within 1 pt and each miss's cause (docs/layout-your-screens.md).
                """
        )
        var compareDesigned = false

        func validate() throws {
            if files.isEmpty && project == nil { throw ValidationError("Give one or more .storyboard or .xib files, or --project.") }
            if target != nil && project == nil { throw ValidationError("--target needs --project.") }
            if deviceID == nil && (orientation != nil || mode != nil || osVersion != nil || window != nil || everyWindow) {
                throw ValidationError("--orientation, --mode, --os-version, --window and --every-window need --device.")
            }
            if mode != nil && window != nil { throw ValidationError("Give --mode or --window, not both.") }
            if findings && (deviceID == nil || format == .json) { throw ValidationError("--findings needs --device and prints text.") }
            if compareDesigned && (deviceID != nil || findings || format == .json) {
                throw ValidationError(
                    "--compare-designed lays out as designed and prints text; leave out --device, --findings and --format json.")
            }
            if everyWindow && (mode != nil || window != nil || orientation != nil) {
                throw ValidationError("--every-window lays out every window; leave out --mode, --window and --orientation.")
            }
        }

        func run() throws {
            do {
                print(try render(), terminator: "")
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }

        /// The output as it would be printed.
        func render() throws -> String {
            let model =
                try textMetrics.flatMap { path throws -> TextMetrics? in
                    guard path != "model" else { return nil }
                    guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
                    return try TextMetrics.load(data, file: path)
                } ?? .standard
            var paths = files.map { (path: $0, displayPath: $0) }
            if let project { paths += try ScreenProject.interfaceFiles(project: project, target: target) }
            let read = try paths.map { file throws(ScreenReadingError) in
                try ScreenReader.read(path: file.path, displayPath: file.displayPath)
            }
            // Interface Builder's measurements of the texts, from every file given laid out as designed
            // (TextMeasurements), unless the table alone is asked for.
            var metrics = model
            var modelReport: ScreensReport?
            if textMetrics != "model" { (metrics, modelReport) = try model.measuringInterfaceBuilder(read) }
            let report = try ScreensReport(files: read, sceneID: scene, windows: try windows(), metrics: metrics)
            if compareDesigned {
                let summary = modelReport.map {
                    DesignedComparison.textMeasurementSummary(files: read, sceneID: scene, model: model, modelReport: $0)
                }
                return DesignedComparison(report).text + (summary ?? "")
            }
            if findings {
                let found = report.findings(metrics: metrics)
                let windowCount = report.files.flatMap(\.scenes).first?.windows.count ?? 0
                let lines = found.map { finding in
                    """
                    \(finding.kind.rawValue) [\(finding.id)]\(finding.certain ? "" : " (uncertain)")\n  \(finding.message)\n  \
                    \(finding.screen.className), fix at \(finding.source); \(finding.windowsText(of: windowCount))\n
                    """
                }
                return "\(found.count) findings\n" + lines.joined()
            }
            return format == .json ? report.jsonValue.prettyText : report.text
        }

        /// The windows asked for, `nil` for as designed.
        func windows() throws -> [ScreenWindow]? {
            guard let deviceID else { return nil }
            let device = try Device.named(deviceID)
            let os = try osVersion?.modelledRelease() ?? device.newestOSVersion
            if let osVersion { try device.checkSupports(osVersion.version) }
            if everyWindow {
                return try ScreenWindow.everyWindow(of: device, osVersion: os)
            }
            let orientations = orientation.map { [$0.interfaceOrientation] } ?? [.portrait, .landscapeRight]
            var windows: [ScreenWindow] = []
            var refusal: (any Error)?
            for orientation in orientations {
                do {
                    let report = try WindowTraitsReport(
                        device: device, orientation: orientation, mode: try mode?.mode(on: os),
                        freeformSize: window.map { CGSize(width: $0.width, height: $0.height) }, osVersion: os, app: nil)
                    windows.append(ScreenWindow.resolved(report.resolved))
                } catch {
                    // Without --orientation, an orientation that does not offer the mode is left out.
                    if self.orientation != nil { throw error }
                    refusal = refusal ?? error
                }
            }
            if windows.isEmpty, let refusal { throw refusal }
            return windows
        }
    }
}
