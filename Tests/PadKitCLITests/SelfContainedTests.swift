import Foundation
import Testing

/// The repository stands on its own: no tracked file points at a file outside it.
///
/// Runs on the files `git ls-files` lists; skipped when the tests do not run in a git checkout
/// (a source archive). It looks for:
/// - the machine paths the project was developed beside (the notes folder next to the checkout, `/work/`);
/// - pointers into the researched notes' folders (`seeds/`, `reference/`, `shared/`, `bench/` at
///   the start of a path);
/// - `.md` and `.py` file names that no tracked file has;
/// - relative paths (`../`) that climb above the repository root from the file that holds them.
///
/// `Tests/../x` and other paths that stay inside the repository do not count.
@Suite("The repository is self-contained", .enabled(if: TrackedFiles.root != nil))
struct SelfContainedTests {
    @Test("no tracked file mentions a path outside the repository")
    func noOutsidePaths() throws {
        let blocking = try TrackedFiles.outsideReferences()
        #expect(
            blocking.isEmpty,
            """
            Tracked files point outside the repository; write what the reader needs into docs/ and point there:
            \(blocking.map(\.description).joined(separator: "\n"))
            """)
    }

    @Test("the scanner catches each kind of outside pointer and leaves inside paths alone")
    func scannerCatchesPointers() throws {
        let bad = [
            "see ../" + "shared/reference/devices.md", "open /work/notes/x.txt", "keys in reference/devices.md §2",
            "the `seeds/` folder", "documented in WORKLOADS.txt and kiwi_bench.py", "../../other-repo/README.md",
        ]
        for line in bad {
            #expect(!TrackedFiles.scan(line: line, file: "README.md", knownNames: ["README.md"]).isEmpty, "not caught: \(line)")
        }
        let good = [
            "URL(fileURLWithPath: #filePath).appendingPathComponent(\"Tests/../Scenarios\")",
            "see docs/sources.md and Benchmarks/README.md", "tests/../fixtures", "the ../ of a URL path component",
        ]
        for line in good {
            #expect(
                TrackedFiles.scan(line: line, file: "Tests/PadKitCLITests/X.swift", knownNames: ["sources.md", "README.md"]).isEmpty,
                "false alarm: \(line)")
        }
    }
}

/// The tracked files of the repository this test file lives in, and the scan over them.
enum TrackedFiles {
    /// One mention of a path outside the repository.
    struct Finding: CustomStringConvertible {
        var file: String
        var line: Int
        var match: String
        var description: String { "\(file):\(line): \(match)" }
    }

    /// The repository root when the sources are a git checkout, else `nil`.
    static let root: URL? = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) {
                return gitFiles(in: directory) == nil ? nil : directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static func gitFiles(in root: URL) -> [String]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    /// Every finding in every tracked text file, except this file (which spells the patterns).
    static func outsideReferences() throws -> [Finding] {
        guard let root, let files = gitFiles(in: root) else { return [] }
        let names = Set(files.map { ($0 as NSString).lastPathComponent })
        let this = URL(fileURLWithPath: #filePath).path
        var findings: [Finding] = []
        for file in files {
            let url = root.appendingPathComponent(file)
            guard url.path != this, let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for match in scan(line: String(line), file: file, knownNames: names) {
                    findings.append(Finding(file: file, line: index + 1, match: match))
                }
            }
        }
        return findings
    }

    private static func regex(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern)
    }

    private static let machinePaths = regex(#"\.\./shared|/work/"#)
    private static let notesFolders = regex(#"(?<![\w/.-])(?:seeds|reference|shared|bench)/"#)
    private static let documentNames = regex(#"(?<![\w.-])[\w./-]*?([\w.-]+\.(?:md|py|txt))\b"#)
    private static let climbs = regex(#"(?<![\w./-])((?:\.\./)+)"#)

    /// The outside pointers in one line of `file`; `knownNames` are the tracked files' names.
    static func scan(line: String, file: String, knownNames: Set<String>) -> [String] {
        let range = NSRange(line.startIndex..., in: line)
        func matches(_ regex: NSRegularExpression?) -> [NSTextCheckingResult] {
            regex?.matches(in: line, range: range) ?? []
        }
        func text(_ result: NSTextCheckingResult, _ group: Int = 0) -> String {
            Range(result.range(at: group), in: line).map { String(line[$0]) } ?? ""
        }
        var found: [String] = []
        found += matches(machinePaths).map { text($0) }
        found += matches(notesFolders).map { text($0) }
        found += matches(documentNames).filter { !knownNames.contains(text($0, 1)) }.map { text($0) }
        let depth = file.split(separator: "/").count - 1
        found += matches(climbs).filter { text($0, 1).count / 3 > depth }.map { text($0) }
        return found
    }
}
