import PadKit

/// One orientation's width axis on a contact sheet: a row per device family, a mark at every
/// window width drawn (its colour the horizontal size class, a dark ring when the app's split is
/// expanded there, a hollow mark when it is collapsed), and a dashed line where the size class
/// flips and where the split collapses and expands (``LayoutChanges``).
struct WidthAxis: Sendable {
    /// The rows, one per family, all in the same orientation.
    let rows: [LayoutChanges]
    /// The widest window on the axis, in points (the axis ends at the next 250).
    let maximumWidth: Double

    static let width: Double = 760
    static let left: Double = 64
    static let right: Double = 24
    static let rowHeight: Double = 46
    static let top: Double = 18

    private func x(_ points: Double) -> Double {
        Self.left + points / axisEnd * (Self.width - Self.left - Self.right)
    }

    private var axisEnd: Double { max(250, (maximumWidth / 250).rounded(.up) * 250) }

    /// The `<svg>` element.
    func svg(id: String) -> String {
        let height = Self.top + Double(rows.count) * Self.rowHeight + 14
        let orientation = rows.first?.isLandscape == true ? "landscape" : "portrait"
        var out =
            """
            <svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pk-axis\" id=\"\(id)\" width=\"\(Markup.number(Self.width))\" \
            height=\"\(Markup.number(height))\"
            """
        out +=
            """
             viewBox=\"0 0 \(Markup.number(Self.width)) \(Markup.number(height))\" role=\"img\" \
            aria-label=\"\(Markup.escape("Window widths in \(orientation)"))\">\n
            """
        out +=
            "<title>\(Markup.escape("Window widths in \(orientation), points: " + rows.map(\.sentence).joined(separator: " ")))</title>\n"
        for (index, row) in rows.enumerated() {
            let y = Self.top + Double(index) * Self.rowHeight + 16
            out += "<g class=\"axis-row\" data-family=\"\(row.family.rawValue)\">\n"
            out += "<text x=\"4\" y=\"\(Markup.number(y + 4))\" class=\"axis-family\">\(row.family == .iPad ? "iPad" : "iPhone")</text>\n"
            out +=
                """
                <line class=\"axis-line\" x1=\"\(Markup.number(Self.left))\" y1=\"\(Markup.number(y))\" \
                x2=\"\(Markup.number(Self.width - Self.right))\" y2=\"\(Markup.number(y))\"/>\n
                """
            out += breakpoint(row.sizeClassChange, label: "wC | wR", y: y, class: "flip-size-class")
            out += breakpoint(row.splitChange, label: "collapsed | expanded", y: y, class: "flip-split", below: true)
            for mark in row.marks {
                var tip = "\(NumberText.points(mark.width)) pt: w\(mark.horizontalSizeClass.abbreviation)"
                if let collapsed = mark.splitCollapsed { tip += ", split \(collapsed ? "collapsed" : "expanded")" }
                tip += " (\(mark.modes.joined(separator: ", ")))"
                var classes = mark.horizontalSizeClass == .regular ? "mark regular" : "mark compact"
                if let collapsed = mark.splitCollapsed { classes += collapsed ? " collapsed" : " expanded" }
                out +=
                    """
                    <circle class=\"\(classes)\" cx=\"\(Markup.number(x(mark.width)))\" cy=\"\(Markup.number(y))\" \
                    r=\"4.5\"><title>\(Markup.escape(tip))</title></circle>\n
                    """
            }
            out += "</g>\n"
        }
        // The scale, under the last row.
        let scaleY = Self.top + Double(rows.count) * Self.rowHeight + 6
        var tick = 0.0
        while tick <= axisEnd {
            out +=
                """
                <text x=\"\(Markup.number(x(tick)))\" y=\"\(Markup.number(scaleY))\" class=\"axis-tick\" \
                text-anchor=\"middle\">\(NumberText.points(tick))\(tick == axisEnd ? " pt" : "")</text>\n
                """
            tick += 250
        }
        return out + "</svg>\n"
    }

    /// A dashed line halfway between the last window in one state and the first in the next,
    /// labelled above the axis (`below`: under it); nothing when the widths interleave.
    private func breakpoint(_ change: LayoutChanges.Change?, label: String, y: Double, class name: String, below: Bool = false) -> String {
        guard let change, !change.overlaps else { return "" }
        let at = x((change.below + change.above) / 2)
        let tip = "\(label): \(NumberText.points(change.below)) pt and narrower | \(NumberText.points(change.above)) pt and wider"
        var out = "<g class=\"\(name)\"><title>\(Markup.escape(tip))</title>\n"
        out +=
            """
            <line class=\"breakpoint\" x1=\"\(Markup.number(at))\" y1=\"\(Markup.number(y - 12))\" x2=\"\(Markup.number(at))\" \
            y2=\"\(Markup.number(y + 12))\"/>\n
            """
        out +=
            """
            <text x=\"\(Markup.number(at))\" y=\"\(Markup.number(below ? y + 22 : y - 14))\" class=\"breakpoint-label\" \
            text-anchor=\"middle\">\(Markup.escape(label))</text>\n
            """
        return out + "</g>\n"
    }
}
