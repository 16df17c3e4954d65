import Foundation
import SwiftParser
import SwiftSyntax

/// Lints one Swift file in two steps: ``parse(source:path:)`` (parse once, record its
/// declarations for the module index), then ``lint(_:settings:index:target:)`` (one walk for all
/// rules, then suppressions) once every file of the run is indexed.
enum SwiftFileLinter {
    /// How deeply nested code may be before SwiftParser gives up on it.
    ///
    /// SwiftParser's own default is 256 in release builds but 20 in debug builds (to protect the
    /// smaller debug stack), which would report deep but valid code (nested SwiftUI builders,
    /// generated syntax trees) as unparsable whenever the linter runs from `swift run`. The linter
    /// always uses 256 and parses on threads with large stacks (``Linter/workerStackSize``).
    static let maximumNestingLevel = 256

    /// A parsed file waiting for the rule walk.
    struct Parsed: Sendable {
        let path: String
        let source: [UInt8]
        /// Line starts, shared by the index and the findings.
        let lines: LineTable
        let tree: SourceFileSyntax
        let declarations: [ModuleIndex.Declaration]
        let facts: IndexFacts
        let parseDuration: Duration
        let indexDuration: Duration
    }

    /// A file parsed, or the outcome of a file that must not be parsed.
    enum Parse: Sendable {
        case parsed(Parsed)
        case finished(FileOutcome)
    }

    /// Parses `source` (the file's bytes), reported as `path`, and collects its declarations.
    ///
    /// - Parameter readsBytesFirst: whether the collector looks for a word in the bytes before
    ///   walking code that can only matter when the word is there; `false` walks it all (tests
    ///   check that the result is the same).
    static func parse(source: [UInt8], path: String, settings: RuleSettings, readsBytesFirst: Bool = true) -> Parse {
        let clock = ContinuousClock()
        let parseStart = clock.now
        if let tooDeep = NestingScan.tooDeep(source) {
            // Reported, never parsed: SwiftParser would take exponential time or overflow its stack.
            // The finding sits at the top of the file (there is no tree to locate offsets in); the
            // detail names the line where the nesting goes too deep.
            let line = source[..<tooDeep.offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let context = FileContext(path: path, tree: Parser.parse(source: ""), source: [], settings: settings)
            context.report(.unparsableFile, atOffset: 0, detail: "\(tooDeep.detail) at line \(line)")
            return .finished(FileOutcome(findings: context.findings, parseDuration: clock.now - parseStart, wasRead: true))
        }
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let parsed = clock.now
        let lines = LineTable(source)
        let collector = DeclarationCollector(path: path, source: source, lines: lines, readsBytesFirst: readsBytesFirst)
        collector.walk(tree)
        return .parsed(
            Parsed(
                path: path, source: source, lines: lines, tree: tree, declarations: collector.declarations, facts: collector.facts,
                parseDuration: parsed - parseStart, indexDuration: clock.now - parsed))
    }

    /// Runs every rule over a parsed file.
    ///
    /// - Parameter skipsUntriggered: whether the walk skips code without any word a rule reacts
    ///   to (``TriggerWords``), and the checks code without the words they look for;
    ///   `false` visits every node (to check that skipping changes nothing).
    static func lint(
        _ file: Parsed, settings: RuleSettings, index: ModuleIndex, target: AppTarget?,
        skipsUntriggered: Bool = true
    ) -> FileOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let triggers = skipsUntriggered ? index.triggerWords.offsets(in: file.source) : nil
        if let triggers, triggers.offsets.isEmpty, !file.tree.hasError {
            // No word any rule reacts to, so the walk would skip the whole tree, and no
            // suppression comment (`padkit` is one of the words): nothing to report, and nothing
            // of the tree need be touched again.
            return FileOutcome(
                findings: [], parseDuration: file.parseDuration, indexDuration: file.indexDuration,
                ruleDuration: clock.now - start, wasRead: true)
        }
        let context = FileContext(
            path: file.path, tree: file.tree, source: file.source, lines: file.lines, settings: settings, index: index, target: target,
            readsBytesFirst: skipsUntriggered)
        // Suppression comments are read from the tree's trivia; a file without the marker
        // anywhere has none, and its tokens need not be looked at.
        let visitor = LintVisitor(
            context: context,
            readsSuppressions: (triggers?.mentionsSuppression ?? true) && file.source.contains(bytesOf: Suppressions.marker),
            triggers: triggers?.offsets)
        visitor.walk(file.tree)
        if file.tree.hasError {
            let finder = SyntaxErrorFinder()
            finder.walk(file.tree)
            context.report(.unparsableFile, atOffset: finder.position?.utf8Offset ?? 0, detail: finder.detail.isEmpty ? nil : finder.detail)
        }
        let suppressions = visitor.suppressions
        var findings: [Finding] = []
        var edits: [TextEdit] = []
        var fixed = 0
        for (position, finding) in context.findings.enumerated()
        where !suppressions.isSuppressed(ruleID: finding.ruleID, line: finding.line) {
            findings.append(finding)
            if let fix = context.fixes[position] {
                edits += fix
                fixed += 1
            }
        }
        let fix =
            edits.isEmpty ? nil : FileFix(path: file.path, edits: edits, sourceDigest: Finding.digest(of: file.source), findingCount: fixed)
        return FileOutcome(
            findings: findings, fix: fix, parseDuration: file.parseDuration, indexDuration: file.indexDuration,
            ruleDuration: clock.now - start, wasRead: true)
    }

    /// Lints `source` on its own, as a module of one file (tests and single files).
    static func lint(source: [UInt8], path: String, settings: RuleSettings, target: AppTarget? = nil) -> FileOutcome {
        lintModule([(path, source)], settings: settings, target: target)[0]
    }

    /// Lints in-memory sources as one module: all parsed and indexed, then each linted.
    ///
    /// - Parameter ruleWords: the rule words the walk reacts to instead of every rule's (tests
    ///   prove that a rule's own ``Rule/triggerWords`` let its flagged examples through).
    static func lintModule(
        _ sources: [(path: String, source: [UInt8])], settings: RuleSettings, target: AppTarget? = nil,
        skipsUntriggered: Bool = true, ruleWords: [String]? = nil
    ) -> [FileOutcome] {
        let parses = sources.map { parse(source: $0.source, path: $0.path, settings: settings, readsBytesFirst: skipsUntriggered) }
        var index = ModuleIndex.build(from: parses)
        if let ruleWords {
            index.triggerWords = TriggerWords(ruleWords: ruleWords + ["padkit"], moduleWords: index.triggerWords.moduleWords)
        }
        return parses.map { parse in
            switch parse {
            case .finished(let outcome): return outcome
            case .parsed(let file): return lint(file, settings: settings, index: index, target: target, skipsUntriggered: skipsUntriggered)
            }
        }
    }
}

extension ModuleIndex {
    /// The index of every parsed file, in the order given.
    static func build(from parses: [SwiftFileLinter.Parse]) -> ModuleIndex {
        var declarations: [Declaration] = []
        var count = 0
        for case .parsed(let file) in parses { count += file.declarations.count }
        declarations.reserveCapacity(count)
        var facts = IndexFacts()
        for case .parsed(let file) in parses {
            declarations += file.declarations
            facts.merge(file.facts)
        }
        return ModuleIndex(declarations: declarations, facts: facts)
    }
}

extension Array where Element == UInt8 {
    /// Whether the UTF-8 bytes of `text` occur in this array (within `range`, when given).
    func contains(bytesOf text: String, in range: Range<Int>? = nil) -> Bool {
        let bounds = (range ?? 0..<count).clamped(to: 0..<count)
        return withUnsafeBufferPointer { $0.contains(Array(text.utf8), in: bounds) }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs within `range` of these bytes. `memchr` finds each candidate first
    /// byte many bytes at a time and `memcmp` checks the rest (the index asks this of whole files,
    /// e.g. whether one names a popover controller).
    func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= range.count, let base = baseAddress else { return false }
        return needle.withUnsafeBytes { rest in
            guard let needleBase = rest.baseAddress else { return false }
            var offset = range.lowerBound
            let last = range.upperBound - needle.count
            while offset <= last, let hit = memchr(base + offset, Int32(first), last + 1 - offset) {
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + start, needleBase, needle.count) == 0 { return true }
                offset = start + 1
            }
            return false
        }
    }
}

/// What linting one file produced.
struct FileOutcome: Sendable {
    var findings: [Finding]
    /// The edits that fix this file's fixable findings (`--fix`).
    var fix: FileFix? = nil
    var parseDuration: Duration = .zero
    var indexDuration: Duration = .zero
    var ruleDuration: Duration = .zero
    /// `false` when the file could not be read at all.
    var wasRead: Bool
}
