import ArgumentParser
import Foundation
import Testing
@testable import PadKitCLI

/// Every `padkit` command the README shows is run in-process and its output compared with the
/// output the README prints under it.
///
/// A README code block is checked when a line in it starts with `$ swift run padkit ` or
/// `$ padkit `; each such line is a command and the lines after it, up to the next `$` line or
/// the end of the block, are its expected output (standard output, then `Error: ...` as the
/// terminal shows it). In the expected output:
/// - a line that is exactly `...` stands for any number of lines (zero or more), so the README
///   can show the start, an excerpt, or the end of a long output;
/// - `<!-- readme-check: abridged -->` on the line before the block means the expected lines
///   must appear in this order but others may come between them;
/// - `<!-- readme-check: skip REASON -->` on the line before the block leaves it out (REASON
///   says why, for example a command that needs a build of another product).
///
/// Files named on a command line are looked up from the repository root (the README's scenario
/// and app-description examples live in `Examples/Scenarios/` and `Examples/Apps/`, and are named
/// from there), then in `Tests/PadKitCLITests/Scenarios/` and `Tests/PadKitCLITests/Apps/` (for
/// the pages in docs/).
@Suite("README examples")
struct ReadmeExampleTests {
    /// One command shown in the README with the output shown under it.
    struct Example: CustomStringConvertible, Sendable {
        var line: Int
        var command: String
        var expected: [String]
        var abridged: Bool
        var prompt = "$ padkit "
        /// The page it is on, from the repository root (`README.md`, `docs/padlayout.md`).
        var file = "README.md"
        var description: String { "\(file):\(line): \(prompt)\(command)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The README's examples, in order; skipped blocks are left out.
    static func examples(in text: String) -> [Example] {
        var examples: [Example] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else { index += 1; continue }
            let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            var end = index + 1
            while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            if !marker.hasPrefix("<!-- readme-check: skip") {
                var current: Example?
                for (offset, line) in body.enumerated() {
                    if let command = Self.command(in: line) {
                        if let done = current { examples.append(done) }
                        current = Example(
                            line: index + 2 + offset, command: command, expected: [],
                            abridged: marker.hasPrefix("<!-- readme-check: abridged"),
                            prompt: String(line.dropLast(command.count)))
                    } else if line.hasPrefix("$ ") {
                        if let done = current { examples.append(done) }
                        current = nil
                    } else {
                        current?.expected.append(line)
                    }
                }
                if let done = current { examples.append(done) }
            }
            index = end + 1
        }
        return examples
    }

    static func command(in line: String) -> String? {
        for prefix in ["$ swift run padkit ", "$ padkit "] where line.hasPrefix(prefix) {
            return String(line.dropFirst(prefix.count))
        }
        return nil
    }

    /// Runs a command line as the terminal would show it: standard output, then the error line.
    static func terminalOutput(_ commandLine: String) -> String {
        var arguments = commandLine.split(separator: " ").map(String.init)
        var restore: [(String, String)] = []
        for (position, argument) in arguments.enumerated() where argument.hasSuffix(".json") {
            let candidates = [
                root.appendingPathComponent(argument),
                root.appendingPathComponent("Tests/PadKitCLITests/Scenarios").appendingPathComponent(argument),
                root.appendingPathComponent("Tests/PadKitCLITests/Apps").appendingPathComponent(argument),
            ]
            if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                arguments[position] = found.path
                restore.append((found.path, argument))
            }
        }
        var output: String
        do {
            let command = try PadKitCommand.parseAsRoot(arguments)
            if let simulate = command as? SimulateCommand {
                let run = try simulate.simulate()
                output = simulate.render(run)
                if let failure = run.failure { output += "Error: \(simulate.file): \(failure)\n" }
            } else {
                output = try CLIRunner.render(arguments)
            }
        } catch {
            output = "Error: \(PadKitCommand.message(for: error))\n"
        }
        for (path, argument) in restore { output = output.replacingOccurrences(of: path, with: argument) }
        return output
    }

    /// Whether `actual` matches `expected` with `...` standing for any run of lines; on failure,
    /// the first expected line that could not be matched and what stood there.
    static func mismatch(expected: [String], actual: [String], abridged: Bool) -> String? {
        var expected = expected
        while expected.last == "" { expected.removeLast() }
        var actual = actual
        while actual.last == "" { actual.removeLast() }
        if abridged {
            var position = 0
            for line in expected where line != "..." {
                guard let found = actual[position...].firstIndex(of: line) else {
                    return "expected, in order, the line\n  \(line)\nbut it is not in the output after line \(position)"
                }
                position = found + 1
            }
            return nil
        }
        // Backtracking match of lines against a pattern with `...` wildcards; remembers the
        // furthest point reached for the message.
        var furthest = (pattern: 0, line: 0)
        var failed = Set<[Int]>()
        func match(_ p: Int, _ a: Int) -> Bool {
            if failed.contains([p, a]) { return false }
            if p > furthest.pattern || (p == furthest.pattern && a > furthest.line) { furthest = (p, a) }
            let result: Bool
            if p == expected.count {
                result = a == actual.count
            } else if expected[p] == "..." {
                result = (a...actual.count).contains { match(p + 1, $0) }
            } else {
                result = a < actual.count && actual[a] == expected[p] && match(p + 1, a + 1)
            }
            if !result { failed.insert([p, a]) }
            return result
        }
        if match(0, 0) { return nil }
        let want = furthest.pattern < expected.count ? expected[furthest.pattern] : "(end of output)"
        let got = furthest.line < actual.count ? actual[furthest.line] : "(end of output)"
        return "README line \(furthest.pattern + 1) of the expected output:\n  README: \(want)\n  actual: \(got)"
    }

    /// The text of a page, from the repository root; empty when it cannot be read.
    static func page(_ path: String) -> String {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    static let readme = page("README.md")

    /// The README's examples and those of the pages in `docs/` (sorted by name), each with its page.
    static let allExamples: [Example] = {
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return (["README.md"] + docs).flatMap { file in
            examples(in: page(file)).map { example in
                var example = example
                example.file = file
                return example
            }
        }
    }()

    @Test("the README shows commands to check")
    func readmeHasExamples() {
        #expect(Self.examples(in: Self.readme).count >= 6, "README.md has too few checked examples; was it moved?")
    }

    @Test("each README and docs/ command prints what the page shows", arguments: Self.allExamples)
    func example(_ example: Example) {
        let output = Self.terminalOutput(example.command)
        let actual = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let problem = Self.mismatch(expected: example.expected, actual: actual, abridged: example.abridged) {
            Issue.record(
                """
                \(example) shows output that differs from what the command prints.
                \(problem)
                The command prints:
                \(output)
                """)
        }
    }

    @Test("the matcher fails on a changed line and honours ... and abridged blocks")
    func matcher() {
        let actual = ["a", "b", "c", "d"]
        #expect(Self.mismatch(expected: ["a", "b", "c", "d"], actual: actual, abridged: false) == nil)
        #expect(Self.mismatch(expected: ["a", "...", "d"], actual: actual, abridged: false) == nil)
        #expect(Self.mismatch(expected: ["...", "c", "d"], actual: actual, abridged: false) == nil)
        #expect(Self.mismatch(expected: ["a", "b", "..."], actual: actual, abridged: false) == nil)
        #expect(Self.mismatch(expected: ["a", "b", "c", "d", "..."], actual: actual, abridged: false) == nil)
        #expect(Self.mismatch(expected: ["a", "x", "..."], actual: actual, abridged: false) != nil)
        #expect(Self.mismatch(expected: ["a", "b"], actual: actual, abridged: false) != nil)
        #expect(Self.mismatch(expected: ["a", "...", "c"], actual: actual, abridged: false) != nil)
        #expect(Self.mismatch(expected: ["b", "d"], actual: actual, abridged: true) == nil)
        #expect(Self.mismatch(expected: ["d", "b"], actual: actual, abridged: true) != nil)
    }

    @Test("blocks are read with their markers")
    func parsing() {
        let text = """
            intro
            ```
            $ swift run padkit devices --family ipad
            ID  NAME
            ...
            $ padkit traits --device x
            one
            ```
            <!-- readme-check: skip needs padkit-lint -->
            ```
            $ swift run padkit lint App
            ```
            <!-- readme-check: abridged -->
            ```
            $ padkit matrix
            row
            ```
            """
        let examples = Self.examples(in: text)
        #expect(examples.map(\.command) == ["devices --family ipad", "traits --device x", "matrix"])
        #expect(examples.map(\.expected) == [["ID  NAME", "..."], ["one"], ["row"]])
        #expect(examples.map(\.abridged) == [false, false, true])
        #expect(examples.map(\.line) == [3, 6, 15])
    }
}
