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

    @Option(help: "The iOS / iPadOS version (default: each device's newest release). Decides the windows iPadOS offers, the compatibility-mode window, the safe areas and which traits exist.")
    var osVersion: OSVersionOption?

    @Option(help: "Only this iPadOS multitasking setting's windows: \(MultitaskingSetting.allValueStrings.joined(separator: ", ")) (classic is iPadOS 9 to 18).")
    var multitasking: MultitaskingSetting?

    @OptionGroup var projectOptions: ProjectOptions

    @Option(help: "Output format: table, json, or html (a contact sheet: every placement drawn at one scale).")
    var format: MatrixOutputFormat = .table

    func validate() throws {
        if app != nil && projectOptions.project != nil { throw ValidationError("give --app or --project, not both") }
        if let app, !AppLookup.isPath(app), SampleApps.named(app) == nil {
            throw ValidationError("unknown app '\(app)'; expected an app description file (a path ending in .json) or one of \(SampleApps.names.joined(separator: ", "))")
        }
    }

    /// The version `device`'s rows answer for: `--os-version` as the modelled release that answers
    /// for it, else the newest release the device runs.
    private func release(for device: Device) throws -> OSVersion {
        guard let osVersion else { return device.newestOSVersion }
        let release = try osVersion.modelledRelease()
        do { try device.checkSupports(osVersion.version) } catch { throw MatrixSelectionError(description: "--os-version: \(error)") }
        return release
    }

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let devices = try selectedDevices()
        if iphoneOnly, let mode {
            throw MatrixSelectionError(description: "--mode \(mode.mode.id) is an iPad window; an iPhone-only app gets only \(CompatibilityMode.modeID) on iPad (--iphone-only)")
        }
        // A --mode or --multitasking that no selected device offers on its OS is an error; one that
        // only some offer narrows the rows to those (`--family ipad --mode half` lists the iPads
        // whose newest release still has Split View).
        var osOfDevice: [String: OSVersion] = [:]
        var unavailable: [MatrixSelectionError] = []
        for device in devices {
            let os = try release(for: device)
            osOfDevice[device.id] = os
            if let mode, !iphoneOnly {
                do { _ = try WindowingSystem.setting(offering: mode.mode, on: device, osVersion: os, only: multitasking) } catch {
                    unavailable.append(MatrixSelectionError(description: "--mode: \(error)"))
                }
            } else if let multitasking, device.family == .iPad {
                do { _ = try WindowingSystem.setting(offering: .full, on: device, osVersion: os, only: multitasking) } catch {
                    unavailable.append(MatrixSelectionError(description: "--multitasking: \(error)"))
                }
            }
        }
        let checked = self.mode == nil ? devices.filter { $0.family == .iPad }.count : devices.count
        if let first = unavailable.first, unavailable.count == checked { throw first }
        // The options are read once here: each read of an ArgumentParser property goes through its
        // wrapper's parsed state, and the loops below run once per placement.
        let orientation = self.orientation, mode = self.mode, multitasking = self.multitasking
        func os(_ placement: Placement) -> OSVersion { osOfDevice[placement.device.id] ?? .latest }
        var sample = try app.map { name throws(AppDescriptionError) in try AppLookup.app(name) }
        var header = ""
        if let described = try projectOptions.appDescription() {
            sample = try RunnableApp.described(described)
            let unresolved = described.unresolved.count
            header = "\(described.name): read from \(described.source ?? projectOptions.project ?? "")"
                + (unresolved == 0 ? "" : " (\(unresolved) unresolved; `padkit app init` lists them)") + "\n\n"
        }
        // Each device's notes: why it has fewer placements, then, once per device family,
        // hardware orientations and OS version, the orientations the app refuses (``RunnableApp/orientationNote(on:placements:decision:)``,
        // which needs a launch in the first placement: it is taken with the inspections').
        var deviceNotes: [(reasons: [String], noteRequest: Int)] = []
        var noteRequests: [(key: String, device: Device, placements: [Placement])] = []
        let rows = devices.flatMap { device -> [SettingPlacement] in
            let os = osOfDevice[device.id] ?? .latest
            guard let sample else { return deviceRows(for: device, os: os, only: multitasking) }
            let (placements, reasons) = sample.infoPlist.occupiablePlacements(on: device, appName: sample.name, osVersion: os, only: multitasking)
            let noteKey = "\(device.family.rawValue) \(device.supportedInterfaceOrientations.rawValue) \(os)"
            if !noteRequests.contains(where: { $0.key == noteKey }) { noteRequests.append((noteKey, device, placements.map(\.placement))) }
            deviceNotes.append((reasons, noteRequests.firstIndex { $0.key == noteKey } ?? 0))
            return placements
        }.filter { row in
            (orientation == nil || row.placement.isLandscape == orientation?.interfaceOrientation.isLandscape)
                && (mode == nil || row.placement.mode.id == mode?.mode.id)
        }
        let placements = rows.map(\.placement)
        if format == .html { return contactSheet(placements, app: sample, os: os) }
        // Only the table prints the notes.
        let decisionPlacements = format == .table ? noteRequests.compactMap(\.placements.first) : []
        let launched = sample.map { Self.launches(of: $0, inspecting: placements, resolvingOrientationsIn: decisionPlacements, osVersion: os) }
            ?? MatrixLaunches(inspections: placements.map { _ in nil }, orientationDecisions: [])
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
            return JSONValue.array(zip(rows, inspections).map { row, inspection in
                let placement = row.placement, os = os(placement)
                guard case .object(var pairs) = placement.jsonValue(traits: placement.traitCollection().restricted(to: os), osVersion: os,
                                                                    multitasking: row.setting) else { return .null }
                if let frame = CompatibilityMode.frameOnScreen(of: placement) {
                    // Where the iPhone-only app's screen sits on the iPad's, in iPad points.
                    pairs.append(("frameOnScreen", FrameText.json(frame)))
                }
                if let inspection { pairs.append((inspection.jsonKey, inspection.json)) }
                return .object(pairs)
            }).prettyText
        case .table, .html:
            return header + table(rows, inspections: inspections, deviceCount: devices.count, notes: notes, os: os)
        }
    }

    /// The contact sheet: each placement's window, after the app's inspection ran in it (so the
    /// centre window `vesync` opens is in the picture).
    private func contactSheet(_ placements: [Placement], app sample: RunnableApp?, os: (Placement) -> OSVersion) -> String {
        let figures = placements.map { placement -> PlacementFigure in
            let window = sample?.launch(in: placement, osVersion: os(placement)) ?? Window(placement: placement, osVersion: os(placement))
            if sample == nil { window.makeKeyAndVisible() }
            let inspection = sample.flatMap { $0.inspect?(window) }
            return PlacementFigure(picture: WindowPicture(window), details: inspection?.columns ?? [])
        }
        let what = sample.map { "app \($0.name): \($0.summary)" } ?? "no app (--app draws one)"
        return ContactSheet(title: "padkit matrix" + (sample.map { ": \($0.name)" } ?? ""),
                            subtitle: "\(placements.count) \(placements.count == 1 ? "placement" : "placements"), \(what)",
                            figures: figures).html
    }

    /// A device's rows on `os`: the windows iPadOS offers (``WindowingSystem/placements(for:osVersion:only:)``),
    /// or for an iPhone-only app on an iPad the compatibility-mode window in each orientation
    /// (``Placement/compatibilityMode(device:orientation:osVersion:)``).
    private func deviceRows(for device: Device, os: OSVersion, only: MultitaskingSetting?) -> [SettingPlacement] {
        guard iphoneOnly, device.family == .iPad else { return WindowingSystem.placements(for: device, osVersion: os, only: only) }
        let setting = only ?? MultitaskingSetting.settings(for: device.family, osVersion: os).first
        return [InterfaceOrientation.portrait, .landscapeRight].compactMap {
            try? Placement.compatibilityMode(device: device, orientation: $0, osVersion: os)
        }.map { SettingPlacement(placement: $0, setting: setting) }
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
    private func table(_ rows: [SettingPlacement], inspections: [AppInspection?], deviceCount: Int, notes: [String], os: (Placement) -> OSVersion) -> String {
        let appColumns = inspections.compactMap { $0 }.first?.columns.map(\.title) ?? []
        var columns: [TextTable.Column] = [
            .init(title: "DEVICE"), .init(title: "OS"), .init(title: "MULTITASKING"), .init(title: "ORIENTATION"), .init(title: "MODE"),
            .init(title: "WIDTH", rightAligned: true), .init(title: "HEIGHT", rightAligned: true),
            .init(title: "CLASS"),
        ]
        columns += appColumns.isEmpty ? [.init(title: "SAFE AREA"), .init(title: "SOURCE")] : appColumns.map { .init(title: $0) }
        var table = TextTable(columns)
        var previous: String?
        for (row, inspection) in zip(rows, inspections) {
            let placement = row.placement, os = os(placement)
            if let previous, previous != placement.device.id { table.appendSeparator() }
            previous = placement.device.id
            let traits = placement.traitCollection().restricted(to: os)
            var cells = [
                placement.device.id,
                os.description,
                row.setting?.rawValue ?? "",
                placement.isLandscape ? "landscape" : "portrait",
                placement.mode.id,
                NumberText.points(Double(placement.window.size.width)),
                NumberText.points(Double(placement.window.size.height)),
                "w\(traits.horizontalSizeClass.abbreviation) h\(traits.verticalSizeClass.abbreviation)",
            ]
            if appColumns.isEmpty {
                cells.append(placement.safeArea(os: os).insets.compactText)
                cells.append(placement.window.provenance.compactDescription)
            } else {
                cells += inspection?.columns.map(\.value) ?? []
            }
            table.append(cells)
        }
        let rule = SizeClassRule.standard
        return table.render() + """

            \(rows.count) \(rows.count == 1 ? "placement" : "placements") on \(deviceCount) \(deviceCount == 1 ? "device" : "devices"). CLASS is the window's size classes \
            (w = horizontal, h = vertical; R regular, C compact):
            iPad regular from \(NumberText.points(rule.padRegularMinimumWidth)) pt wide; iPhone landscape regular \
            when the portrait screen is at least \(NumberText.points(rule.phoneLandscapeRegularMinimumPortraitWidth)) pt wide.\(appColumns.isEmpty ? safeAreaNote : "")
            OS is the release each row answers for (\(osVersion == nil ? "each device's newest; --os-version picks one" : "--os-version")); \
            MULTITASKING is the iPad setting that offers the window (classic up to iPadOS 18; fullScreenApps, windowedApps, stageManager from 26).

            """ + notes.map { "\($0)\n" }.joined()
    }
}
