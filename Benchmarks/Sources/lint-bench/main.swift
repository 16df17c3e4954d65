import BenchmarkSupport
import Foundation
import LintCorpus
import PadKitLint

// lint-bench: lints a generated corpus of realistic UIKit sources and reports throughput and the
// share of time spent parsing (how close the linter is to parse-bound).
//
//   swift run -c release --package-path Benchmarks lint-bench [file-count] [iterations]
//
// The corpus is generated from a fixed seed (printed), so every run lints the same bytes.

let arguments = CommandLine.arguments.dropFirst().prefix { !$0.hasPrefix("--") }

/// `--findings FOLDER`: every finding of the corpus (`corpus-findings`) and of the app (`app-findings`),
/// one per line, to check that a change to the linter's speed changed no finding.
let findingsFolder = CommandLine.arguments.firstIndex(of: "--findings").flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }

func writeFindings(_ report: LintReport, to name: String) {
    guard let findingsFolder else { return }
    let lines = report.findings.map { "\($0.path):\($0.line):\($0.column):\($0.utf16Column) \($0.severity) \($0.ruleID) \($0.message) \($0.lineHash)\n" }
    do {
        try FileManager.default.createDirectory(atPath: findingsFolder, withIntermediateDirectories: true)
        try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: findingsFolder).appendingPathComponent(name))
    } catch {
        FileHandle.standardError.write(Data("lint-bench: could not write the findings: \(error)\n".utf8))
        exit(2)
    }
}
let fileCount = arguments.first.flatMap(Int.init) ?? 2_000
let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 3
let seed: UInt64 = 0x5EED_1A7E
let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-lint-bench-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: corpus) }

var generator = CorpusGenerator(random: SplitMix64(seed: seed))
let bytes: Int
do {
    bytes = try generator.write(fileCount: fileCount, to: corpus)
} catch {
    FileHandle.standardError.write(Data("lint-bench: could not write the corpus: \(error)\n".utf8))
    exit(2)
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print("lint-bench: \(fileCount) generated files, \(bytes / 1024) KiB, seed 0x\(String(seed, radix: 16)), \(cores) cores, \(iterations) runs")

var wallTimes: [Double] = []
var floorTimes: [Double] = []
var lintCPU: [Double] = []
var retainedFloorTimes: [Double] = []
var retainedFloorCPU: [Double] = []
var floorCPU: [Double] = []
for run in 1...iterations {
    let report: LintReport
    let cpuStart = processCPU()
    do {
        report = try Linter.lint(paths: [corpus.path], root: corpus.path)
        lintCPU.append(processCPU() - cpuStart)
    } catch {
        FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
        exit(2)
    }
    let wall = seconds(report.statistics.wall)
    wallTimes.append(wall)
    if run == 1 { writeFindings(report, to: "corpus-findings") }
    let parse = seconds(report.statistics.parse), rules = seconds(report.statistics.rules)
    let index = seconds(report.statistics.index)
    let floor: Double
    let floorStart = processCPU()
    do {
        floor = seconds(try Linter.parseFloor(paths: [corpus.path], root: corpus.path))
        floorCPU.append(processCPU() - floorStart)
    } catch {
        FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
        exit(2)
    }
    floorTimes.append(floor)
    let retainedStart = processCPU()
    do {
        let retained = seconds(try Linter.parseFloor(paths: [corpus.path], root: corpus.path, retainingTrees: true))
        let retainedCPU = processCPU() - retainedStart
        retainedFloorTimes.append(retained)
        retainedFloorCPU.append(retainedCPU)
    } catch {
        FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
        exit(2)
    }
    print(String(format: "run %d: %d files in %.3f s wall = %.0f files/s; parse %.3f s + index %.3f s + rules %.3f s (CPU, all workers); parse share %.1f%%; %d findings; parse-only floor %.3f s wall, lint/floor %.2fx; process CPU lint %.3f s, floor %.3f s, %.2fx",
                 run, report.fileCount, wall, Double(report.fileCount) / wall, parse, index, rules, report.statistics.parseFraction * 100, report.findings.count, floor, wall / floor,
                 lintCPU[run - 1], floorCPU[run - 1], lintCPU[run - 1] / floorCPU[run - 1]))
}
let bestFloor = floorTimes.min() ?? 0
let best = wallTimes.min() ?? 0
let bestLintCPU = lintCPU.min() ?? 0, bestFloorCPU = floorCPU.min() ?? 0
print(String(format: "best: %.0f files/s (%.3f s for %d files); best parse-only floor %.3f s; lint/floor %.2fx; best process CPU lint %.3f s, floor %.3f s, %.2fx",
             Double(fileCount) / best, best, fileCount, bestFloor, best / bestFloor, bestLintCPU, bestFloorCPU, bestLintCPU / bestFloorCPU))
let bestRetained = retainedFloorTimes.min() ?? 0, bestRetainedCPU = retainedFloorCPU.min() ?? 0
print(String(format: "parse-only floor keeping every tree (as the module index must): best %.3f s wall (lint/that %.2fx), process CPU %.3f s (lint/that %.2fx)",
             bestRetained, best / bestRetained, bestRetainedCPU, bestLintCPU / bestRetainedCPU))

// A real app, when given: `lint-bench --app PATH` lints it against its own parse floor.
if let flag = CommandLine.arguments.firstIndex(of: "--app"), flag + 1 < CommandLine.arguments.count {
    let app = CommandLine.arguments[flag + 1]
    var lintTimes: [Double] = [], appFloors: [Double] = [], appLintCPU: [Double] = [], appFloorCPU: [Double] = []
    for _ in 1...iterations {
        do {
            let lintStart = processCPU()
            let report = try Linter.lint(paths: [app], root: app)
            appLintCPU.append(processCPU() - lintStart)
            lintTimes.append(seconds(report.statistics.wall))
            if lintTimes.count == 1 { writeFindings(report, to: "app-findings") }
            let floorStart = processCPU()
            appFloors.append(seconds(try Linter.parseFloor(paths: [app], root: app)))
            appFloorCPU.append(processCPU() - floorStart)
        } catch {
            FileHandle.standardError.write(Data("lint-bench: \(error)\n".utf8))
            exit(2)
        }
    }
    let lint = lintTimes.min() ?? 0, floor = appFloors.min() ?? 0
    let cpuLint = appLintCPU.min() ?? 0, cpuFloor = appFloorCPU.min() ?? 0
    print(String(format: "app %@: lint %.3f s, parse-only floor %.3f s, lint/floor %.2fx; process CPU lint %.3f s, floor %.3f s, %.2fx (best of %d)",
                 app, lint, floor, lint / floor, cpuLint, cpuFloor, cpuLint / cpuFloor, iterations))
}
