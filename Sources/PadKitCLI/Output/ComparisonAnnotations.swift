import Foundation
import PadKitApps

/// `padkit matrix --expect --format github`: GitHub Actions workflow commands that annotate the
/// pull request, one per cause on the file and line of the cause (paths from the repository
/// root), then one for changes with no cause found and one for PadKit's own changes.
///
/// GitHub shows at most 10 error and 10 warning annotations per step, so changes are grouped by
/// cause rather than written one per placement; the plain text follows for the log.
struct ComparisonAnnotations {
    let comparison: MatrixComparison
    let paths: SourcePaths
    let appChangesOnly: Bool

    /// Changes listed in one annotation's message.
    static let changesPerAnnotation = 8

    var text: String {
        var out = ""
        var explained: Set<Int> = []
        var causes: [DescriptionChange] = []
        for change in comparison.appChanges { for cause in change.causes where !causes.contains(cause) { causes.append(cause) } }
        for cause in causes {
            let changes = comparison.appChanges.enumerated().filter { $0.element.causes.contains(cause) }
            explained.formUnion(changes.map(\.offset))
            let location = paths.location(of: cause)
            out += Self.command(
                "error", file: location?.file, line: location?.line, title: "iPad placements changed: \(cause.text)",
                message: Self.message(changes.map(\.element), strip: true))
        }
        let unexplained = comparison.appChanges.enumerated().filter { !explained.contains($0.offset) }.map(\.element)
        if !unexplained.isEmpty {
            out += Self.command(
                "error", file: nil, line: nil, title: "iPad placements changed",
                message: Self.message(unexplained, strip: false))
        }
        if !comparison.padkitChanges.isEmpty {
            out += Self.command(
                appChangesOnly ? "notice" : "warning", file: nil, line: nil, title: "PadKit answers differently for the same app",
                message: Self.message(comparison.padkitChanges, strip: false))
        }
        return out + ComparisonText(comparison: comparison, appChangesOnly: appChangesOnly).text
    }

    /// The changes, one a line, the first ``changesPerAnnotation``; `strip` leaves out the causes
    /// (the annotation's title names the cause).
    private static func message(_ changes: [PlacementChange], strip: Bool) -> String {
        var lines = changes.prefix(changesPerAnnotation).map { change in
            strip ? "\(change.placementText): \(change.facts.joined(separator: "; "))" : change.description
        }
        if changes.count > changesPerAnnotation {
            lines.append("and \(changes.count - changesPerAnnotation) more (the job's log lists them all)")
        }
        return "\(changes.count) \(changes.count == 1 ? "change" : "changes"):\n" + lines.joined(separator: "\n")
    }

    /// `::error file=...,line=...,title=...::message`, escaped as the runner expects.
    static func command(_ level: String, file: String?, line: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(escapeProperty(file))") }
        if let line { properties.append("line=\(line)") }
        properties.append("title=\(escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
            of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
