import Foundation
import ArgumentParser
import PadKit
import PadKitApps
import PadKitReport
import PadKitSamples
import PadKitSimulator

/// `padkit traits`: the trait collection of one window.
struct TraitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "traits",
        abstract: "Show the window size and full trait collection for one device, orientation and window.",
        discussion: "Give --mode (a fixed window; default full) or --window WxH (a free-form window, Stage Manager or iPadOS 26)."
    )

    @Option(name: .customLong("device"), help: "A device id or name; see `padkit devices`.")
    var deviceID: String

    @Option(help: "portrait, landscape, portraitUpsideDown, landscapeLeft or landscapeRight.")
    var orientation: OrientationOption

    @Option(help: "On a device with several displays (iphone-duo): the display, outer or inner (default: the first).")
    var display: String?

    @Option(help: "On a device with a hinge (iphone-duo): \(Posture.names) (default: the display's first).")
    var posture: String?

    @Option(help: "A window mode (default: full): \(ModeOption.allValueStrings.joined(separator: ", ")).")
    var mode: ModeOption?

    @Option(
        help: "A free-form window size in points, WIDTHxHEIGHT (for example 700x1000; write --window=-5x10 for a value starting with '-').")
    var window: WindowSizeOption?

    @Option(help: "The iOS / iPadOS version (default: the device's newest release); traits it did not have are left out.")
    var osVersion: OSVersionOption?

    @Option(
        help:
            "A JSON file of measured placements (docs/measuring.md): a measurement of this window replaces its derived size and safe area.")
    var measurements: String?

    @Option(
        help:
            """
            Run this app in the window and add what it reports (with --format svg, draw it): an app description file (a path with a / or \
            a .json ending) or a sample: \(SampleApps.names.joined(separator: ", ")).
            """
    )
    var app: String?

    @Option(help: "Output format: table, json, or svg (a drawing of the window, with --app the app in it).")
    var format: TraitsOutputFormat = .table

    func validate() throws {
        if let app, !AppLookup.isPath(app), SampleApps.named(app) == nil {
            throw ValidationError(
                """
                unknown app '\(app)'; expected an app description file (a path ending in .json) or one of \
                \(SampleApps.names.joined(separator: ", "))
                """
            )
        }
        if mode != nil, window != nil { throw ValidationError("Give --mode or --window, not both.") }
    }

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let device = try DisplayOptions.device(try Device.named(deviceID), display: display, posture: posture)
        let os = try osVersion?.modelledRelease() ?? device.newestOSVersion
        if let osVersion { try device.checkSupports(osVersion.version) }
        let sample = try app.map { name throws(AppDescriptionError) in try AppLookup.app(name) }
        let report = try WindowTraitsReport(
            device: device, orientation: orientation.interfaceOrientation, mode: try mode?.mode(on: os),
            freeformSize: window.map { CGSize(width: $0.width, height: $0.height) }, osVersion: os,
            measurements: try measurements.map(MeasurementsFile.load), app: sample)
        switch format {
        case .svg:
            let shown = report.window ?? Window(placement: report.placement, osVersion: os)
            if report.window == nil { shown.makeKeyAndVisible() }
            let figure = PlacementFigure(picture: WindowPicture(shown), details: report.inspection?.columns ?? [])
            return PlacementDrawing(picture: figure.picture).svg(standalone: true, caption: figure.captionLines)
        case .json:
            return report.jsonValue.prettyText
        case .table:
            var table = TextTable([.init(title: "TRAIT"), .init(title: "VALUE")])
            for trait in TraitCollection.Trait.existing(on: os) {
                table.append([trait.rawValue, report.traits.value(of: trait)])
            }
            return report.headerLines.map { $0 + "\n" }.joined() + table.render() + appTable(report.inspection)
        }
    }

    /// What the app reports in this window (``AppInspection``), below the traits.
    private func appTable(_ inspection: AppInspection?) -> String {
        guard let inspection, !inspection.columns.isEmpty else { return "" }
        var table = TextTable([.init(title: "APP"), .init(title: "VALUE")])
        for column in inspection.columns { table.append([column.title, column.value]) }
        return "\n" + table.render()
    }
}
