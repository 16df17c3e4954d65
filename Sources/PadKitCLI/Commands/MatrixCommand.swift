import Foundation
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

    @Option(name: .customLong("device"), help: "A device id or name (repeatable); see `padkit devices`.")
    var deviceIDs: [String] = []

    @Option(help: "Only this family: \(DeviceFamily.allValueStrings.joined(separator: ", ")).")
    var family: DeviceFamily?

    @Option(help: "Only this orientation: portrait or landscape.")
    var orientation: OrientationOption?

    @Option(help: "Only this window mode: \(ModeOption.allValueStrings.joined(separator: ", ")).")
    var mode: ModeOption?

    @Option(
        help:
            """
            Run this app in every placement it can occupy and add what it reports: an app description file (a path with a / or a .json \
            ending) or a sample: \(SampleApps.names.joined(separator: ", ")).
            """
    )
    var app: String?

    @Flag(
        help:
            """
            An iPhone-only app (UIDeviceFamily [1]): on iPads, its compatibility-mode window (mode iphone_compatibility) instead of the \
            iPad windows; from iPadOS 27, the iPad windows with an iPhone's traits.
            """
    )
    var iphoneOnly = false

    @Option(
        help:
            """
            The iOS / iPadOS version (default: each device's newest release). Decides the windows iPadOS offers, the compatibility-mode \
            window, the safe areas and which traits exist.
            """
    )
    var osVersion: OSVersionOption?

    @Option(
        help:
            """
            Only this iPadOS multitasking setting's windows: \(MultitaskingSetting.allValueStrings.joined(separator: ", ")) (classic is \
            iPadOS 9 to 18).
            """
    )
    var multitasking: MultitaskingSetting?

    @Option(
        help:
            """
            The SOURCE column: short (the kind: spec, measured, derived) or full (also the sources behind a derived number); default: the \
            kind and its keys. docs/sources.md explains them.
            """
    )
    var sources: SourcesOption?

    @Option(
        help:
            """
            A JSON file of measured placements (docs/measuring.md): they replace derived window sizes and safe areas, with the provenance \
            'measured: FILE'.
            """
    )
    var measurements: String?

    @OptionGroup var projectOptions: ProjectOptions

    @Option(
        help:
            """
            Output format: table, json, or html (a contact sheet: every placement drawn at one scale); with --expect: table, json, github \
            (annotations) or markdown (a pull-request summary).
            """
    )
    var format: MatrixOutputFormat = .table

    @OptionGroup var expectation: ExpectationOptions

    @Flag(
        help:
            """
            Instead of the table: what breaks in the app's Interface Builder views, one finding per cause with its views' and \
            constraints' IB ids and sources and every window it affects.
            """
    )
    var layoutDetails = false

    @Option(
        help:
            """
            The layout finding kinds reported, comma-separated, or all (default: those whose precision on real apps is at least 80 %: \
            \(LayoutFindingKind.allCases.filter(\.isReportedByDefault).map(\.rawValue).joined(separator: ", "))).
            """
    )
    var layoutKinds: String?

    @Flag(
        help:
            """
            With --project: do not load the app's Interface Builder views (storyboard scenes, XIBs); its controllers are laid out as \
            containers only, as before.
            """
    )
    var noViews = false

    @Flag(
        help:
            """
            Also lay out every presentation the app's description names (form sheets, popovers, full-screen controllers), presented \
            and dismissed in every window; by default the matrix lays out what each window shows at launch and what its navigation \
            stacks, tabs and show segues reach (padkit audit always adds the presentations).
            """
    )
    var presentations = false

    /// The kinds `--layout-kinds` names.
    func selectedLayoutKinds() throws -> [LayoutFindingKind] {
        guard let layoutKinds else { return LayoutFindingKind.allCases.filter(\.isReportedByDefault) }
        if layoutKinds == "all" { return LayoutFindingKind.allCases }
        return try layoutKinds.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let kind = LayoutFindingKind(rawValue: trimmed) else {
                throw CLIError(
                    """
                    --layout-kinds: '\(trimmed)' is not a layout finding kind; expected all or some of \
                    \(LayoutFindingKind.allCases.map(\.rawValue).joined(separator: ", "))
                    """
                )
            }
            return kind
        }
    }

    func validate() throws {
        if app != nil && projectOptions.project != nil { throw ValidationError("give --app or --project, not both") }
        try expectation.validate(format: format)
        if layoutDetails && format != .table { throw ValidationError("--layout-details prints text; leave out --format \(format)") }
        if let app, !AppLookup.isPath(app), SampleApps.named(app) == nil {
            throw ValidationError(
                """
                unknown app '\(app)'; expected an app description file (a path ending in .json) or one of \
                \(SampleApps.names.joined(separator: ", "))
                """
            )
        }
    }

    /// The version `device`'s rows answer for: `--os-version` as the modelled release that answers
    /// for it, else the newest release the device runs.
    func release(for device: Device) throws -> OSVersion {
        guard let osVersion else { return device.newestOSVersion }
        let release = try osVersion.modelledRelease()
        do { try device.checkSupports(osVersion.version) } catch { throw CLIError("--os-version: \(error)") }
        return release
    }

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
            sample = try RunnableApp.described(described, loadingInterfaces: !noViews)
            let unresolved = described.unresolved.count
            header =
                "\(described.name): read from \(described.source ?? projectOptions.project ?? "")"
                + (unresolved == 0 ? "" : " (\(unresolved) unresolved; `padkit app init` lists them)") + "\n\n"
        }
        return (sample, header)
    }

    /// The matrix of `sample` (none: the windows alone) in `format`.
    func render(app sample: RunnableApp?, header: String, format: MatrixOutputFormat) throws -> String {
        let matrix = try self.matrix(of: sample, format: format)
        if layoutDetails {
            let unresolved = (sample?.interfaces.unresolved ?? []).map { "unresolved: \($0.text)\n" }.joined()
            guard let layout = matrix.layout else {
                return header + "The app names no Interface Builder views (\"storyboard\" + \"scene\" or \"nib\").\n" + unresolved
            }
            return header + layout.details(windowCount: matrix.rows.count) + unresolved
        }
        switch format {
        case .html:
            return contactSheet(
                matrix.placements, app: sample, os: matrix.osVersion(of:), notes: matrix.reasons, layoutKinds: try selectedLayoutKinds())
        case .json:
            return JSONValue.array(matrix.jsonRows).prettyText
        case .table, .github, .markdown:
            return header
                + table(
                    matrix.rows, inspections: matrix.inspections, deviceCount: matrix.deviceCount, notes: matrix.notes,
                    os: matrix.osVersion(of:))
        }
    }

    /// The rows the options select for `sample`, with what `format` prints of them (notes only for
    /// the table, no inspections for the contact sheet, which draws its own launches).
    ///
    /// - Throws: ``CLIError`` for options that contradict each other or select nothing.
    func matrix(of sample: RunnableApp?, format: MatrixOutputFormat) throws -> AppMatrix {
        let devices = try selectedDevices()
        // The options are read once here: each read of an ArgumentParser property goes through its
        // wrapper's parsed state, and the loops in AppMatrix run once per placement.
        let selection = MatrixSelection(
            devices: try devices.map { ($0, try release(for: $0)) }, modeID: mode?.id, iPhoneOnly: iphoneOnly,
            multitasking: multitasking, landscape: orientation?.interfaceOrientation.isLandscape)
        do { try selection.checkOffered() } catch { throw CLIError(error.description) }
        let matrix = AppMatrix(
            devices: devices, app: sample, osVersion: selection.osVersion(of:), iPhoneOnly: selection.iPhoneOnly,
            multitasking: selection.multitasking, landscape: selection.landscape, modeID: selection.modeID,
            measurements: try measurements.map(MeasurementsFile.load),
            inspecting: format != .html, notes: format == .table, layoutKinds: try selectedLayoutKinds(), presentations: presentations)
        if matrix.rows.isEmpty, !devices.isEmpty {
            throw CLIError(selection.emptySelectionReason(appNotes: matrix.reasons))
        }
        return matrix
    }

    /// The contact sheet: each placement's window, after the app's inspection ran in it (so the
    /// centre window `vesync` opens is in the picture).
    private func contactSheet(
        _ placements: [Placement], app sample: RunnableApp?, os: (Placement) -> OSVersion, notes: [String], layoutKinds: [LayoutFindingKind]
    ) -> String {
        let presentations = self.presentations
        let figures = placements.map { placement -> PlacementFigure in
            let window = sample?.launch(in: placement, osVersion: os(placement)) ?? Window(placement: placement, osVersion: os(placement))
            if sample == nil { window.makeKeyAndVisible() }
            let inspection = sample.flatMap { $0.inspect?(window) }
            // Every screen's findings (pushed ones, presented ones with --presentations), listed under the drawing of the launch.
            let picture = WindowPicture(
                window, layoutKinds: layoutKinds,
                reachedFindings: sample.map { app in { app.layoutFindings(in: $0, presentations: presentations) } })
            return PlacementFigure(picture: picture, details: inspection?.columns ?? [])
        }
        let description = sample?.appDescription
        var what =
            sample.map { "app \($0.name): " + (description?.source.map { "read from \($0)" } ?? $0.summary) } ?? "no app (--app draws one)"
        if let target = description?.deploymentTarget { what += "; deployment target \(target)" }
        let unresolved = (description?.unresolved ?? []).map(\.text)
        return ContactSheet(
            title: "padkit matrix" + (sample.map { ": \($0.name)" } ?? ""),
            subtitle: "\(placements.count) \(placements.count == 1 ? "placement" : "placements"), \(what)",
            figures: figures, unresolved: unresolved, notes: notes
        ).html
    }

    private func selectedDevices() throws -> [Device] {
        var devices: [Device] = []
        for id in deviceIDs {
            let device = try Device.named(id)
            if devices.contains(where: { $0.id == device.id }) { continue }
            if let family, device.family != family {
                throw CLIError(
                    "--device \(id) is an \(device.family.rawValue == "ipad" ? "iPad" : "iPhone"), but --family is \(family.rawValue)")
            }
            devices.append(device)
        }
        if deviceIDs.isEmpty { devices = Device.all.filter { family == nil || $0.family == family } }
        return devices
    }

    /// The footnote for rows of an iPhone-only app in iPad windows (iPadOS 27).
    static let iPhoneAppNote =
        "On iPadOS \(OSRelease.resizableIPhoneApps.version.major) an iPhone-only app runs in the iPad's windows, "
        + "resizable, with the iPhone idiom and a compact width at every size (CLASS stays wC)."

    /// The footnote for rows of a device with several displays (iPhone Duo).
    static let displayNote =
        "DISPLAY is the display the window is on and how far the device is open (UIHinge's closed, partiallyOpen, fullyOpen); "
        + "the inner display is regular x regular with the phone idiom, and apps built with the iOS 27.1 SDK "
        + "get their bars in a vertical strip that the safe area leaves out."

    /// The footnote for the SAFE AREA column.
    private var safeAreaNote: String {
        "\nSAFE AREA is the window's safeAreaInsets, top,left,bottom,right: status bar, sensor housing, home indicator."
    }

    /// The table. With `--app`, the app's columns replace SOURCE (the JSON keeps both) so rows
    /// stay within 120 columns.
    private func table(
        _ rows: [SettingPlacement], inspections: [AppInspection?], deviceCount: Int, notes: [String], os: (Placement) -> OSVersion
    ) -> String {
        let appColumns = inspections.compactMap { $0 }.first?.columns.map(\.title) ?? []
        // Devices with several displays (iPhone Duo) add the display and posture of each row.
        let showsPose = rows.contains { $0.placement.device.pose != nil }
        var columns: [TextTable.Column] = [.init(title: "DEVICE")] + (showsPose ? [.init(title: "DISPLAY")] : [])
        columns += [
            .init(title: "OS"), .init(title: "MULTITASKING"), .init(title: "ORIENTATION"), .init(title: "MODE"),
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
            var cells = [placement.device.id] + (showsPose ? [placement.device.pose ?? ""] : [])
            cells += [
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
                cells.append(SourcesOption.text(placement.window.provenance, sources))
            } else {
                cells += inspection?.columns.map(\.value) ?? []
            }
            table.append(cells)
        }
        let rule = SizeClassRule.standard
        return table.render() + """

            \(rows.count) \(rows.count == 1 ? "placement" : "placements") on \(deviceCount) \(deviceCount == 1 ? "device" : "devices"). \
            CLASS is the window's size classes \
            (w = horizontal, h = vertical; R regular, C compact):
            iPad regular from \(NumberText.points(rule.padRegularMinimumWidth)) pt wide; iPhone landscape regular \
            when the portrait screen is at least \(NumberText.points(rule.phoneLandscapeRegularMinimumPortraitWidth)) pt \
            wide.\(appColumns.isEmpty ? safeAreaNote : "")
            OS is the release each row answers for \
            (\(osVersion == nil ? "each device's newest; --os-version picks one" : "--os-version")); \
            MULTITASKING is the iPad setting that offers the window (classic up to iPadOS 18; fullScreenApps, windowedApps, stageManager \
            from 26).
            \(rows.contains { $0.placement.hostsIPhoneApp } ? Self.iPhoneAppNote + "\n" : "")\(showsPose ? Self.displayNote + "\n" : "")
            """ + notes.map { "\($0)\n" }.joined()
    }
}
