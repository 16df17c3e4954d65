import SwiftSyntax

/// What the rules share while they walk one Swift file: where findings go and how to locate them.
///
/// One context per file and per thread; never shared, so it needs no lock.
final class FileContext {
    /// The path printed in findings (relative to the lint root).
    let path: String
    /// The parsed file, for the location converter.
    private let tree: SourceFileSyntax
    /// Maps byte offsets to lines and columns. Built on first use: building it walks the whole
    /// file, and most files have no finding and no suppression comment.
    private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    /// The rules that run, after configuration.
    let settings: RuleSettings
    /// The file's bytes, to count UTF-16 columns for SARIF.
    private let source: [UInt8]
    /// Findings so far, in walk order.
    private(set) var findings: [Finding] = []

    init(path: String, tree: SourceFileSyntax, source: [UInt8], settings: RuleSettings) {
        self.path = path
        self.tree = tree
        self.source = source
        self.settings = settings
    }

    /// Whether `rule` runs at all, so a check can return before doing any work.
    func isEnabled(_ rule: Rule) -> Bool {
        settings.isEnabled(rule)
    }

    /// Records a finding of `rule` at the first non-trivia character of `node`.
    func report(_ rule: Rule, at node: some SyntaxProtocol, detail: String? = nil) {
        report(rule, atOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, detail: detail)
    }

    /// Records a finding of `rule` at a byte offset.
    func report(_ rule: Rule, atOffset offset: Int, detail: String? = nil) {
        guard let severity = settings.severity(of: rule) else { return }
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        let message = detail.map { "\(rule.message) (\($0))" } ?? rule.message
        findings.append(Finding(
            ruleID: rule.id, severity: severity, message: message, path: path,
            line: location.line, column: location.column,
            utf16Column: utf16Column(offset: offset, column: location.column)
        ))
    }

    /// The 1-based UTF-16 column of the byte at `offset`, whose UTF-8 column is `column`.
    private func utf16Column(offset: Int, column: Int) -> Int {
        let lineStart = offset - (column - 1)
        guard lineStart >= 0, offset <= source.count, lineStart <= offset else { return column }
        let prefix = String(decoding: source[lineStart..<offset], as: UTF8.self)
        return prefix.utf16.count + 1
    }
}
