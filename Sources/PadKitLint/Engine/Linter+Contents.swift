import Foundation

extension Linter {
    /// Lints one file's contents held in memory (an editor's buffer, standard input, a fuzzer's
    /// input) exactly as ``lint(paths:root:configuration:jobs:)`` lints a file it has read: the
    /// same UTF-8 check, parse, rules and suppressions, on a thread with the workers' stack
    /// (``workerStackSize``), so deep nesting behaves as it does in a real run.
    ///
    /// - Parameters:
    ///   - contents: the file's bytes.
    ///   - kind: Swift source or property list.
    ///   - path: the path findings name.
    ///   - configuration: disabled rules and severities (excludes do not apply to one file).
    /// - Returns: the findings, in the order the rules report them.
    public static func lint(
        contents: [UInt8], kind: SourceFile.Kind, path: String,
        configuration: LintConfiguration = .standard
    ) -> [Finding] {
        let box = FindingsBox()
        let finished = DispatchSemaphore(value: 0)
        let settings = RuleSettings(configuration)
        let thread = Thread {
            box.findings = lint(contents: contents, kind: kind, path: path, settings: settings).findings
            finished.signal()
        }
        thread.stackSize = workerStackSize
        thread.start()
        finished.wait()
        return box.findings
    }
}

extension Linter {
    /// One file's bytes through the same steps as a file read from disk: the UTF-8 check, then
    /// the Swift pipeline (parse, index of this one file, rules) or the property-list rules.
    static func lint(contents bytes: [UInt8], kind: SourceFile.Kind, path: String, settings: RuleSettings) -> FileOutcome {
        switch kind {
        case .swift:
            guard String(validating: bytes, as: UTF8.self) != nil else {
                return unreadable(
                    SourceFile(absolutePath: path, displayPath: path, kind: kind), reason: "not valid UTF-8 text", settings: settings)
            }
            return SwiftFileLinter.lint(source: bytes, path: path, settings: settings)
        case .infoPlist:
            let clock = ContinuousClock()
            let start = clock.now
            var outcome = InfoPlistLinter.lint(
                data: Data(bytes), path: path, settings: settings, generatedKeysResolved: settings.infoPlistsResolved)
            outcome.ruleDuration = clock.now - start
            return outcome
        case .objectiveC:
            return ObjectiveCLinter.lint(source: String(decoding: bytes, as: UTF8.self), path: path, settings: settings)
        }
    }
}

/// The worker's result, handed back after the semaphore (which orders the write before the read).
private final class FindingsBox: @unchecked Sendable {
    var findings: [Finding] = []
}
