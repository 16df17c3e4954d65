import Foundation

/// Runs the rules over files: discovery, then every file on every core (one worker thread per
/// core, each taking the next unlinted file), then one sorted report.
public enum Linter {
    /// The stack of each worker thread: parsing and walking recurse once per nesting level, and
    /// 256 levels (``SwiftFileLinter/maximumNestingLevel``) need more than a default secondary
    /// thread's 512 KiB. Only the pages actually touched are committed.
    public static let workerStackSize = 64 << 20

    /// Lints `paths` (absolute or relative to the working directory).
    ///
    /// - Parameters:
    ///   - paths: files and folders to lint.
    ///   - root: the folder paths are printed relative to and excludes are matched against.
    ///   - configuration: disabled rules, severities, excludes.
    ///   - jobs: worker threads; `nil` uses every active processor.
    /// - Throws: ``LintError`` when a path does not exist or `jobs` is not positive.
    /// - Complexity: each file is read and parsed once; rules run in one walk of its tree.
    public static func lint(paths: [String], root: String, configuration: LintConfiguration = .standard,
                            jobs: Int? = nil) throws(LintError) -> LintReport {
        let clock = ContinuousClock()
        let start = clock.now
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard workers >= 1 else { throw .invalidJobCount(workers) }
        let discovery = try FileDiscovery.discover(paths: paths, root: root, configuration: configuration)
        let settings = RuleSettings(configuration)
        let files = discovery.files
        let results = ResultSlots(count: files.count)
        let finished = DispatchGroup()
        for _ in 0..<min(workers, max(files.count, 1)) {
            finished.enter()
            let thread = Thread {
                while let index = results.claimNext() {
                    results.store(lint(files[index], settings: settings), at: index)
                }
                finished.leave()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        finished.wait()
        var findings: [Finding] = []
        var statistics = LintStatistics()
        var unreadable = 0
        for outcome in results.outcomes() {
            findings += outcome.findings
            statistics.parse += outcome.parseDuration
            statistics.rules += outcome.ruleDuration
            if !outcome.wasRead { unreadable += 1 }
        }
        for directory in discovery.unreadableDirectories {
            unreadable += 1
            if let severity = settings.severity(of: .unreadableFile) {
                findings.append(Finding(ruleID: Rule.unreadableFile.id, severity: severity,
                                        message: "\(Rule.unreadableFile.message) (folder: \(directory.reason))",
                                        path: directory.displayPath, line: 1, column: 1))
            }
        }
        statistics.wall = clock.now - start
        return LintReport(findings: findings, fileCount: files.count, unreadableCount: unreadable, statistics: statistics)
    }

    /// Lints one file, turning a failed read into an `unreadable-file` finding.
    static func lint(_ file: SourceFile, settings: RuleSettings) -> FileOutcome {
        let bytes: [UInt8]
        switch read(file.absolutePath) {
        case .success(let data): bytes = data
        case .failure(let reason): return unreadable(file.displayPath, reason: reason, settings: settings)
        }
        return lint(contents: bytes, kind: file.kind, path: file.displayPath, settings: settings)
    }

    /// Lints a file's bytes, already read, reported as `path`.
    static func lint(contents bytes: [UInt8], kind: SourceFile.Kind, path: String, settings: RuleSettings) -> FileOutcome {
        switch kind {
        case .swift:
            guard String(validating: bytes, as: UTF8.self) != nil else {
                return unreadable(path, reason: "not valid UTF-8 text", settings: settings)
            }
            return SwiftFileLinter.lint(source: bytes, path: path, settings: settings)
        case .infoPlist:
            let clock = ContinuousClock()
            let start = clock.now
            var outcome = InfoPlistLinter.lint(data: Data(bytes), path: path, settings: settings)
            outcome.ruleDuration = clock.now - start
            return outcome
        }
    }

    private static func unreadable(_ path: String, reason: String, settings: RuleSettings) -> FileOutcome {
        var findings: [Finding] = []
        if let severity = settings.severity(of: .unreadableFile) {
            findings.append(Finding(ruleID: Rule.unreadableFile.id, severity: severity,
                                    message: "\(Rule.unreadableFile.message) (\(reason))",
                                    path: path, line: 1, column: 1))
        }
        return FileOutcome(findings: findings, wasRead: false)
    }

    private enum ReadResult {
        case success([UInt8])
        case failure(String)
    }

    /// Reads a whole file, with the system's reason when it cannot.
    private static func read(_ path: String) -> ReadResult {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let data = try handle.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(LintError.reason(for: error))
        }
    }
}

/// One slot per file, filled by whichever worker lints it; the lock makes claiming and storing safe.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [FileOutcome?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        defer { next += 1 }
        return next
    }

    func store(_ outcome: FileOutcome, at index: Int) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    func outcomes() -> [FileOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
