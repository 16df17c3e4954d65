import ArgumentParser
import PadKit
import PadKitApps
import PadKitReport
import PadKitSamples
import PadKitSimulator

/// `padkit matrix`: every device x orientation x window mode, with window size and size classes.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Show the window size and size classes of every device in every orientation and window mode.",
        discussion: """
        Split View shares are this app's own share of the screen; portrait has no 1/2. The source \
        column says whether a size was measured, taken from Apple's specification, or derived by \
        a rule (docs/sources.md explains every key).
        """
    )

    @Option(name: .customLong("device"), help: "A device id (repeatable); see `padkit devices`.")
    var deviceIDs: [String] = []

    @Option(help: "Only this family: \(DeviceFamily.allValueStrings.joined(separator: ", ")).")
    var family: DeviceFamily?

    @Option(help: "Only this orientation: portrait or landscape.")
    var orientation: OrientationOption?

    @Option(help: "Only this window mode: \(ModeOption.allValueStrings.joined(separator: ", ")).")
    var mode: ModeOption?

    @Option(help: "Run this app in every placement it can occupy and add what it reports: an app description file (a path with a / or a .json ending) or a sample: \(SampleApps.names.joined(separator: ", ")).")
    var app: String?

    @Flag(help: "An iPhone-only app (UIDeviceFamily [1]): on iPads, its compatibility-mode window (mode iphone_compatibility) instead of the iPad windows.")
    var iphoneOnly = false

    @Option(help: "The iOS / iPadOS version (default: the newest modelled). Decides the compatibility-mode window and which traits exist.")
    var osVersion: OSVersionOption?

    @OptionGroup var projectOptions: ProjectOptions

    @Option(help: "Output format: table, json, or html (a contact sheet: every placement drawn at one scale); with --expect: table, json, github (annotations) or markdown (a pull-request summary).")
    var format: MatrixOutputFormat = .table

    @OptionGroup var expectation: ExpectationOptions

    func validate() throws {
        if app != nil && projectOptions.project != nil { throw ValidationError("give --app or --project, not both") }
        try expectation.validate(format: format)
        if let app, !AppLookup.isPath(app), SampleApps.named(app) == nil {
            throw ValidationError("unknown app '\(app)'; expected an app description file (a path ending in .json) or one of \(SampleApps.names.joined(separator: ", "))")
        }
    }

    /// The version the rows describe.
    var os: OSVersion { osVersion?.version ?? .latest }

    func run() throws {
        if expectation.expect != nil { return try runCheck() }
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        if let file = expectation.record { return try record(to: file) }
        let (sample, header) = try selectedApp()
        return try render(app: sample, header: header, format: format)
    }

    /// The app of `--app` or `--project`, and the line the table starts with for a project.
    func selectedApp() throws -> (app: RunnableApp?, header: String) {
        var sample = try app.map { name throws(AppDescriptionError) in try AppLookup.app(name) }
        var header = ""
        if let described = try projectOptions.appDescription() {
            sample = try RunnableApp.described(described)
            let unresolved = described.unresolved.count
            header = "\(described.name): read from \(described.source ?? projectOptions.project ?? "")"
                + (unresolved == 0 ? "" : " (\(unresolved) unresolved; `padkit app init` lists them)") + "\n\n"
        }
        return (sample, header)
    }

    /// The matrix of `sample` (none: the windows alone) in `format`.
    func render(app sample: RunnableApp?, header: String, format: MatrixOutputFormat) throws -> String {
        let devices = try selectedDevices()
        if iphoneOnly, let mode {
            throw MatrixSelectionError(description: "--mode \(mode.mode.id) is an iPad window; an iPhone-only app gets only \(CompatibilityMode.modeID) on iPad (--iphone-only)")
        }
        for device in devices where osVersion != nil {
            do { try device.checkSupports(os) } catch { throw MatrixSelectionError(description: "--os-version: \(error)") }
        }
        // The options are read once here: each read of an ArgumentParser property goes through its
        // wrapper's parsed state, and the loops below run once per placement.
        let os = self.os, orientation = self.orientation, mode = self.mode
        // Each device's notes: why it has fewer placements, then, once per device family and
        // hardware orientations, the orientations the app refuses (``RunnableApp/orientationNote(on:placements:decision:)``,
        // which needs a launch in the first placement: it is taken with the inspections').
        var deviceNotes: [(reasons: [String], noteRequest: Int)] = []
        var noteRequests: [(key: String, device: Device, placements: [Placement])] = []
        let placements = devices.flatMap { device -> [Placement] in
            guard let sample else { return rows(for: device) }
            let (placements, reasons) = sample.infoPlist.occupiablePlacements(on: device, appName: sample.name, osVersion: os)
            let noteKey = "\(device.family.rawValue) \(device.supportedInterfaceOrientations.rawValue)"
            if !noteRequests.contains(where: { $0.key == noteKey }) { noteRequests.append((noteKey, device, placements)) }
            deviceNotes.append((reasons, noteRequests.firstIndex { $0.key == noteKey } ?? 0))
            return placements
        }.filter { placement in
            (orientation == nil || placement.isLandscape == orientation?.interfaceOrientation.isLandscape)
                && (mode == nil || placement.mode == mode?.mode)
        }
        if format == .html { return contactSheet(placements, app: sample, os: os) }
        // Only the table prints the notes.
        let decisionPlacements = format == .table ? noteRequests.compactMap(\.placements.first) : []
        let launched = sample.map {
            Self.launches(of: $0, inspecting: placements, resolvingOrientationsIn: decisionPlacements, osVersion: os)
        } ?? MatrixLaunches(inspections: placements.map { _ in nil }, orientationDecisions: [])
        let inspections = launched.inspections
        var notes: [String] = []
        if let sample, format == .table {
            var decisions = launched.orientationDecisions.makeIterator()
            let orientationNotes = noteRequests.map { request in
                request.placements.isEmpty ? nil
                    : sample.orientationNote(on: request.device, placements: request.placements, decision: decisions.next() ?? nil)
            }
            for (reasons, request) in deviceNotes {
                for note in reasons + [orientationNotes[request]].compactMap({ $0 }) where !notes.contains(note) { notes.append(note) }
            }
        }
        switch format {
        case .json:
            return JSONValue.array(zip(placements, inspections).map { placement, inspection in
                guard case .object(var pairs) = placement.jsonValue(traits: placement.traitCollection().restricted(to: os), osVersion: os) else { return .null }
                if let frame = CompatibilityMode.frameOnScreen(of: placement) {
                    // Where the iPhone-only app's screen sits on the iPad's, in iPad points.
                    pairs.append(("frameOnScreen", .object([("x", .number(Double(frame.minX))), ("y", .number(Double(frame.minY))),
                                                            ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height)))])))
                }
                if let inspection { pairs.append((inspection.jsonKey, inspection.json)) }
                return .object(pairs)
            }).prettyText
        case .table, .html, .github, .markdown:
            return header + table(placements, inspections: inspections, deviceCount: devices.count, notes: notes, os: os)
        }
    }

    /// The contact sheet: each placement's window, after the app's inspection ran in it (so the
    /// centre window `vesync` opens is in the picture).
    private func contactSheet(_ placements: [Placement], app sample: RunnableApp?, os: OSVersion) -> String {
        let figures = placements.map { placement -> PlacementFigure in
            let window = sample?.launch(in: placement, osVersion: os) ?? Window(placement: placement, osVersion: os)
            if sample == nil { window.makeKeyAndVisible() }
            let inspection = sample.flatMap { $0.inspect?(window) }
            return PlacementFigure(picture: WindowPicture(window), details: inspection?.columns ?? [])
        }
        let what = sample.map { "app \($0.name): \($0.summary)" } ?? "no app (--app draws one)"
        return ContactSheet(title: "padkit matrix" + (sample.map { ": \($0.name)" } ?? ""),
                            subtitle: "\(placements.count) \(placements.count == 1 ? "placement" : "placements"), \(what)",
                            figures: figures).html
    }

    /// A device's rows: its fixed windows, or for an iPhone-only app on an iPad the
    /// compatibility-mode window in each orientation (``Placement/compatibilityMode(device:orientation:osVersion:)``).
    private func rows(for device: Device) -> [Placement] {
        guard iphoneOnly, device.family == .iPad else { return Placement.fixedPlacements(for: device) }
        return [InterfaceOrientation.portrait, .landscapeRight].compactMap {
            try? Placement.compatibilityMode(device: device, orientation: $0, osVersion: os)
        }
    }

    /// Options that contradict each other (exit 1, no usage text).
    struct MatrixSelectionError: Error, CustomStringConvertible {
        let description: String
    }

    private func selectedDevices() throws -> [Device] {
        var devices: [Device] = []
        for id in deviceIDs where !devices.contains(where: { $0.id == id }) {
            let device = try Device.named(id)
            if let family, device.family != family {
                throw MatrixSelectionError(description: "--device \(id) is an \(device.family.rawValue == "ipad" ? "iPad" : "iPhone"), but --family is \(family.rawValue)")
            }
            devices.append(device)
        }
        if deviceIDs.isEmpty { devices = Device.all.filter { family == nil || $0.family == family } }
        return devices
    }

    /// The footnote for the SAFE AREA column.
    private var safeAreaNote: String {
        "\nSAFE AREA is the window's safeAreaInsets, top,left,bottom,right: status bar, sensor housing, home indicator."
    }

    /// The table. With `--app`, the app's columns replace SOURCE (the JSON keeps both) so rows
    /// stay within 120 columns.
    private func table(_ placements: [Placement], inspections: [AppInspection?], deviceCount: Int, notes: [String], os: OSVersion) -> String {
        let appColumns = inspections.compactMap { $0 }.first?.columns.map(\.title) ?? []
        var columns: [TextTable.Column] = [
            .init(title: "DEVICE"), .init(title: "ORIENTATION"), .init(title: "MODE"),
            .init(title: "WIDTH", rightAligned: true), .init(title: "HEIGHT", rightAligned: true),
            .init(title: "CLASS"),
        ]
        columns += appColumns.isEmpty ? [.init(title: "SAFE AREA"), .init(title: "SOURCE")] : appColumns.map { .init(title: $0) }
        var table = TextTable(columns)
        var previous: String?
        for (placement, inspection) in zip(placements, inspections) {
            if let previous, previous != placement.device.id { table.appendSeparator() }
            previous = placement.device.id
            let traits = placement.traitCollection().restricted(to: os)
            var cells = [
                placement.device.id,
                placement.isLandscape ? "landscape" : "portrait",
                placement.mode.id,
                NumberText.points(Double(placement.window.size.width)),
                NumberText.points(Double(placement.window.size.height)),
                "w\(traits.horizontalSizeClass.abbreviation) h\(traits.verticalSizeClass.abbreviation)",
            ]
            if appColumns.isEmpty {
                cells.append(placement.safeAreaInsets.compactText)
                cells.append(placement.window.provenance.compactDescription)
            } else {
                cells += inspection?.columns.map(\.value) ?? []
            }
            table.append(cells)
        }
        let rule = SizeClassRule.standard
        return table.render() + """

            \(placements.count) \(placements.count == 1 ? "placement" : "placements") on \(deviceCount) \(deviceCount == 1 ? "device" : "devices"). CLASS is the window's size classes \
            (w = horizontal, h = vertical; R regular, C compact):
            iPad regular from \(NumberText.points(rule.padRegularMinimumWidth)) pt wide; iPhone landscape regular \
            when the portrait screen is at least \(NumberText.points(rule.phoneLandscapeRegularMinimumPortraitWidth)) pt wide.\(appColumns.isEmpty ? safeAreaNote : "")

            """ + notes.map { "\($0)\n" }.joined()
    }
}
