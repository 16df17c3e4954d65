import PadKit
import PadKitApps

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

    /// The caption lines: the device, orientation and mode; size, size classes and the OS the
    /// drawing answers for; provenance; for a scaled scene, that it is scaled; the safe area with its provenance; then the details on
    /// one line (a `-`, "does not apply", is left out).
    public var captionLines: [String] { captionLines(namingDevice: true) }

    /// ``captionLines``; `namingDevice: false` leaves the device out of the first line (a
    /// contact sheet's group names its devices above the drawings).
    public func captionLines(namingDevice: Bool) -> [String] {
        let placement = picture.placement
        let size = placement.window.size
        let traits = picture.traits
        var lines = [
            (namingDevice ? "\(placement.device.id) " : "") + (placement.device.pose.map { "\($0) " } ?? "")
                + "\(placement.isLandscape ? "landscape" : "portrait") \(placement.mode)",
            "\(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt  "
                + """
                w\(traits.horizontalSizeClass.abbreviation) h\(traits.verticalSizeClass.abbreviation)  \
                \(OSName.text(picture.osVersion, on: placement.device))
                """,
            placement.window.provenance.compactDescription,
        ]
        if picture.arrangement.presentationScale != 1 {
            lines.append(
                """
                the scene keeps this size; iPadOS scales it to the window (drawn at \
                \(Markup.number(picture.arrangement.presentationScale * 100))%)
                """
            )
        }
        lines.append("safe area \(picture.safeAreaInsets) (\(picture.safeArea.provenance.compactDescription))")
        let shown = details.filter { $0.value != "-" && !$0.value.isEmpty }.map { "\($0.title.lowercased()) \($0.value)" }
        if !shown.isEmpty { lines.append(shown.joined(separator: ", ")) }
        return lines
    }

    /// The `<figure>`: the inline SVG and a `<figcaption>`.
    func html(scale: DrawingScale, id: String, caption: [String]? = nil) -> String {
        let drawing = PlacementDrawing(picture: picture, scale: scale, idPrefix: id)
        let lines = caption ?? captionLines
        // The figure is as wide as its drawing, so captions wrap under it and rows pack tightly.
        var out = "<figure class=\"placement\" id=\"\(id)\" style=\"width:\(Markup.number(drawing.size.width))px\">\n" + drawing.svg()
        out += "<figcaption>"
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "<br/>" }
            let cls = index == 0 ? "mode" : "muted"
            out += "<span class=\"\(cls)\">\(Markup.escape(line))</span>"
        }
        out += "</figcaption>\n"
        // What breaks in this window, each linked to the finding in the sheet's list.
        if !picture.layoutFindings.isEmpty {
            out += "<ul class=\"layout-findings\">"
            for finding in picture.layoutFindings {
                out +=
                    """
                    <li><a \
                    href=\"#\(WireframeView.anchor(finding.id))\">\(Markup.escape("\(finding.kind.rawValue): \(finding.subject)"))</a></li>
                    """
            }
            out += "</ul>\n"
        }
        return out + "</figure>\n"
    }
}
