import PadKit

/// `padkit matrix --format html`: every placement drawn at one scale, grouped by device and
/// orientation, each with its caption.
public struct ContactSheet: Sendable {
    /// The page title (`padkit matrix: wechat`).
    public let title: String
    /// A line under the title (what was run).
    public let subtitle: String
    /// The drawings, in matrix order.
    public let figures: [PlacementFigure]
    /// Points to pixels, the same for every drawing.
    public let scale: DrawingScale

    public init(title: String, subtitle: String, figures: [PlacementFigure], scale: DrawingScale = .standard) {
        self.title = title
        self.subtitle = subtitle
        self.figures = figures
        self.scale = scale
    }

    /// The page.
    public var html: String {
        var body = "<h1>\(Markup.escape(title))</h1>\n<p class=\"note\">\(Markup.escape(subtitle))</p>\n"
        body += "<p class=\"note\">\(Markup.escape(legend))</p>\n"
        var index = 0
        var previousDevice: String?
        var previousOrientation: Bool?
        var rowOpen = false
        for figure in figures {
            let placement = figure.picture.placement
            if placement.device.id != previousDevice {
                if rowOpen { body += "</div>\n"; rowOpen = false }
                let screen = placement.device.screen
                body += "<section class=\"device\">\n<h2>\(Markup.escape("\(placement.device.name) (\(placement.device.id))"))</h2>\n"
                body += "<p class=\"note\">\(Markup.escape("screen \(screen.id), \(screen.provenance.compactDescription)"))</p>\n"
                previousDevice = placement.device.id
                previousOrientation = nil
            }
            if placement.isLandscape != previousOrientation {
                if rowOpen { body += "</div>\n" }
                body += "<h3>\(placement.isLandscape ? "landscape" : "portrait")</h3>\n<div class=\"row\">\n"
                rowOpen = true
                previousOrientation = placement.isLandscape
            }
            body += figure.html(scale: scale, id: "p\(index)")
            index += 1
            let next = index < figures.count ? figures[index].picture.placement.device.id : nil
            if next != placement.device.id {
                if rowOpen { body += "</div>\n"; rowOpen = false }
                body += "</section>\n"
            }
        }
        if figures.isEmpty { body += "<p class=\"note\">No placements match.</p>\n" }
        return HTMLPage.document(title: title, body: body)
    }

    /// What the drawings show, and the scale.
    var legend: String {
        "All drawings at one scale: 1 pt = \(Markup.number(scale.pixelsPerPoint)) px. Screen outline; the app's window (blue edge); "
            + "the other app of a Split View greyed behind the divider; Slide Over floating over a dimmed app; safe-area insets shaded orange; "
            + "the app's views in blue; hover for details."
    }
}
