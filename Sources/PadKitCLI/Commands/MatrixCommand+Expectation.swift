import ArgumentParser
import Foundation
import PadKit
import PadKitApps
import PadKitReport
import PadKitSamples
import PadKitSimulator

extension MatrixCommand {
    /// What `padkit matrix --expect` prints and its exit status.
    struct CheckOutcome {
        /// The comparison in the asked format.
        var output: String
        /// Why the comparison could not be made (exit 2), for standard error.
        var error: String?
        /// 0 unchanged, 1 changed, 2 not compared.
        var exitCode: Int32
    }

    /// `--expect`: prints the comparison, the error to standard error, and exits with its status.
    func runCheck() throws {
        let outcome = check()
        print(outcome.output, terminator: "")
        if let error = outcome.error { FileHandle.standardError.write(Data("padkit matrix: \(error)\n".utf8)) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// Compares the expectation with what the app gets now (``MatrixComparison``) and renders it.
    func check() -> CheckOutcome {
        guard let file = expectation.expect else { return CheckOutcome(output: "", error: "--expect is missing", exitCode: 2) }
        do {
            let expected = try MatrixExpectation.read(contentsOf: file)
            let command = try selecting(expected.options)
            let app = try selectedApp().app
            let current = try command.rows(of: app)
            var comparison = try MatrixComparison(
                expectation: expected, current: current, description: app?.appDescription,
                interfaceFiles: app?.interfaces.fileDigests ?? []
            ) { recorded in
                try command.rows(of: RunnableApp.described(recorded))
            }
            if let descriptionFile { comparison.locateUnsourcedChanges(in: descriptionFile) }
            let paths = SourcePaths(descriptionFolder: descriptionFolder)
            var picturesPage: String?
            if let folder = expectation.pictures {
                picturesPage = try writePictures(comparison, recorded: expected.description, current: app, to: folder)
            }
            let output: String
            switch format {
            case .github:
                output = ComparisonAnnotations(comparison: comparison, paths: paths, appChangesOnly: expectation.appChangesOnly).text
            case .markdown: output = ComparisonMarkdown(comparison: comparison, paths: paths, picturesPage: picturesPage).text
            case .json: output = comparison.jsonValue.prettyText
            case .table, .html: output = ComparisonText(comparison: comparison, appChangesOnly: expectation.appChangesOnly).text
            }
            return CheckOutcome(output: output, exitCode: comparison.fails(appChangesOnly: expectation.appChangesOnly) ? 1 : 0)
        } catch {
            return CheckOutcome(output: "", error: "the comparison could not be made: \(error)", exitCode: 2)
        }
    }

    /// `--record FILE`: writes the rows and the description they come from.
    func record(to file: String) throws -> String {
        let app = try selectedApp().app
        let rows = try rows(of: app)
        var recorded = MatrixExpectation(options: selectionArguments, description: app?.appDescription, rows: rows)
        recorded.interfaceFiles = app?.interfaces.fileDigests ?? []
        do {
            try Data(recorded.jsonValue.prettyText.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw CLIError("cannot write the expectation to \(file): \(error.localizedDescription)")
        }
        let name = app?.name ?? "the windows alone"
        let without =
            recorded.description == nil && app != nil
            ? " (an app written in Swift: no description, so --expect cannot tell its changes from PadKit's)" : ""
        return "Recorded \(rows.count) \(rows.count == 1 ? "placement" : "placements") of \(name) in \(file)\(without).\n"
    }

    /// The options that choose the placements, as they are written on the command line.
    var selectionArguments: [String] {
        var arguments: [String] = deviceIDs.flatMap { ["--device", $0] }
        if let family { arguments += ["--family", family.rawValue] }
        if let orientation { arguments += ["--orientation", orientation.rawValue] }
        if let mode { arguments += ["--mode", mode.id] }
        if iphoneOnly { arguments.append("--iphone-only") }
        if let osVersion { arguments += ["--os-version", osVersion.version.description] }
        if let multitasking { arguments += ["--multitasking", multitasking.rawValue] }
        if presentations { arguments.append("--presentations") }
        return arguments
    }

    /// This command with the placements chosen as they were recorded: the recorded options when
    /// none are given now; an error when others are.
    private func selecting(_ recorded: [String]?) throws -> MatrixCommand {
        guard let recorded, recorded != selectionArguments else { return self }
        guard selectionArguments.isEmpty else {
            // Presented screens' findings would all read as new or fixed: say which setting each has.
            let laidOut = { (options: [String]) in options.contains("--presentations") ? "laid out" : "not laid out" }
            let presented =
                recorded.contains("--presentations") == presentations
                ? "" : " (presented screens were \(laidOut(recorded)) when it was recorded and are \(laidOut(selectionArguments)) now)"
            throw CLIError(
                "the expectation was recorded with \(recorded.isEmpty ? "no options" : recorded.joined(separator: " ")), "
                    + "but this run gives \(selectionArguments.joined(separator: " "))\(presented); give the same options or none")
        }
        let parsed = try MatrixCommand.parse(recorded)
        var command = self
        command.deviceIDs = parsed.deviceIDs
        command.family = parsed.family
        command.orientation = parsed.orientation
        command.mode = parsed.mode
        command.iphoneOnly = parsed.iphoneOnly
        command.osVersion = parsed.osVersion
        command.multitasking = parsed.multitasking
        command.presentations = parsed.presentations
        return command
    }

    /// The rows `--format json` writes for `app`.
    func rows(of app: RunnableApp?) throws -> [JSONValue] {
        try matrix(of: app, format: .json).jsonRows
    }

    /// The folder the description's `source` paths are relative to: the project's folder, or the
    /// description file's.
    private var descriptionFolder: String {
        if let project = projectOptions.project {
            let url = URL(fileURLWithPath: project).standardizedFileURL
            let isProjectFile = ["xcodeproj", "pbxproj", "xcworkspace"].contains(url.pathExtension)
            return
                (url.pathExtension == "pbxproj"
                ? url.deletingLastPathComponent().deletingLastPathComponent()
                : isProjectFile ? url.deletingLastPathComponent() : url).path
        }
        if let app, AppLookup.isPath(app) { return URL(fileURLWithPath: app).standardizedFileURL.deletingLastPathComponent().path }
        return FileManager.default.currentDirectoryPath
    }

    /// A hand-written description file (`--app PATH`): where changes without a source are.
    private var descriptionFile: String? {
        guard let app, AppLookup.isPath(app) else { return nil }
        return URL(fileURLWithPath: app).lastPathComponent
    }

    /// The page of `--pictures`: each changed placement drawn with the recorded description and
    /// with today's (both by today's PadKit, so a PadKit change shows the same app twice, and the
    /// words say what the recorded rows had). Returns the page's path.
    private func writePictures(
        _ comparison: MatrixComparison, recorded: AppDescription?, current: RunnableApp?, to folder: String
    ) throws -> String {
        let before = try recorded.map { description throws(AppDescriptionError) in try RunnableApp.described(description) } ?? current
        var sections: [BeforeAfterPage.Section] = []
        for change in comparison.allChanges.prefix(Self.pictureLimit) {
            for mode in change.modes {
                guard let (placement, os) = placement(of: change.key, mode: mode) else { continue }
                let offeredBefore = !change.modesAdded.contains(mode), offeredNow = !change.modesRemoved.contains(mode)
                sections.append(
                    BeforeAfterPage.Section(
                        heading: "\(change.key.deviceText) \(change.key.orientation) \(mode)\(change.origin == .padkit ? " (PadKit)" : "")",
                        lines: [change.facts.joined(separator: "; ")] + change.causes.map(\.description),
                        before: offeredBefore ? figure(before, in: placement, os: os) : nil,
                        after: offeredNow ? figure(current, in: placement, os: os) : nil))
            }
        }
        let page = BeforeAfterPage(
            title: "padkit matrix --expect" + (comparison.appName.map { ": \($0)" } ?? ""),
            subtitle: "\(comparison.appChanges.count) changed by the app, \(comparison.padkitChanges.count) by PadKit; "
                + "before is the recorded description, after is today's, both drawn by this PadKit",
            sections: sections)
        let url = URL(fileURLWithPath: folder).appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(page.html.utf8).write(to: url)
        } catch {
            throw CLIError("cannot write the pictures to \(folder): \(error.localizedDescription)")
        }
        return url.path
    }

    /// At most this many changes are drawn (each may be several placements).
    static let pictureLimit = 40

    /// The placement a row key names, and the OS it runs: the row's `osVersion`, else the one
    /// `--os-version` chooses for the device; `nil` for a device or window this PadKit does not know.
    private func placement(of key: MatrixRowKey, mode: String) -> (Placement, OSVersion)? {
        guard let named = try? Device.named(key.device) else { return nil }
        var device = named
        if let display = key.display.flatMap(Display.ID.init(rawValue:)) {
            guard let pose = try? named.on(display, posture: key.posture.flatMap(Posture.init(rawValue:))) else { return nil }
            device = pose
        }
        guard let os = key.osVersion.flatMap(OSVersion.init) ?? (try? release(for: device)) else { return nil }
        let orientation: InterfaceOrientation = key.orientation == "landscape" ? .landscapeRight : .portrait
        if mode == CompatibilityMode.modeID {
            return (try? Placement.compatibilityMode(device: device, orientation: orientation, osVersion: os)).map { ($0, os) }
        }
        let setting = key.multitasking.flatMap(MultitaskingSetting.init(rawValue:))
        return WindowingSystem.placements(for: device, osVersion: os, only: setting)
            .first {
                $0.placement.mode.id == mode && $0.placement.isLandscape == orientation.isLandscape
                    && $0.placement.device.pose == device.pose
            }
            .map { ($0.placement, os) }
    }

    private func figure(_ app: RunnableApp?, in placement: Placement, os: OSVersion) -> PlacementFigure {
        let window = app?.launch(in: placement, osVersion: os) ?? Window(placement: placement, osVersion: os)
        if app == nil { window.makeKeyAndVisible() }
        let inspection = app?.inspect?(window)
        return PlacementFigure(picture: WindowPicture(window), details: inspection?.columns ?? [])
    }
}
