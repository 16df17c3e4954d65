import PadKit

/// Where an app's layout changes with the window's width, read off the drawings: for one
/// orientation and device family, the widths at which the horizontal size class is compact or
/// regular and the split (if the app has one) is collapsed or expanded. The answer a developer
/// wants from a contact sheet is these breakpoints, not the 400 windows.
///
/// It computes nothing UIKit decides: every width, size class and split state is a drawn window's.
struct LayoutChanges: Sendable {
    /// One window width seen, with what the app got there.
    struct Mark: Sendable, Hashable {
        let width: Double
        let horizontalSizeClass: UserInterfaceSizeClass
        /// `nil`: no split view on screen; else whether it is collapsed.
        let splitCollapsed: Bool?
        /// The placements drawn at this width with this state (`full`, `half` ...), for the tooltip.
        var modes: [String]
    }

    /// A change between two states: the widest window in the lower state and the narrowest in
    /// the upper one. `overlaps` when the widths interleave (an iPhone's size class follows the
    /// model, not the width).
    struct Change: Sendable, Hashable {
        let below: Double
        let above: Double
        let overlaps: Bool
    }

    let isLandscape: Bool
    let family: DeviceFamily
    /// The distinct marks, narrowest first.
    let marks: [Mark]

    init(isLandscape: Bool, family: DeviceFamily, figures: [PlacementFigure]) {
        self.isLandscape = isLandscape
        self.family = family
        var marks: [Mark] = []
        for figure in figures {
            let picture = figure.picture
            guard picture.placement.isLandscape == isLandscape, picture.placement.device.family == family else { continue }
            let width = Double(picture.placement.window.size.width)
            let split = Self.splitCollapsed(in: picture)
            if let index = marks.firstIndex(where: {
                $0.width == width && $0.horizontalSizeClass == picture.traits.horizontalSizeClass && $0.splitCollapsed == split
            }) {
                if !marks[index].modes.contains(picture.placement.mode.id) { marks[index].modes.append(picture.placement.mode.id) }
            } else {
                marks.append(
                    Mark(
                        width: width, horizontalSizeClass: picture.traits.horizontalSizeClass, splitCollapsed: split,
                        modes: [picture.placement.mode.id]))
            }
        }
        self.marks = marks.sorted { ($0.width, $0.horizontalSizeClass.rawValue) < ($1.width, $1.horizontalSizeClass.rawValue) }
    }

    /// Whether the outermost split view drawn is collapsed; `nil` without one.
    static func splitCollapsed(in picture: WindowPicture) -> Bool? {
        for controller in picture.controllers {
            if case .split(let split) = controller.container { return split.isCollapsed }
        }
        return nil
    }

    /// Where the size class flips from compact to regular; `nil` when only one is seen.
    var sizeClassChange: Change? {
        Self.change(
            lower: marks.filter { $0.horizontalSizeClass == .compact }.map(\.width),
            upper: marks.filter { $0.horizontalSizeClass == .regular }.map(\.width))
    }

    /// Where the split expands (collapsed below, expanded above); `nil` when only one is seen.
    var splitChange: Change? {
        Self.change(
            lower: marks.filter { $0.splitCollapsed == true }.map(\.width),
            upper: marks.filter { $0.splitCollapsed == false }.map(\.width))
    }

    private static func change(lower: [Double], upper: [Double]) -> Change? {
        guard let below = lower.max(), let above = upper.min() else { return nil }
        return Change(below: below, above: above, overlaps: below >= above)
    }

    /// One sentence: `iPad portrait: wC up to 507 pt, wR from 678 pt; the split collapses up to
    /// 809 pt and expands from 1024 pt.`
    var sentence: String {
        let points = { (value: Double) in NumberText.points(value) }
        var parts: [String] = []
        if let change = sizeClassChange {
            parts.append(
                change.overlaps
                    ? """
                    wC and wR both between \(points(change.above)) and \(points(change.below)) pt (the size class follows the model, \
                    not the width)
                    """
                    : "wC up to \(points(change.below)) pt, wR from \(points(change.above)) pt")
        } else if let first = marks.first {
            parts.append("w\(first.horizontalSizeClass.abbreviation) at every width")
        }
        if let change = splitChange {
            parts.append(
                change.overlaps
                    ? """
                    the split is collapsed and expanded between \(points(change.above)) and \(points(change.below)) pt (it depends on \
                    more than the width)
                    """
                    : "the split is collapsed up to \(points(change.below)) pt and expanded from \(points(change.above)) pt")
        } else if let collapsed = marks.compactMap(\.splitCollapsed).first {
            parts.append("the split is \(collapsed ? "collapsed" : "expanded") at every width")
        }
        return "\(family == .iPad ? "iPad" : "iPhone") \(isLandscape ? "landscape" : "portrait"): " + parts.joined(separator: "; ") + "."
    }
}
