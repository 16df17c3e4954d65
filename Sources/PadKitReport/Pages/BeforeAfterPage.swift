import PadKit

/// `padkit matrix --expect --pictures DIR`: each changed placement drawn before and after, side
/// by side at one scale, with what changed in words. A placement offered only before (or only
/// after) has one drawing and the words "not offered" on the other side.
public struct BeforeAfterPage: Sendable {
    /// One changed placement.
    public struct Section: Sendable {
        /// The placement (`ipad-pro-11-inch-m4 landscape half`).
        public let heading: String
        /// What changed and why, one a line.
        public let lines: [String]
        /// The window before; `nil`: not offered before.
        public let before: PlacementFigure?
        /// The window now; `nil`: not offered now.
        public let after: PlacementFigure?

        /// Makes a section from its parts.
        public init(heading: String, lines: [String], before: PlacementFigure?, after: PlacementFigure?) {
            self.heading = heading
            self.lines = lines
            self.before = before
            self.after = after
        }
    }

    /// The page title.
    public let title: String
    /// A line under the title.
    public let subtitle: String
    /// The changed placements, in the comparison's order.
    public let sections: [Section]
    /// Points to pixels, the same for every drawing.
    public let scale: DrawingScale

    /// Makes a page from its parts; the scale is the contact sheet's unless given.
    public init(title: String, subtitle: String, sections: [Section], scale: DrawingScale = .standard) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.scale = scale
    }

    /// The page.
    public var html: String {
        var body = "<h1>\(Markup.escape(title))</h1>\n<p class=\"note\">\(Markup.escape(subtitle))</p>\n"
        for (index, section) in sections.enumerated() {
            body += "<section class=\"change\">\n<h2>\(Markup.escape(section.heading))</h2>\n"
            for line in section.lines { body += "<p class=\"note\">\(Markup.escape(line))</p>\n" }
            body += "<div class=\"row\">\n"
            for (side, figure) in [("before", section.before), ("after", section.after)] {
                body += "<div>\n<h3>\(side)</h3>\n"
                if let figure {
                    body += figure.html(scale: scale, id: "c\(index)\(side)")
                } else {
                    body += "<p class=\"note\">not offered</p>\n"
                }
                body += "</div>\n"
            }
            body += "</div>\n</section>\n"
        }
        if sections.isEmpty { body += "<p class=\"note\">No placement changed.</p>\n" }
        return HTMLPage.document(title: title, body: body)
    }
}
