import BenchmarkSupport
import Benchmark
import Foundation
import LintCorpus
import PadKitLint

/// padkit-lint's benchmarks for package-benchmark (`swift package --package-path Benchmarks
/// benchmark --target LintBenchmarks`): the whole linter and its parse-only floor on the same
/// generated corpus `lint-bench` uses (400 files here, same seed), with percentiles, malloc counts
/// and saved baselines. `lint-bench` prints the medians of lint/floor on one worker and on all,
/// for the corpus and for real apps' folders.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 10
    )
    let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-lint-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")

    Benchmark("lint/400 files", configuration: .init(setup: { try writeCorpus(to: corpus) }, teardown: { try? FileManager.default.removeItem(at: corpus) })) { benchmark in
        for _ in benchmark.scaledIterations {
            let report = try Linter.lint(paths: [corpus.path], root: corpus.path)
            precondition(!report.findings.isEmpty, "the corpus has findings in about every other file")
            blackHole(report)
        }
    }
    Benchmark("lint.parse floor/400 files", configuration: .init(setup: { try writeCorpus(to: corpus) }, teardown: { try? FileManager.default.removeItem(at: corpus) })) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Linter.parseFloor(paths: [corpus.path], root: corpus.path))
        }
    }
}

/// The corpus `lint-bench` generates (same seed), 400 files.
func writeCorpus(to folder: URL) throws {
    try? FileManager.default.removeItem(at: folder)
    var generator = CorpusGenerator(random: SplitMix64(seed: 0x5EED_1A7E))
    _ = try generator.write(fileCount: 400, to: folder)
}
