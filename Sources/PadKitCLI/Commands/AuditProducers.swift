import Foundation
import PadKitApps
import PadKitAudit

/// Runs the audit's producers that live outside `padkit`: `padkit-lint` (its JSON report) and
/// `padkit-lint features`, found beside `padkit` as `padkit lint` finds the linter
/// (``LintCommand/linterExecutable()``). A producer that cannot run gives
/// ``PadKitAudit/ProducerOutput/didNotRun(_:)`` naming what to do, so its criteria are `unknown`.
enum AuditProducers {
    /// What `padkit-lint` printed and how it ended.
    struct Run {
        let status: Int32
        let output: Data
        let firstErrorLine: String
    }

    /// Why nothing ran when `padkit-lint` is not beside `padkit`.
    static var notBuilt: String {
        "padkit-lint is not built (build it with `\(AppRootProcess.buildCommand)`)"
    }

    /// Runs `padkit-lint arguments`; `nil` when it is not built.
    static func run(_ arguments: [String]) throws -> Run? {
        guard let linter = LintCommand.linterExecutable() else { return nil }
        let process = Process()
        process.executableURL = linter
        process.arguments = arguments
        let output = Pipe()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-audit-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let errorHandle = try FileHandle(forWritingTo: errors)
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        // Read to the end before waiting, so a large report cannot block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let message = String(decoding: FileManager.default.contents(atPath: errors.path) ?? Data(), as: UTF8.self)
        return Run(
            status: process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus, output: data,
            firstErrorLine: message.split(separator: "\n").first.map(String.init) ?? "")
    }

    /// The lint findings of `arguments` (paths and options before `--format json`) and, from the
    /// same parse, the features the sources adopt (`--features-output`); a `padkit-lint` built
    /// before that option gives the features `nil`, for ``features(_:root:)`` to scan on its own.
    static func lint(_ arguments: [String]?) -> (lint: ProducerOutput<LintEvidence>, features: ProducerOutput<FeatureEvidence>?) {
        guard let arguments else { return (.didNotRun("no Swift sources were given (--sources DIR or --project)"), nil) }
        let featuresFile = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-audit-features-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: featuresFile) }
        do {
            guard let run = try run(arguments + ["--format", "json", "--features-output", featuresFile.path]) else {
                return (.didNotRun(notBuilt), .didNotRun(notBuilt))
            }
            // 0: no finding at the failing severity; 1: findings. Both print the report.
            guard run.status == 0 || run.status == 1 else {
                return (.didNotRun("padkit-lint exited \(run.status)\(run.firstErrorLine.isEmpty ? "" : ": \(run.firstErrorLine)")"), nil)
            }
            let features = try FileManager.default.contents(atPath: featuresFile.path).map {
                ProducerOutput.ran(try FeatureEvidence(json: $0))
            }
            return (.ran(try LintEvidence(json: run.output)), features)
        } catch {
            return (.didNotRun("\(error)"), nil)
        }
    }

    /// The adoptions `padkit-lint features` finds in `paths`.
    static func features(_ paths: [String]?, root: String?) -> ProducerOutput<FeatureEvidence> {
        guard let paths else { return .didNotRun("no Swift sources were given (--sources DIR or --project)") }
        do {
            guard let run = try run(["features", "--format", "json"] + (root.map { ["--root", $0] } ?? []) + ["--"] + paths) else {
                return .didNotRun(notBuilt)
            }
            guard run.status == 0 else {
                return .didNotRun(
                    """
                    padkit-lint features exited \(run.status)\(run.firstErrorLine.isEmpty ? "" : ": \(run.firstErrorLine)") (a \
                    padkit-lint built before `features`: rebuild it with `\(AppRootProcess.buildCommand)`)
                    """
                )
            }
            return .ran(try FeatureEvidence(json: run.output))
        } catch {
            return .didNotRun("\(error)")
        }
    }
}
