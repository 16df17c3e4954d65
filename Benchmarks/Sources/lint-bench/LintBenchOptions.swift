import Foundation

/// What `lint-bench` was asked to measure.
///
///     lint-bench [FILE-COUNT] [RUNS] [--path DIR]... [--no-corpus] [--jobs N]
///                [--only lint|floor] [--retaining-floor] [--findings DIR] [--write-corpus DIR]
///
/// - `FILE-COUNT` generated files (2,000) and `RUNS` counted runs (5; one more, first, is a
///   warm-up that is not counted).
/// - `--path DIR` (repeatable; `--app` is the older spelling): a real app's folder, measured
///   like the corpus, lint against the parse-only floor of the same files in the same process.
/// - `--no-corpus`: only the folders given with `--path`.
/// - `--jobs N`: the workers of the parallel measurement (every active processor by default);
///   every ratio is also measured with one worker.
/// - `--only lint|floor`: run just that, once per run, on all workers, and print its times: the
///   two halves of a whole-process comparison (`/usr/bin/time`, `perf stat`).
/// - `--retaining-floor`: also time a floor that keeps every tree until all are parsed, as the
///   module index must.
/// - `--findings DIR`: write every finding (`corpus-findings`, `NAME-findings` per folder), one
///   per line, to check that a change to the linter's speed changed no finding.
/// - `--write-corpus DIR`: write the corpus of `FILE-COUNT` files into `DIR` and stop (to lint
///   it with `padkit-lint`, under a profiler, or as a `--path`).
struct LintBenchOptions {
    enum Only: String {
        case lint, floor
    }

    var fileCount = 2_000
    var runs = 5
    var paths: [String] = []
    var measuresCorpus = true
    var jobs: Int?
    var only: Only?
    var retainingFloor = false
    var findingsFolder: String?
    var corpusDestination: String?

    /// Reads `arguments` (without the program's name); a message naming the bad argument when one is wrong.
    init(_ arguments: [String]) throws(LintBenchError) {
        var positional: [Int] = []
        var remaining = arguments[...]
        func value(after flag: String) throws(LintBenchError) -> String {
            guard let value = remaining.popFirst() else { throw LintBenchError("\(flag) needs a value") }
            return value
        }
        func count(after flag: String) throws(LintBenchError) -> Int {
            let text = try value(after: flag)
            guard let number = Int(text), number >= 1 else { throw LintBenchError("\(flag) needs a positive whole number, not '\(text)'") }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--path", "--app": paths.append(try value(after: argument))
            case "--no-corpus": measuresCorpus = false
            case "--jobs": jobs = try count(after: argument)
            case "--only":
                let text = try value(after: argument)
                guard let only = Only(rawValue: text) else { throw LintBenchError("--only takes lint or floor, not '\(text)'") }
                self.only = only
            case "--retaining-floor": retainingFloor = true
            case "--findings": findingsFolder = try value(after: argument)
            case "--write-corpus": corpusDestination = try value(after: argument)
            default:
                guard let number = Int(argument), number >= 1, positional.count < 2 else {
                    throw LintBenchError("unexpected argument '\(argument)'")
                }
                positional.append(number)
            }
        }
        if let first = positional.first { fileCount = first }
        if positional.count > 1 { runs = positional[1] }
    }
}

/// A message for standard error and exit status 2.
struct LintBenchError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
