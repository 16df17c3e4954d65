import PadKit
import PadKitAudit

/// The audit as one self-contained HTML page: it opens with the grade and the criteria that fail
/// (or are unknown), each linking to the anchors of the windows that show it; then every
/// criterion with its evidence and fix; then every window counted, each with an anchor
/// (`#window-...`) and the criteria that fail in it. Draws; decides nothing.
public struct AuditPage {
    /// The audit drawn.
    public let audit: Audit

    /// A page of `audit`.
    public init(audit: Audit) {
        self.audit = audit
    }

    /// The page.
    public var html: String {
        var body = "<h1 id=\"grade\">\(Markup.escape(audit.app)): \(Markup.escape(audit.gradeText))</h1>\n"
        body +=
            """
            <p class=\"subtitle\">padkit audit on iOS \(Markup.escape(audit.osVersion.description)), \(audit.windows.count) \
            windows counted: every current device's matrix rows in every multitasking setting.</p>\n
            """
        body += "<table class=\"tiers\"><tr><th>Tier</th><th>Passed</th><th>Applicable</th><th>Unknown</th></tr>\n"
        for score in audit.tiers {
            body +=
                """
                <tr><td>\(score.tier.rawValue) \(Markup.escape(score.tier.name))</td>\
                <td>\(score.passed)</td><td>\(score.applicable)</td><td>\(score.unknown)</td></tr>\n
                """
        }
        body += "</table>\n"
        let open = audit.results.filter { $0.verdict.status == .fail || $0.verdict.status == .unknown }
        if !open.isEmpty {
            body += "<h2 id=\"failing\">Failing and unknown</h2>\n<ul class=\"failing\">\n"
            for result in open {
                body += "<li><a href=\"#criterion-\(Markup.escape(result.criterion.id))\">\(Markup.escape(result.criterion.id))</a> "
                body += "(tier \(result.criterion.tier.rawValue), \(result.verdict.status.rawValue))"
                if let text = audit.windowText(result) { body += ": \(Markup.escape(text))" }
                // The narrowest first, as "first at W pt wide" names it (then in matrix order).
                let narrowest = result.verdict.affectedWindows.sorted { (audit.windows[$0].width, $0) < (audit.windows[$1].width, $1) }
                let links = narrowest.prefix(8).map { index -> String in
                    let window = audit.windows[index]
                    return "<a class=\"window-link\" href=\"#\(Markup.escape(window.anchor))\">\(Markup.escape(window.label))</a>"
                }
                if !links.isEmpty {
                    body += "<br/>windows: " + links.joined(separator: ", ")
                    if result.verdict.affectedWindows.count > links.count {
                        body += " and \(result.verdict.affectedWindows.count - links.count) more"
                    }
                }
                body += "</li>\n"
            }
            body += "</ul>\n"
        }
        for tier in AuditTier.fromFloor {
            body += "<h2>Tier \(tier.rawValue): \(Markup.escape(tier.name))</h2>\n"
            for result in audit.results where result.criterion.tier == tier {
                let id = Markup.escape(result.criterion.id)
                body += "<section class=\"criterion \(result.verdict.status.rawValue)\" id=\"criterion-\(id)\">\n"
                body += "<h3>[\(result.verdict.status.rawValue)] \(id): \(Markup.escape(result.criterion.title))</h3>\n"
                body +=
                    """
                    <p>Rests on \(Markup.escape(result.criterion.reference)).\
                    \(audit.windowText(result).map { " " + Markup.escape($0) + "." } ?? "")</p>\n<ul>\n
                    """
                for evidence in result.verdict.evidence {
                    body +=
                        "<li>" + (evidence.source.map { "<code>\(Markup.escape($0))</code> " } ?? "") + Markup.escape(evidence.message)
                        + "</li>\n"
                }
                body += "</ul>\n"
                if result.verdict.status == .fail { body += "<p>Fix: \(Markup.escape(result.criterion.fix))</p>\n" }
                body += "</section>\n"
            }
        }
        body += "<h2 id=\"windows\">Windows</h2>\n<table class=\"windows\"><tr><th>Window</th><th>Fails</th></tr>\n"
        var failing = Array(repeating: [String](), count: audit.windows.count)
        for result in audit.results {
            for index in result.verdict.affectedWindows where index < failing.count { failing[index].append(result.criterion.id) }
        }
        for (index, window) in audit.windows.enumerated() {
            let fails = failing[index].map { "<a href=\"#criterion-\(Markup.escape($0))\">\(Markup.escape($0))</a>" }.joined(
                separator: ", ")
            body +=
                """
                <tr id=\"\(Markup.escape(window.anchor))\"><td>\(Markup.escape(window.label))</td>\
                <td>\(fails.isEmpty ? "-" : fails)</td></tr>\n
                """
        }
        body += "</table>\n"
        return HTMLPage.document(title: "padkit audit: \(audit.app)", body: body)
    }
}
