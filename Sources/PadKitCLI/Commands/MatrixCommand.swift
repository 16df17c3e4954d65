import ArgumentParser
import PadKit
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
        a rule (see reference/devices.md).
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

    @Option(help: "Run this sample app in every placement and add what it reports: \(SampleApps.names.joined(separator: ", ")).")
    var app: String?

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    func validate() throws {
        if let app, SampleApps.named(app) == nil {
            throw ValidationError("unknown app '\(app)'; expected one of \(SampleApps.names.joined(separator: ", "))")
        }
    }

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let devices = try selectedDevices()
        let placements = devices.flatMap(Placement.fixedPlacements(for:)).filter { placement in
            (orientation == nil || placement.isLandscape == orientation?.interfaceOrientation.isLandscape)
                && (mode == nil || placement.mode == mode?.mode)
        }
        let inspections = app.flatMap(SampleApps.named).map { Self.inspections(of: $0, in: placements) }
            ?? placements.map { _ in nil }
        switch format {
        case .json:
            return JSONValue.array(zip(placements, inspections).map { placement, inspection in
                guard case .object(var pairs) = placement.jsonValue(traits: placement.traitCollection()) else { return .null }
                if let inspection { pairs.append((inspection.jsonKey, inspection.json)) }
                return .object(pairs)
            }).prettyText
        case .table:
            return table(placements, inspections: inspections, deviceCount: devices.count)
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

    /// The table. With `--app`, the app's columns replace SOURCE (the JSON keeps both) so rows
    /// stay within 120 columns.
    private func table(_ placements: [Placement], inspections: [AppInspection?], deviceCount: Int) -> String {
        let appColumns = inspections.compactMap { $0 }.first?.columns.map(\.title) ?? []
        var columns: [TextTable.Column] = [
            .init(title: "DEVICE"), .init(title: "ORIENTATION"), .init(title: "MODE"),
            .init(title: "WIDTH", rightAligned: true), .init(title: "HEIGHT", rightAligned: true),
            .init(title: "CLASS"),
        ]
        columns += appColumns.isEmpty ? [.init(title: "SOURCE")] : appColumns.map { .init(title: $0) }
        var table = TextTable(columns)
        var previous: String?
        for (placement, inspection) in zip(placements, inspections) {
            if let previous, previous != placement.device.id { table.appendSeparator() }
            previous = placement.device.id
            let traits = placement.traitCollection()
            var cells = [
                placement.device.id,
                placement.isLandscape ? "landscape" : "portrait",
                placement.mode.id,
                NumberText.points(Double(placement.window.size.width)),
                NumberText.points(Double(placement.window.size.height)),
                "w\(traits.horizontalSizeClass.abbreviation) h\(traits.verticalSizeClass.abbreviation)",
            ]
            if appColumns.isEmpty {
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
            when the portrait screen is at least \(NumberText.points(rule.phoneLandscapeRegularMinimumPortraitWidth)) pt wide.

            """
    }
}
