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
        discussion: "Give either --mode (a fixed window) or --window WxH (a free-form window, Stage Manager or iPadOS 26)."
    )

    @Option(name: .customLong("device"), help: "A device id; see `padkit devices`.")
    var deviceID: String

    @Option(help: "portrait, landscape, portraitUpsideDown, landscapeLeft or landscapeRight.")
    var orientation: OrientationOption

    @Option(help: "A fixed window mode: \(ModeOption.allValueStrings.joined(separator: ", ")).")
    var mode: ModeOption?

    @Option(help: "A free-form window size in points, WIDTHxHEIGHT (for example 700x1000; write --window=-5x10 for a value starting with '-').")
    var window: WindowSizeOption?

    @Option(help: "The iOS / iPadOS version (default: the device's newest release); traits it did not have are left out.")
    var osVersion: OSVersionOption?

    @Option(help: "Run this app in the window and add what it reports (with --format svg, draw it): an app description file (a path with a / or a .json ending) or a sample: \(SampleApps.names.joined(separator: ", ")).")
    var app: String?

    @Option(help: "Output format: table, json, or svg (a drawing of the window, with --app the app in it).")
    var format: TraitsOutputFormat = .table

    func validate() throws {
        if let app, !AppLookup.isPath(app), SampleApps.named(app) == nil {
            throw ValidationError("unknown app '\(app)'; expected an app description file (a path ending in .json) or one of \(SampleApps.names.joined(separator: ", "))")
        }
        switch (mode, window) {
        case (nil, nil): throw ValidationError("Give --mode or --window.")
        case (.some, .some): throw ValidationError("Give --mode or --window, not both.")
        default: break
        }
    }

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let device = try Device.named(deviceID)
        let os = try osVersion?.modelledRelease() ?? device.newestOSVersion
        if let osVersion { try device.checkSupports(osVersion.version) }
        let windowMode = window.map { WindowMode.window(width: $0.width, height: $0.height) } ?? WindowingSystem.mode(mode?.mode ?? .full, on: os)
        // A free-form --window is accepted on every version (docs/choices.md); a named mode must be
        // one the OS offers.
        let setting = window == nil ? try WindowingSystem.setting(offering: windowMode, on: device, osVersion: os)
            : MultitaskingSetting.settings(for: device.family, osVersion: os).last
        let placement = try Placement(device: device, orientation: orientation.interfaceOrientation, mode: windowMode)
        let traits = placement.traitCollection().restricted(to: os)
        let sample = try app.map { name throws(AppDescriptionError) in try AppLookup.app(name) }
        let window = sample?.launch(in: placement, osVersion: os)
        let inspection = window.flatMap { window in sample?.inspect?(window) }
        switch format {
        case .svg:
            let shown = window ?? Window(placement: placement, osVersion: os)
            if window == nil { shown.makeKeyAndVisible() }
            let figure = PlacementFigure(picture: WindowPicture(shown), details: inspection?.columns ?? [])
            return PlacementDrawing(picture: figure.picture).svg(standalone: true, caption: figure.captionLines)
        case .json:
            let json = placement.jsonValue(traits: traits, osVersion: os, multitasking: setting)
            guard let inspection, case .object(var pairs) = json else { return json.prettyText }
            pairs.append((inspection.jsonKey, inspection.json))
            return JSONValue.object(pairs).prettyText
        case .table:
            let size = placement.window.size
            let safeArea = placement.safeArea(os: os)
            let points = NumberText.points
            var table = TextTable([.init(title: "TRAIT"), .init(title: "VALUE")])
            for trait in TraitCollection.Trait.existing(on: os) {
                table.append([trait.rawValue, traits.value(of: trait)])
            }
            return """
                \(device.name) (\(device.id)), iOS \(os)\(setting.map { " \($0)" } ?? ""), \(placement.orientation), \(placement.mode)
                window \(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt \
                (\(placement.window.provenance)); screen \(device.screen.id)\(sample.map { "; app \($0.name)" } ?? "")
                safe area insets top \(points(safeArea.insets.top)), left \(points(safeArea.insets.left)), \
                bottom \(points(safeArea.insets.bottom)), right \(points(safeArea.insets.right)) (\(safeArea.provenance))

                """ + table.render() + appTable(inspection)
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
