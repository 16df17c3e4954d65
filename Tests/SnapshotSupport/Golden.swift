import Foundation

/// A golden-file comparison for text output (CLI tables, JSON, traces).
///
/// The golden lives in a `__Goldens__` folder beside the test file that asks for it. It is
/// written only when the environment variable `RECORD_SNAPSHOTS=1` is set; otherwise a missing
/// golden is a failure, so CI never records silently.
public enum Golden {
    /// The outcome of comparing `actual` with the stored golden.
    public enum Outcome: Equatable, Sendable {
        /// The text equals the golden byte for byte.
        case matched
        /// The golden was (re)written because `RECORD_SNAPSHOTS=1`.
        case recorded(path: String)
        /// No golden exists and recording is off.
        case missing(path: String)
        /// The text differs; `diff` names the first differing line.
        case mismatch(path: String, diff: String)

        /// A message for a failed expectation, or `nil` when the outcome is acceptable.
        public var failureMessage: String? {
            switch self {
            case .matched, .recorded: return nil
            case .missing(let path):
                return "No golden at \(path). Run the tests with RECORD_SNAPSHOTS=1 to record it."
            case .mismatch(let path, let diff):
                return "Output differs from \(path):\n\(diff)\nRe-record with RECORD_SNAPSHOTS=1 only if the change is intended."
            }
        }
    }

    /// Whether this run records goldens instead of comparing them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Compares `actual` with the golden `name` stored beside `testFile`.
    ///
    /// - Parameters:
    ///   - actual: the text produced by the code under test.
    ///   - name: the golden's file name, for example `matrix-table.txt`.
    ///   - testFile: pass `#filePath`; the golden is looked up in `__Goldens__` beside it.
    public static func compare(_ actual: String, named name: String, testFile: String = #filePath) -> Outcome {
        let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__", isDirectory: true)
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                return .mismatch(path: url.path, diff: "could not record: \(error)")
            }
            return .recorded(path: url.path)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .missing(path: url.path)
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return .matched }
        return .mismatch(path: url.path, diff: firstDifference(expected: expected, actual: actual))
    }

    /// Describes the first line at which two texts differ.
    static func firstDifference(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? String(e[index]) : "<end of golden>"
            let right = index < a.count ? String(a[index]) : "<end of output>"
            if left != right {
                return "line \(index + 1):\n  golden: \(left)\n  actual: \(right)"
            }
        }
        return "texts differ only in line endings"
    }
}
