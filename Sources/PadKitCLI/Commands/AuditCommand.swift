import ArgumentParser
import Foundation
import PadKit
import PadKitApps
import PadKitAudit
import PadKitReport
import PadKitSamples

/// `padkit audit`: how ready an app is for iPad, iPhone Duo and today's windows, graded from
/// evidence (docs/audit.md). The criteria and the grade are `PadKitAudit`'s; this command gathers
/// the producers' outputs and renders.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Grade an app's readiness for iPad windows (tier 3 runs in every window, 2 adapts, 1 differentiated), with evidence.",
        discussion: """
            Exit 0; with --fail-below TIER, 1 unless the grade is TIER or better (a lower number); with --expect, 1 when a \
            criterion's status or the grade fell; 2 for input that cannot be audited. Criteria padkit-lint answers are \
            unknown until it is built (`swift build --product padkit-lint`).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, html, sarif, github
    }

    @OptionGroup var projectOptions: ProjectOptions

    @Option(help: "An app description file (.json) or a sample: \(SampleApps.names.joined(separator: ", ")).")
    var app: String?

    @Option(help: "With --app: a folder of the app's Swift sources (repeatable); its screens are those its description names.")
    var sources: [String] = []

    @Option(help: "The iOS / iPadOS version audited (default: the newest modelled).")
    var osVersion: OSVersionOption?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Option(help: "Exit 1 unless the grade is this tier or better (3, 2 or 1).")
    var failBelow: Int?

    @Option(help: ArgumentHelp("Write the audit's JSON to this file, for --expect.", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Compare with an audit --record wrote: exit 1 when a status or the grade fell.", valueName: "file"))
    var expect: String?

    func validate() throws {
        if app != nil && projectOptions.project != nil { throw ValidationError("give --app or --project, not both") }
        if app == nil && projectOptions.project == nil { throw ValidationError("give --project P or --app DESC.json") }
        if !sources.isEmpty && app == nil {
            throw ValidationError("--sources goes with --app; --project reads the target's sources itself")
        }
        if let failBelow, !(1...3).contains(failBelow) { throw ValidationError("--fail-below \(failBelow): give 3, 2 or 1") }
        if record != nil && expect != nil { throw ValidationError("give --record or --expect, not both") }
        if let app, !AppLookup.isPath(app), SampleApps.named(app) == nil {
            throw ValidationError(
                """
                unknown app '\(app)'; expected an app description file (a path ending in .json) or one of \
                \(SampleApps.names.joined(separator: ", "))
                """
            )
        }
    }

    func run() throws {
        let audit: Audit
        do { audit = try self.audit() } catch {
            // `padkit lint`'s project reading has said what went wrong already.
            if !(error is ExitCode) { FileHandle.standardError.write(Data("padkit audit: \(error)\n".utf8)) }
            throw ExitCode(2)
        }
        if let record {
            do { try Data(audit.jsonValue.prettyText.utf8).write(to: URL(fileURLWithPath: record)) } catch {
                FileHandle.standardError.write(Data("padkit audit: cannot write \(record): \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        }
        print(render(audit), terminator: "")
        if let expect {
            let comparison: AuditComparison
            do {
                guard let data = FileManager.default.contents(atPath: expect) else {
                    throw AuditInputError.unreadableExpectation(file: expect, problem: "cannot be read")
                }
                comparison = try AuditComparison(expected: data, file: expect, audit: audit)
            } catch {
                FileHandle.standardError.write(Data("padkit audit: \(error)\n".utf8))
                throw ExitCode(2)
            }
            FileHandle.standardError.write(Data(comparison.text.utf8))
            if !comparison.falls.isEmpty { throw ExitCode(1) }
        }
        if let failBelow, (audit.tier?.rawValue ?? 4) > failBelow { throw ExitCode(1) }
    }

    func render(_ audit: Audit) -> String {
        switch format {
        case .text: return audit.text
        case .markdown: return audit.markdown
        case .json: return audit.jsonValue.prettyText
        case .html: return AuditPage(audit: audit).html
        case .sarif: return audit.sarif
        case .github: return audit.githubAnnotations
        }
    }

    /// Reads the app, runs the producers and the criteria. The linter runs in its own process
    /// while the app is read, launched and its screens laid out here (its matrix).
    func audit() throws -> Audit {
        let asked = try osVersion?.modelledRelease()
        let os = asked ?? .latest
        let windows = AuditWindow.current(osVersion: asked)
        guard !windows.isEmpty else { throw CLIError("--os-version \(os): no current device runs it") }
        let runnable: RunnableApp
        let lintArguments: [String]?
        let featurePaths: [String]?
        let root: String?
        var cleanUp: URL?
        defer { if let cleanUp { try? FileManager.default.removeItem(at: cleanUp) } }
        if let project = projectOptions.project {
            let options = (project: project, target: projectOptions.target, configuration: projectOptions.configuration)
            let (arguments, folder) = try LintCommand.projectArguments(options)
            cleanUp = folder
            // padkit-lint's arguments: its options, the target's Swift files, then the resolved Info.plist.
            let inputs = try AppProjectReader().lintInputs(project: project, target: options.target, configuration: options.configuration)
            (lintArguments, featurePaths, root) = (arguments, inputs.swiftPaths, inputs.projectDirectory)
        } else {
            let folders = sources.isEmpty ? nil : sources
            (lintArguments, featurePaths, root) = (folders, folders, nil)
        }
        let linted = ProducerBox()
        let linting = Thread { linted.set(AuditProducers.lint(lintArguments)) }
        linting.stackSize = 1 << 20
        linting.start()
        do {
            if projectOptions.project != nil {
                guard let description = try projectOptions.appDescription() else { throw CLIError("the project could not be read") }
                runnable = try RunnableApp.described(InfoPlistKeyLines.locating(description, in: root ?? "."))
            } else {
                runnable = try AppLookup.app(app ?? "")
            }
        } catch {
            // The linter's process is not left running over a temporary folder about to be removed.
            _ = linted.wait()
            throw error
        }
        // The app's matrix, with its screens laid out in their containers, while the linter runs.
        let launched = AuditInputs.Launched(app: runnable, osVersion: os, windows: windows)
        let (lint, features) = linted.wait()
        return Audit(
            AuditInputs(launched: launched, lint: lint, features: features ?? AuditProducers.features(featurePaths, root: root)))
    }
}

/// The linter's outputs, handed from the thread that ran it.
private final class ProducerBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: (ProducerOutput<LintEvidence>, ProducerOutput<FeatureEvidence>?)?

    func set(_ value: (lint: ProducerOutput<LintEvidence>, features: ProducerOutput<FeatureEvidence>?)) {
        condition.lock()
        self.value = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> (ProducerOutput<LintEvidence>, ProducerOutput<FeatureEvidence>?) {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value ?? (.didNotRun("the linter's thread gave nothing"), nil)
    }
}
