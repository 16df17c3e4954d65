import BenchmarkSupport
import Foundation
import LintCorpus
import PadKitLint

// lint-bench: the linter against its parse-only floor (`Linter.parseFloor`: the same discovery,
// reading and swift-syntax parsing of the same files, nothing else), on a generated corpus of
// realistic UIKit sources and on real apps' folders:
//
//   swift run -c release --package-path Benchmarks lint-bench [file-count] [runs] [--path DIR]...
//
// Each run times the lint and then the floor in the same process, first on every core (the
// linter's default), then both on one worker, so that parallelism helps neither side; the
// summary gives medians over the counted runs. Options: `LintBenchOptions`. The corpus is
// generated from a fixed seed (printed), so every run lints the same bytes.

let options: LintBenchOptions
do {
    options = try LintBenchOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("lint-bench: \(error.message)\n".utf8))
    exit(2)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("lint-bench: \(message)\n".utf8))
    exit(2)
}

func writeFindings(_ report: LintReport, to name: String) {
    guard let folder = options.findingsFolder else { return }
    let lines = report.findings.map { "\($0.path):\($0.line):\($0.column):\($0.utf16Column) \($0.severity) \($0.ruleID) \($0.message) \($0.lineHash)\n" }
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    } catch {
        fail("could not write the findings: \(error)")
    }
}

/// The corpus's seed: every run lints the same bytes.
let corpusSeed: UInt64 = 0x5EED_1A7E
let cores = ProcessInfo.processInfo.activeProcessorCount
let parallelWorkers = options.jobs ?? cores

/// Lints `folder` and times it against its floor, `options.runs` times after a warm-up.
func measure(_ folder: String, name: String, findingsName: String) {
    if let only = options.only {
        for run in 1...options.runs {
            do {
                let timing: Timing
                switch only {
                case .lint: timing = try Timing.measure { try Linter.lint(paths: [folder], root: folder, jobs: parallelWorkers) }.timing
                case .floor: timing = try Timing.measure { try Linter.parseFloor(paths: [folder], root: folder, jobs: parallelWorkers) }.timing
                }
                print(String(format: "%@ run %d, %@ only, %d workers: %.3f s wall, %.3f s CPU", name, run, only.rawValue, parallelWorkers, timing.wall, timing.cpu))
            } catch {
                fail("\(error)")
            }
        }
        return
    }
    var comparisons = Set([parallelWorkers, 1]).sorted(by: >).map { Comparison(workers: $0) }
    var retained: [Timing] = []
    var breakdown: [(parse: Double, index: Double, rules: Double)] = []
    var fileCount = 0, findingCount = 0
    for run in 0...options.runs {
        for position in comparisons.indices {
            let workers = comparisons[position].workers
            do {
                let (report, lint) = try Timing.measure { try Linter.lint(paths: [folder], root: folder, jobs: workers) }
                let floor = try Timing.measure { try Linter.parseFloor(paths: [folder], root: folder, jobs: workers) }.timing
                if run == 0 {
                    if position == 0 { writeFindings(report, to: findingsName) }
                    fileCount = report.fileCount
                    findingCount = report.findings.count
                    continue
                }
                comparisons[position].lint.append(lint)
                comparisons[position].floor.append(floor)
                if position == 0 {
                    let statistics = report.statistics
                    breakdown.append((seconds(statistics.parse), seconds(statistics.index), seconds(statistics.rules)))
                    print(String(format: "%@ run %d (%d workers): lint %.3f s wall, %.3f s CPU (parse %.3f + index %.3f + rules %.3f s in the workers); floor %.3f s wall, %.3f s CPU",
                                 name, run, workers, lint.wall, lint.cpu, breakdown[run - 1].parse, breakdown[run - 1].index, breakdown[run - 1].rules, floor.wall, floor.cpu))
                    if options.retainingFloor {
                        retained.append(try Timing.measure { try Linter.parseFloor(paths: [folder], root: folder, jobs: workers, retainingTrees: true) }.timing)
                    }
                }
            } catch {
                fail("\(error)")
            }
        }
    }
    print("\(name): \(fileCount) files, \(findingCount) findings; medians of \(options.runs) runs after a warm-up")
    for comparison in comparisons { print("  \(comparison.summary)") }
    print(String(format: "  where the lint's CPU goes (medians, in the workers): parse %.3f s, index %.3f s, rules %.3f s",
                 breakdown.map(\.parse).median, breakdown.map(\.index).median, breakdown.map(\.rules).median))
    if options.retainingFloor, let parallel = comparisons.first {
        print(String(format: "  floor keeping every tree (as the module index must): %.3f s wall, %.3f s CPU (lint/that %.2fx wall, %.2fx CPU)",
                     retained.map(\.wall).median, retained.map(\.cpu).median,
                     parallel.lint.map(\.wall).median / retained.map(\.wall).median, parallel.lint.map(\.cpu).median / retained.map(\.cpu).median))
    }
}

if let destination = options.corpusDestination {
    var generator = CorpusGenerator(random: SplitMix64(seed: corpusSeed))
    do {
        let bytes = try generator.write(fileCount: options.fileCount, to: URL(fileURLWithPath: destination))
        print("lint-bench: wrote \(options.fileCount) generated files, \(bytes / 1024) KiB, to \(destination)")
    } catch {
        fail("could not write the corpus: \(error)")
    }
    exit(0)
}

print("lint-bench: \(cores) active cores, \(options.runs) counted runs, parallel measurements on \(parallelWorkers) workers")
if options.measuresCorpus {
    let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-lint-bench-\(ProcessInfo.processInfo.processIdentifier)")
    var generator = CorpusGenerator(random: SplitMix64(seed: corpusSeed))
    let bytes: Int
    do {
        bytes = try generator.write(fileCount: options.fileCount, to: corpus)
    } catch {
        fail("could not write the corpus: \(error)")
    }
    print("corpus: \(options.fileCount) generated files, \(bytes / 1024) KiB, seed 0x\(String(corpusSeed, radix: 16))")
    measure(corpus.path, name: "corpus", findingsName: "corpus-findings")
    try? FileManager.default.removeItem(at: corpus)
}
for path in options.paths {
    let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    measure(path, name: name, findingsName: "\(name)-findings")
}
