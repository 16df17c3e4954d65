import Foundation
import SwiftParser

/// Applies the mechanical fixes of a lint run (`padkit-lint --fix`), or prints them as a unified
/// diff (`--fix --dry-run`).
///
/// A file is written only when it is exactly the file that was linted (the same bytes, read again
/// just before the write), it parsed without errors, the fixed text parses without errors, and it
/// is writable. The fixed text goes to a temporary file in the same folder, which is then renamed
/// over the original: a reader sees the old file or the new one, never a partial write. A file
/// that fails any of these is left as it was and named in ``Outcome/failures``.
public enum Fixer {
    /// What `--fix` did.
    public struct Outcome: Sendable, Equatable {
        /// Files fixed (or, with a dry run, that would be), with how many findings each.
        public var fixed: [Fixed] = []
        /// Files left as they were, with why.
        public var failures: [Failure] = []
        /// The unified diff of a dry run; empty otherwise.
        public var diff = ""
    }

    /// A file fixed, relative to the root, and how many findings its edits fix.
    public struct Fixed: Sendable, Equatable {
        public let path: String
        public let findings: Int
    }

    /// A file left as it was, relative to the root, and why.
    public struct Failure: Sendable, Equatable {
        public let path: String
        public let reason: String
    }

    /// Applies (or with `dryRun`, diffs) `fixes`, whose paths are relative to `root`.
    public static func apply(_ fixes: [FileFix], root: String, dryRun: Bool) -> Outcome {
        var outcome = Outcome()
        for fix in fixes.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            let file = fix.path.hasPrefix("/") ? fix.path : (root as NSString).appendingPathComponent(fix.path)
            switch fixed(fix, at: file) {
            case .failure(let refusal):
                outcome.failures.append(Failure(path: fix.path, reason: refusal.reason))
            case .success(let (source, result)):
                if dryRun {
                    outcome.diff += UnifiedDiff.render(path: fix.path, source: source, edits: fix.edits)
                    outcome.fixed.append(Fixed(path: fix.path, findings: fix.findingCount))
                } else if let reason = write(result, to: file, expecting: fix.sourceDigest) {
                    outcome.failures.append(Failure(path: fix.path, reason: reason))
                } else {
                    outcome.fixed.append(Fixed(path: fix.path, findings: fix.findingCount))
                }
            }
        }
        return outcome
    }

    /// A reason a file was not fixed.
    struct Refusal: Error {
        let reason: String
    }

    /// The file's current bytes and the fixed bytes, or why it cannot be fixed.
    private static func fixed(_ fix: FileFix, at file: String) -> Result<([UInt8], [UInt8]), Refusal> {
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(Refusal(reason: "could not be read"))
        }
        let source = [UInt8](data)
        guard Finding.digest(of: source) == fix.sourceDigest else {
            return .failure(Refusal(reason: "changed on disk while padkit-lint ran; run it again"))
        }
        guard parses(source) else {
            return .failure(Refusal(reason: "does not parse; fix its syntax first"))
        }
        guard let result = TextEdit.apply(fix.edits, to: source) else {
            return .failure(Refusal(reason: "its fixes overlap"))
        }
        guard parses(result) else {
            return .failure(Refusal(reason: "the fixed file would not parse"))
        }
        return .success((source, result))
    }

    /// Whether `bytes` parse as Swift without errors.
    static func parses(_ bytes: [UInt8]) -> Bool {
        !bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SwiftFileLinter.maximumNestingLevel) }.hasError
    }

    /// Writes `bytes` over `file` through a temporary file and a rename; `nil` on success, else why not.
    private static func write(_ bytes: [UInt8], to file: String, expecting digest: String) -> String? {
        let manager = FileManager.default
        // The permission bits decide, as an editor would (a superuser may write anything).
        let permissions = (try? manager.attributesOfItem(atPath: file))?[.posixPermissions] as? Int
        guard manager.isWritableFile(atPath: file), (permissions ?? 0o200) & 0o222 != 0 else { return "is read-only" }
        let folder = (file as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((file as NSString).lastPathComponent).padkit-lint-fix-\(ProcessInfo.processInfo.processIdentifier)")
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else { return "its folder is not writable" }
        if let permissions {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        // The last moment to notice a change made while fixing: the rename replaces what is there.
        guard let current = manager.contents(atPath: file), Finding.digest(of: [UInt8](current)) == digest else {
            try? manager.removeItem(atPath: temporary)
            return "changed on disk while padkit-lint ran; run it again"
        }
        guard rename(temporary, file) == 0 else {
            try? manager.removeItem(atPath: temporary)
            return "could not be replaced (\(String(cString: strerror(errno))))"
        }
        return nil
    }
}
