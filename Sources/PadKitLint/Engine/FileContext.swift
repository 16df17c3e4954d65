import SwiftSyntax

/// What the rules share while they walk one Swift file: where findings go and how to locate them.
///
/// One context per file and per thread; never shared, so it needs no lock.
final class FileContext {
    /// The path printed in findings (relative to the lint root).
    let path: String
    /// Maps byte offsets to lines and columns, as SwiftSyntax's `SourceLocationConverter` does
    /// (built from the bytes while indexing, instead of from a second walk of the tree).
    let lines: LineTable
    /// The rules that run, after configuration.
    let settings: RuleSettings
    /// The file's bytes, to count UTF-16 columns for SARIF and to look for words before building
    /// syntax nodes.
    let source: [UInt8]
    /// Findings so far, in walk order.
    private(set) var findings: [Finding] = []
    /// The mechanical fix of a finding, by its position in ``findings`` (`--fix`).
    private(set) var fixes: [Int: [TextEdit]] = [:]
    /// Rule and line of every finding so far: one finding per rule and line.
    private var reported: Set<String> = []
    /// Every declaration of the run, for rules that follow a value into another file.
    let index: ModuleIndex
    /// The target the file belongs to, when a property list above it says.
    let target: AppTarget?
    /// Whether the file only builds for a watch app or an app extension (its target's property
    /// list says so, or it imports WidgetKit, WatchKit or ClockKit): it never runs in an iPad app window.
    let isOutsideAppWindow: Bool

    /// Whether checks look for the words they need in ``source`` before walking syntax (always,
    /// but in the tests that check that doing so changes nothing).
    let readsBytesFirst: Bool

    init(
        path: String, tree: SourceFileSyntax, source: [UInt8], lines: LineTable? = nil, settings: RuleSettings,
        index: ModuleIndex = .empty, target: AppTarget? = nil, readsBytesFirst: Bool = true
    ) {
        self.path = path
        self.readsBytesFirst = readsBytesFirst
        self.lines = lines ?? LineTable(source)
        self.source = source
        self.settings = settings
        self.index = index
        self.target = target
        self.isOutsideAppWindow =
            target.map { $0.kind != .app } ?? false || Self.importsExtensionFramework(tree, source: readsBytesFirst ? source : nil)
    }

    /// Frameworks only widget, watch and complication code imports.
    static let extensionFrameworks: Set<String> = ["WidgetKit", "WatchKit", "ClockKit"]

    /// Whether `tree` imports one of ``extensionFrameworks``. A module's name is a token of the
    /// file, so a file whose bytes spell none of them imports none: the top-level statements
    /// (every one a syntax node to build) are only looked at when one is there.
    private static func importsExtensionFramework(_ tree: SourceFileSyntax, source: [UInt8]?) -> Bool {
        if let source, !extensionFrameworks.contains(where: { source.contains(bytesOf: $0) }) { return false }
        return tree.statements.contains { item in
            guard let importDecl = item.item.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text else { return false }
            return extensionFrameworks.contains(module)
        }
    }

    /// Rules about the app's window, which code outside one (widgets, watch apps, extensions)
    /// cannot get wrong.
    static let windowRules: Set<String> = [
        Rule.screenBoundsLayout.id, Rule.widthDividedLayout.id, Rule.idiomForLayout.id, Rule.statusBarOrientation.id,
        Rule.deviceOrientationForInterface.id, Rule.deviceOrientationNotification.id, Rule.keyWindowAddSubview.id,
        Rule.fixedNavigationIndex.id, Rule.orientationLockIgnored.id, Rule.screenScaleLayout.id,
    ]

    /// Whether `rule` runs at all, so a check can return before doing any work.
    func isEnabled(_ rule: Rule) -> Bool {
        settings.isEnabled(rule) && !(isOutsideAppWindow && Self.windowRules.contains(rule.id))
    }

    /// ``SwiftSyntax/SyntaxProtocol/interfaceKind(_:)`` by the type around a node (the position
    /// of its nearest type or extension): every node of one type gets the same answer.
    private var interfaceKinds: [Int: InterfaceKind?] = [:]

    /// The kinds of `DeclGroupSyntax`, tested by kind (a protocol cast costs a runtime lookup).
    static func isDeclarationGroup(_ node: Syntax) -> Bool {
        switch node.kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: return true
        default: return false
        }
    }

    /// What kind of interface code `node` is in (``SwiftSyntax/SyntaxProtocol/interfaceKind(_:)``),
    /// worked out once per type of the file.
    func interfaceKind(of node: some SyntaxProtocol) -> InterfaceKind? {
        guard let group = node.ancestors.first(where: Self.isDeclarationGroup) else {
            return node.interfaceKind(index)
        }
        let key = group.position.utf8Offset
        if let cached = interfaceKinds[key] { return cached }
        let kind = node.interfaceKind(index)
        interfaceKinds[key] = kind
        return kind
    }

    /// Answers of ``fileMentions(anyOf:)``, by the words asked about.
    private var mentions: [[String]: Bool] = [:]

    /// Whether the file's bytes spell one of `words` anywhere (comments and strings included):
    /// when they do not, no token of the file is one of them. Always `true` when checks do not
    /// read the bytes first (``readsBytesFirst``).
    func fileMentions(anyOf words: [String]) -> Bool {
        guard readsBytesFirst else { return true }
        if let known = mentions[words] { return known }
        let found = words.contains { source.contains(bytesOf: $0) }
        mentions[words] = found
        return found
    }

    /// Whether a token of `node` is `word` (``SwiftSyntax/SyntaxProtocol/containsToken(_:)``),
    /// answered from the file's bytes when the word does not occur in the node's text at all:
    /// a token's text is part of that text, so no match there means no token. Walking the tokens
    /// builds a syntax node and a string per token; the bytes are read in place.
    func containsToken(_ word: String, in node: some SyntaxProtocol) -> Bool {
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        guard source.contains(bytesOf: word, in: range) else { return false }
        return node.containsToken(word)
    }

    /// Records a finding of `rule` at the first non-trivia character of `node`.
    ///
    /// - Parameter certain: `false` when the check could not decide whether the code is wrong
    ///   (the detail says what it could not decide): the finding is then at most a warning, so
    ///   that an `error`, which fails a CI run, is always real.
    /// - Parameter fix: the edits that fix this finding, when the fix is mechanical and certain.
    func report(_ rule: Rule, at node: some SyntaxProtocol, detail: String? = nil, certain: Bool = true, fix: [TextEdit]? = nil) {
        report(rule, atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, detail: detail, certain: certain, fix: fix)
    }

    /// Records a finding of `rule` at a byte offset.
    func report(_ rule: Rule, atOffset offset: Int, detail: String? = nil, certain: Bool = true, fix: [TextEdit]? = nil) {
        guard let configured = settings.severity(of: rule) else { return }
        let severity = certain ? configured : min(configured, .warning)
        let location = lines.location(of: offset)
        guard reported.insert("\(rule.id) \(location.line)").inserted else { return }
        let message = detail.map { "\(rule.message) (\($0))" } ?? rule.message
        if let fix { fixes[findings.count] = fix }
        findings.append(
            Finding(
                ruleID: rule.id, severity: severity, message: message, path: path,
                line: location.line, column: location.column,
                utf16Column: utf16Column(offset: offset, column: location.column),
                lineHash: lineHash(offset: offset, column: location.column)
            ))
    }

    /// The bytes from the start of the line holding `offset` up to it, when they are only spaces
    /// and tabs (the node at `offset` begins its line): the indentation a fix inserting a line
    /// before it repeats. `nil` when something else precedes it on its line.
    func indentation(beforeOffset offset: Int) -> String? {
        guard offset <= source.count else { return nil }
        var start = offset
        while start > 0 && source[start - 1] != UInt8(ascii: "\n") {
            start -= 1
            guard source[start] == UInt8(ascii: " ") || source[start] == UInt8(ascii: "\t") else { return nil }
        }
        return String(decoding: source[start..<offset], as: UTF8.self)
    }

    /// The hash of the text of the line holding `offset`.
    private func lineHash(offset: Int, column: Int) -> String {
        let lineStart = offset - (column - 1)
        guard lineStart >= 0, lineStart <= source.count else { return "" }
        var end = max(lineStart, min(offset, source.count))
        while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
        return Finding.lineHash(of: source[lineStart..<end])
    }

    /// The 1-based UTF-16 column of the byte at `offset`, whose UTF-8 column is `column`.
    private func utf16Column(offset: Int, column: Int) -> Int {
        let lineStart = offset - (column - 1)
        guard lineStart >= 0, offset <= source.count, lineStart <= offset else { return column }
        let prefix = String(decoding: source[lineStart..<offset], as: UTF8.self)
        return prefix.utf16.count + 1
    }
}
