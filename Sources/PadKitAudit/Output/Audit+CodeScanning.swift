import PadJSON

extension Audit {
    /// `file` and `line` of a `file:line` source (`nil` for a source without a line).
    static func location(_ source: String?) -> (file: String, line: Int)? {
        guard let source, let colon = source.lastIndex(of: ":"), let line = Int(source[source.index(after: colon)...]) else { return nil }
        return (String(source[..<colon]), line)
    }

    /// The SARIF level of a failing criterion: tier 3 is an error, tier 2 a warning, tier 1 a note.
    static func level(_ tier: AuditTier) -> String {
        switch tier {
        case .runsInEveryWindow: return "error"
        case .adapts: return "warning"
        case .differentiated: return "note"
        }
    }

    /// `--format sarif`: SARIF 2.1.0, one rule per criterion, one result per failing criterion's
    /// evidence that has a `file:line` (a criterion without one gets a result without a location).
    public var sarif: String {
        let rules = AuditCriterion.all.map { criterion in
            JSONValue.object([
                ("id", .string(criterion.id)), ("name", .string(criterion.title)),
                ("shortDescription", .object([("text", .string(criterion.title))])),
                ("help", .object([("text", .string(criterion.fix))])),
                ("properties", .object([("tier", .number(Double(criterion.tier.rawValue))), ("reference", .string(criterion.reference))])),
            ])
        }
        var sarifResults: [JSONValue] = []
        for result in results where result.verdict.status == .fail {
            let located = result.verdict.evidence.filter { Self.location($0.source) != nil }
            let summary = windowText(result).map { " (\($0))" } ?? ""
            let items = located.isEmpty ? [result.verdict.evidence.first].compactMap { $0 } : located
            for evidence in items {
                var pairs: [(String, JSONValue)] = [
                    ("ruleId", .string(result.criterion.id)), ("level", .string(Self.level(result.criterion.tier))),
                    (
                        "message",
                        .object([("text", .string("\(result.criterion.title): \(evidence.message)\(summary). \(result.criterion.fix)"))])
                    ),
                ]
                if let (file, line) = Self.location(evidence.source) {
                    pairs.append(
                        (
                            "locations",
                            .array([
                                .object([
                                    (
                                        "physicalLocation",
                                        .object([
                                            ("artifactLocation", .object([("uri", .string(file))])),
                                            ("region", .object([("startLine", .number(Double(max(1, line))))])),
                                        ])
                                    )
                                ])
                            ])
                        ))
                }
                sarifResults.append(.object(pairs))
            }
        }
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", .object([("name", .string("padkit audit")), ("rules", .array(rules))]))])),
                        ("results", .array(sarifResults)),
                    ])
                ])
            ),
        ])
        return log.prettyText
    }

    /// `--format github`: a GitHub Actions workflow command per failing criterion's located
    /// evidence (`::error file=F,line=L,title=...::message`), then the grade as a notice.
    public var githubAnnotations: String {
        var lines: [String] = []
        for result in results where result.verdict.status == .fail {
            let command = result.criterion.tier == .runsInEveryWindow ? "error" : result.criterion.tier == .adapts ? "warning" : "notice"
            let summary = windowText(result).map { " (\($0))" } ?? ""
            let located = result.verdict.evidence.filter { Self.location($0.source) != nil }
            for evidence in located.isEmpty ? Array(result.verdict.evidence.prefix(1)) : located {
                var properties = ""
                if let (file, line) = Self.location(evidence.source) {
                    properties = " file=\(escape(file, property: true)),line=\(max(1, line)),"
                } else {
                    properties = " "
                }
                lines.append(
                    "::\(command)\(properties)title=\(escape("padkit audit: \(result.criterion.id)", property: true))::"
                        + escape("\(evidence.message)\(summary). \(result.criterion.fix)", property: false))
            }
        }
        lines.append("::notice title=padkit audit::" + escape("\(app) is \(gradeText)", property: false))
        return lines.joined(separator: "\n") + "\n"
    }

    /// GitHub's workflow-command escaping (`%`, CR, LF; and `:` `,` in properties).
    private func escape(_ text: String, property: Bool) -> String {
        var escaped = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        if property { escaped = escaped.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        return escaped
    }
}
