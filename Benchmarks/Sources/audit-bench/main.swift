import BenchmarkSupport
import InProcessAppRoot
import Foundation
import PadKit
import PadKitApps
import PadKitAudit
import PadKitLint

// audit-bench: what `padkit audit --project` costs against `padkit matrix --project --presentations`
// plus `padkit lint --project` on the same app (the budget: at most 1.5 times). The matrix
// is timed with `--presentations` because the audit judges every screen the description can show,
// presented ones included: without the option the matrix lays out fewer screens than the audit.
//
//   swift run -c release --package-path Benchmarks audit-bench PATH [--target NAME] [--runs N]
//
// All three run in process, one after another (the CLI overlaps the linter's process with the
// launches and the layout, so it is at least this fast on more than one core):
// - matrix: the project read (with the root its Swift code builds, through the linter's index, as
//   `padkit-lint app-root` reads it) and every device's placements launched and inspected, every
//   presentation the description names laid out too;
// - lint: the linter over the target's Swift files;
// - audit: the same project read, the linter collecting the features from its parse, the
//   launches in every counted window (the app's matrix, whose rows carry its screens' layout
//   findings: the audit does not lay them out again), and every criterion.
// The best of N runs of each is printed, and the ratio.

func value(after flag: String) -> String? {
    CommandLine.arguments.firstIndex(of: flag).flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("audit-bench: \(message)\n".utf8))
    exit(2)
}

guard let project = CommandLine.arguments.dropFirst().first(where: { !$0.hasPrefix("--") }) else {
    fail("usage: audit-bench PATH [--target NAME] [--runs N]")
}
let target = value(after: "--target")
let runs = value(after: "--runs").flatMap(Int.init) ?? 3
guard runs >= 1 else { fail("--runs must be at least 1") }

func describe() throws -> (RunnableApp, ProjectLintInputs) {
    let inputs = try AppProjectReader().lintInputs(project: project, target: target, configuration: nil)
    let root = inputs.projectDirectory
    let appRoot = InProcessAppRoot(root: root)
    let reader = AppProjectReader(appRoot: { paths throws(ProjectReadingError) in try appRoot.run(paths) })
    return (try RunnableApp.described(try reader.describe(project: project, target: target)), inputs)
}

func matrix() throws {
    let (app, _) = try describe()
    _ = AppMatrix(devices: Device.all, app: app, notes: false, presentations: true).jsonRows
}

func lint() throws {
    let inputs = try AppProjectReader().lintInputs(project: project, target: target, configuration: nil)
    _ = try Linter.lint(paths: inputs.swiftPaths, root: inputs.projectDirectory)
}

func audit() throws -> Audit {
    let (app, inputs) = try describe()
    let windows = AuditWindow.current(osVersion: .latest)
    let report = try Linter.lint(paths: inputs.swiftPaths, root: inputs.projectDirectory, collectingFeatures: true)
    let lint = LintEvidence(
        findings: report.findings.map {
            LintEvidence.Finding(ruleID: $0.ruleID, severity: $0.severity.rawValue, source: "\($0.path):\($0.line)", message: $0.message)
        }, fileCount: report.fileCount)
    let features = FeatureEvidence(
        adoptions: (report.features?.adoptions ?? []).map {
            FeatureEvidence.Adoption(feature: $0.feature.rawValue, api: $0.api, source: "\($0.path):\($0.line)")
        }, fileCount: report.features?.fileCount ?? 0)
    return Audit(AuditInputs(app: app, osVersion: .latest, windows: windows, lint: .ran(lint), features: .ran(features)))
}

let clock = ContinuousClock()
func seconds(_ duration: Duration) -> Double { Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
var best: [String: Double] = [:]
var grade = ""
do {
    for _ in 1...runs {
        for (name, work) in [("matrix", { try matrix() }), ("lint", { try lint() }), ("audit", { grade = try audit().gradeText })] as [(String, () throws -> Void)] {
            let start = clock.now
            try work()
            let elapsed = seconds(clock.now - start)
            best[name] = min(best[name] ?? .infinity, elapsed)
        }
    }
} catch {
    fail("\(error)")
}
let (m, l, a) = (best["matrix"] ?? 0, best["lint"] ?? 0, best["audit"] ?? 0)
print(String(format: "%@: matrix %.2f s, lint %.2f s, audit %.2f s (%@): audit / (matrix + lint) = %.2f (budget 1.5)", project, m, l, a, grade, a / max(m + l, 0.001)))
