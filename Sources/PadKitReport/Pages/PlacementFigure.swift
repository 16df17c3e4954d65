import PadKit

/// One drawing with its caption, as a contact sheet or filmstrip shows it.
public struct PlacementFigure: Sendable {
    /// The window to draw.
    public let picture: WindowPicture
    /// Extra caption lines after the size, size classes and provenance (an app's inspection:
    /// `SPLIT collapsed` ...), as (title, value) pairs.
    public let details: [(title: String, value: String)]

    public init(picture: WindowPicture, details: [(title: String, value: String)] = []) {
        self.picture = picture
        self.details = details
    }

    /// The caption lines: the mode; size and size classes; provenance; the safe area when it is
    /// with its provenance; then the details on one line (a `-`, "does not apply", is left out).
    public var captionLines: [String] {
        let placement = picture.placement
        let size = placement.window.size
        let traits = picture.traits
        var lines = [
            "\(placement.device.id) \(placement.isLandscape ? "landscape" : "portrait") \(placement.mode)",
            "\(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt  "
                + "w\(traits.horizontalSizeClass.abbreviation) h\(traits.verticalSizeClass.abbreviation)  iOS \(picture.osVersion)",
            placement.window.provenance.compactDescription,
        ]
        lines.append("safe area \(picture.safeAreaInsets) (\(picture.safeArea.provenance.compactDescription))")
        let shown = details.filter { $0.value != "-" && !$0.value.isEmpty }.map { "\($0.title.lowercased()) \($0.value)" }
        if !shown.isEmpty { lines.append(shown.joined(separator: ", ")) }
        return lines
    }

    /// The `<figure>`: the inline SVG and a `<figcaption>`.
    func html(scale: DrawingScale, id: String) -> String {
        let drawing = PlacementDrawing(picture: picture, scale: scale, idPrefix: id)
        let lines = captionLines
        // The figure is as wide as its drawing, so captions wrap under it and rows pack tightly.
        var out = "<figure class=\"placement\" id=\"\(id)\" style=\"width:\(Markup.number(drawing.size.width))px\">\n" + drawing.svg()
        out += "<figcaption>"
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "<br/>" }
            let cls = index == 0 ? "mode" : "muted"
            out += "<span class=\"\(cls)\">\(Markup.escape(line))</span>"
        }
        return out + "</figcaption>\n</figure>\n"
    }
}
