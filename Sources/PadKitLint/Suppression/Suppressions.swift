import SwiftSyntax

/// The `padkit-lint:` comments of one file and the lines they silence.
///
/// - `// padkit-lint:disable rule-id [rule-id ...]` silences the rules from the comment's line to
///   the end of the file, or to a later `// padkit-lint:enable rule-id`.
/// - `// padkit-lint:disable:next-line rule-id` silences them on the line after the comment.
/// - `// padkit-lint:disable:this-line rule-id` silences them on the comment's own line (a
///   trailing comment).
/// - `all` in place of the ids names every rule. Ids are separated by spaces or commas; text after
///   ` -- ` is a free reason and ignored.
///
/// Comments are read from the syntax tree's trivia, so the same text inside a string literal is
/// not a suppression. They work in `//`, `///` and `/* */` comments.
struct Suppressions {
    private enum Scope {
        case line(Int)
        case from(Int)
    }

    private struct Region {
        let rules: Set<String>
        var start: Int
        var end: Int
    }

    /// The text every suppression comment contains.
    static let marker = "padkit-lint:"

    private var regions: [Region] = []
    private var open: [String: Int] = [:]

    /// Reads one comment's text (including its `//` or `/*`) found on `line`.
    mutating func read(comment: String, line: Int) {
        var body = Substring(comment)
        for marker in ["///", "//", "/*"] where body.hasPrefix(marker) {
            body = body.dropFirst(marker.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        body = body.drop(while: { $0 == " " || $0 == "\t" })
        guard body.hasPrefix(Self.marker) else { return }
        body = body.dropFirst(Self.marker.count)
        if let reason = body.range(of: " -- ") { body = body[..<reason.lowerBound] }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard let directive = words.first else { return }
        let rules = Set(words.dropFirst())
        guard !rules.isEmpty else { return }
        switch directive {
        case "disable":
            for rule in rules where open[rule] == nil { open[rule] = line }
        case "enable":
            for rule in rules.sorted() {
                if let start = open.removeValue(forKey: rule) {
                    regions.append(Region(rules: [rule], start: start, end: line))
                }
            }
        case "disable:next-line":
            regions.append(Region(rules: rules, start: line + 1, end: line + 1))
        case "disable:this-line":
            regions.append(Region(rules: rules, start: line, end: line))
        default:
            return
        }
    }

    /// Whether a finding of `ruleID` on `line` is silenced.
    func isSuppressed(ruleID: String, line: Int) -> Bool {
        for (rule, start) in open where (rule == ruleID || rule == "all") && line >= start {
            return true
        }
        return regions.contains { region in
            (region.rules.contains(ruleID) || region.rules.contains("all")) && line >= region.start && line <= region.end
        }
    }

    /// Reads the comments in one token's trivia.
    mutating func read(token: TokenSyntax, lines: LineTable) {
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            readPiece(piece, offset: offset, lines: lines)
            offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
            readPiece(piece, offset: offset, lines: lines)
            offset += piece.sourceLength.utf8Length
        }
    }

    private mutating func readPiece(_ piece: TriviaPiece, offset: Int, lines: LineTable) {
        let text: String
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment), .blockComment(let comment), .docBlockComment(let comment):
            text = comment
        default:
            return
        }
        guard text.contains(Self.marker) else { return }
        read(comment: text, line: lines.location(of: offset).line)
    }
}
