import PadKit
import PadKitApps

/// `padkit matrix --format html`: every window an app gets, drawn at one scale.
///
/// The page leads with what a developer asks first: what the app's description could not read
/// (a banner listing `unresolved`), a summary (how many windows, how many compact, where the
/// layout changes) and one width axis per orientation marking where the size class flips and
/// where the split collapses and expands. Then the drawings, devices whose windows are identical
/// drawn once under one heading (``DeviceGroup``), each caption giving the OS it answers for.
public struct ContactSheet: Sendable {
    /// The page title (`padkit matrix: wechat`).
    public let title: String
    /// A line under the title (what was run).
    public let subtitle: String
    /// Every placement's drawing, in matrix order (each device's together).
    public let figures: [PlacementFigure]
    /// What the app's description could not read, one line each (`root: reason (source)`).
    public let unresolved: [String]
    /// Sentences on what is left out (devices the app does not install on, windows it cannot
    /// occupy), as `padkit matrix` prints them under its table.
    public let notes: [String]
    /// Points to pixels, the same for every drawing.
    public let scale: DrawingScale

    public init(
        title: String, subtitle: String, figures: [PlacementFigure], unresolved: [String] = [], notes: [String] = [],
        scale: DrawingScale = .standard
    ) {
        self.title = title
        self.subtitle = subtitle
        self.figures = figures
        self.unresolved = unresolved
        self.notes = notes
        self.scale = scale
    }

    /// The devices, grouped by identical drawings.
    public var groups: [DeviceGroup] { DeviceGroup.grouping(figures) }

    /// The page.
    public var html: String {
        let groups = self.groups
        var body = "<h1>\(Markup.escape(title))</h1>\n<p class=\"note\">\(Markup.escape(subtitle))</p>\n"
        body += unresolvedBanner
        for note in notes { body += "<p class=\"note\">\(Markup.escape(note))</p>\n" }
        if figures.isEmpty {
            body += "<p class=\"note\">No placements match.</p>\n"
            return HTMLPage.document(title: title, body: body)
        }
        body += summary(groups)
        body += "<p class=\"note\">\(Markup.escape(legend))</p>\n"
        for (number, group) in groups.enumerated() {
            body += section(group, number: number)
        }
        body += layoutFindings(groups)
        return HTMLPage.document(title: title, body: body)
    }

    /// The banner naming what the description does not know; empty when it knows everything.
    private var unresolvedBanner: String {
        guard !unresolved.isEmpty else { return "" }
        var out = "<div class=\"banner\" id=\"unresolved\">\n<p><strong>\(unresolved.count) unresolved</strong>: "
        out += "what could not be read from the app is drawn as a placeholder (dashed red) or left at UIKit's default; "
        out += "<code>padkit app init</code> lists the same items with their remedies.</p>\n<ul>\n"
        for line in unresolved { out += "<li>\(Markup.escape(line))</li>\n" }
        return out + "</ul>\n</div>\n"
    }

    /// The counts, the breakpoints in words and one width axis per orientation.
    private func summary(_ groups: [DeviceGroup]) -> String {
        let devices = Set(figures.map(\.picture.placement.device.id)).count
        let drawn = groups.reduce(0) { $0 + $1.figures.count }
        let compact = figures.filter { $0.picture.traits.horizontalSizeClass == .compact }.count
        let splits = figures.compactMap { LayoutChanges.splitCollapsed(in: $0.picture) }
        var out = "<section class=\"summary\" id=\"summary\">\n<h2>Summary</h2>\n<ul>\n"
        out +=
            "<li>\(figures.count) \(figures.count == 1 ? "window" : "windows") on \(devices) \(devices == 1 ? "device" : "devices"), "
                + """
                drawn once per group of devices with identical windows: \(drawn) \(drawn == 1 ? "drawing" : "drawings") in \
                \(groups.count) \(groups.count == 1 ? "group" : "groups").</li>\n
                """
        out += "<li>\(compact) of \(figures.count) horizontally compact (wC), \(figures.count - compact) regular (wR).</li>\n"
        if !splits.isEmpty {
            let collapsed = splits.filter { $0 }.count
            out += "<li>The split is collapsed in \(collapsed) and expanded in \(splits.count - collapsed).</li>\n"
        }
        let axes = [false, true].compactMap { landscape -> (landscape: Bool, rows: [LayoutChanges])? in
            let rows = [DeviceFamily.iPad, .iPhone].map { LayoutChanges(isLandscape: landscape, family: $0, figures: figures) }.filter {
                !$0.marks.isEmpty
            }
            return rows.isEmpty ? nil : (landscape, rows)
        }
        for axis in axes {
            for row in axis.rows { out += "<li>Where the layout changes, \(Markup.escape(row.sentence))</li>\n" }
        }
        out += "</ul>\n"
        let widest = figures.map { Double($0.picture.placement.window.size.width) }.max() ?? 0
        for axis in axes {
            out += "<h3>\(axis.landscape ? "landscape" : "portrait") widths</h3>\n"
            out += WidthAxis(rows: axis.rows, maximumWidth: widest).svg(id: axis.landscape ? "axis-landscape" : "axis-portrait")
        }
        out +=
            "<p class=\"note\">Marks: blue regular width, orange compact; ringed where the split is expanded, "
            + "hollow where it is collapsed; "
            + "dashed lines where the size class flips and where the split collapses and expands.</p>\n"
        return out + "</section>\n"
    }

    /// Every layout finding of the drawn windows, once, with its anchor (the windows link to it)
    /// and a link to every drawing of a window it affects.
    private func layoutFindings(_ groups: [DeviceGroup]) -> String {
        var findings: [(finding: LayoutFinding, figures: [(id: String, name: String)])] = []
        for (number, group) in groups.enumerated() {
            for (index, figure) in group.figures.enumerated() {
                let figureID = "g\(number)-\(index)", name = group.captionLines(at: index).first ?? figureID
                for finding in figure.picture.layoutFindings {
                    if let at = findings.firstIndex(where: { $0.finding.id == finding.id }) {
                        findings[at].figures.append((figureID, name))
                    } else {
                        findings.append((finding, [(figureID, name)]))
                    }
                }
            }
        }
        guard !findings.isEmpty else { return "" }
        var out = "<section class=\"layout-findings\" id=\"layout-findings\">\n<h2>What breaks in the app's views</h2>\n"
        for (finding, figures) in findings {
            out += "<div class=\"finding\" id=\"\(WireframeView.anchor(finding.id))\" data-finding=\"\(Markup.escape(finding.id))\">\n"
            out +=
                """
                <p><strong>\(Markup.escape(finding.kind.rawValue))</strong>: \(Markup.escape(finding.message)) \
                (\(Markup.escape(finding.screen.className)), \
                \(Markup.escape(finding.source)))\(finding.certain ? "" : " (uncertain: within the text model's error)")</p>\n
                """
            out += "<p class=\"note\">In \(figures.count) \(figures.count == 1 ? "drawing" : "drawings"): "
            out += figures.map { "<a href=\"#\($0.id)\">\(Markup.escape($0.name))</a>" }.joined(separator: ", ")
            out += "</p>\n</div>\n"
        }
        return out + "</section>\n"
    }

    /// One group: its heading (the devices), then a row of drawings per orientation (per display,
    /// posture and orientation on iPhone Duo).
    private func section(_ group: DeviceGroup, number: Int) -> String {
        guard let first = group.devices.first else { return "" }
        let heading =
            group.devices.count == 1
            ? "\(first.name) (\(first.id))"
            : "\(first.name) and \(group.devices.count - 1) more with the same windows"
        let screen = first.screen
        var out =
            """
            <section class=\"device\" id=\"group-\(number)\" \
            data-devices=\"\(Markup.escape(group.devices.map(\.id).joined(separator: " ")))\">\n
            """
        out += "<h2>\(Markup.escape(heading))</h2>\n"
        if group.devices.count > 1 {
            out += "<p class=\"devices\">\(Markup.escape(group.devices.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")))</p>\n"
        }
        // Every member's OS: devices drawn alike may still answer for different releases.
        let systems = OSName.list(group.members.flatMap { $0.map(\.picture) })
        // A device with several displays (iPhone Duo) names each display's screen, and its rows
        // are per display and posture, then orientation.
        let screens =
            first.displays.isEmpty
            ? "screen \(screen.id), \(screen.provenance.compactDescription)"
            : "screens " + first.displays.map { "\($0.id) \($0.screen.id)" }.joined(separator: ", ")
        out += "<p class=\"note\">\(Markup.escape("\(screens); \(systems)"))</p>\n"
        var previousRow: String?
        for (index, figure) in group.figures.enumerated() {
            let placement = figure.picture.placement
            let row = (placement.device.pose.map { $0 + " " } ?? "") + (placement.isLandscape ? "landscape" : "portrait")
            if row != previousRow {
                if previousRow != nil { out += "</div>\n" }
                out += "<h3>\(Markup.escape(row))</h3>\n<div class=\"row\">\n"
                previousRow = row
            }
            out += figure.html(scale: scale, id: "g\(number)-\(index)", caption: group.captionLines(at: index))
        }
        if previousRow != nil { out += "</div>\n" }
        return out + "</section>\n"
    }

    /// What the drawings show, and the scale.
    var legend: String {
        "All drawings at one scale: 1 pt = \(Markup.number(scale.pixelsPerPoint)) px. Screen outline; the app's window (blue edge); "
            + "the other app of a Split View greyed behind the divider; Slide Over floating over a dimmed app; "
            + "safe-area insets shaded orange; "
            + "each controller with its title and, in purple, the app's class; a split's state in red; placeholders dashed red; "
            + "the app's views in blue; hover for details."
    }
}
