import SwiftParser
import SwiftSyntax

/// Lints one Swift file: parse once, one walk for all rules, then suppressions.
enum SwiftFileLinter {
    /// How deeply nested code may be before SwiftParser gives up on it.
    ///
    /// SwiftParser's own default is 256 in release builds but 20 in debug builds (to protect the
    /// smaller debug stack), which would report deep but valid code (nested SwiftUI builders,
    /// generated syntax trees) as unparsable whenever the linter runs from `swift run`. The linter
    /// always uses 256 and parses on threads with large stacks (``Linter/workerStackSize``).
    static let maximumNestingLevel = 256

    /// Lints `source` (the file's bytes) reported as `path`.
    static func lint(source: [UInt8], path: String, settings: RuleSettings) -> FileOutcome {
        let clock = ContinuousClock()
        let parseStart = clock.now
        if let tooDeep = NestingScan.tooDeep(source) {
            // Reported, never parsed: SwiftParser would take exponential time or overflow its stack.
            // The finding sits at the top of the file (there is no tree to locate offsets in); the
            // detail names the line where the nesting goes too deep.
            let line = source[..<tooDeep.offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let context = FileContext(path: path, tree: Parser.parse(source: ""), source: [], settings: settings)
            context.report(.unparsableFile, atOffset: 0, detail: "\(tooDeep.detail) at line \(line)")
            return FileOutcome(findings: context.findings, parseDuration: clock.now - parseStart, wasRead: true)
        }
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let parsed = clock.now
        let context = FileContext(path: path, tree: tree, source: source, settings: settings)
        // Suppression comments are read from the tree's trivia; a file without the marker
        // anywhere has none, and its tokens need not be looked at.
        let visitor = LintVisitor(context: context, readsSuppressions: source.contains(bytesOf: Suppressions.marker))
        visitor.walk(tree)
        if tree.hasError {
            let finder = SyntaxErrorFinder()
            finder.walk(tree)
            context.report(.unparsableFile, atOffset: finder.position?.utf8Offset ?? 0, detail: finder.detail.isEmpty ? nil : finder.detail)
        }
        let suppressions = visitor.suppressions
        let findings = context.findings.filter { !suppressions.isSuppressed(ruleID: $0.ruleID, line: $0.line) }
        let done = clock.now
        return FileOutcome(findings: findings, parseDuration: parsed - parseStart, ruleDuration: done - parsed, wasRead: true)
    }
}

extension Array where Element == UInt8 {
    /// Whether the UTF-8 bytes of `text` occur in this array.
    func contains(bytesOf text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var index = 0
        let last = count - needle.count
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < needle.count && self[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

/// What linting one file produced.
struct FileOutcome: Sendable {
    var findings: [Finding]
    var parseDuration: Duration = .zero
    var ruleDuration: Duration = .zero
    /// `false` when the file could not be read at all.
    var wasRead: Bool
}
