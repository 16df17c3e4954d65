import Foundation
import PadKit

/// Finds what breaks in one window of a scene: the engine's unsatisfiable constraints and
/// ambiguous views, and what the solved frames show against the scene laid out as designed
/// (a view clipped, squeezed to nothing, under a system area, a label truncated, a control shrunk
/// under the minimum hit target, a new overlap).
///
/// Comparing with the design keeps what the designer meant out of the findings: a view that
/// overhangs its superview as designed, a 30 pt button designed at 30 pt, a label already
/// truncated in Interface Builder are not what breaks in a window.
public struct LayoutFindingDetector: Sendable {
    /// The scene.
    public let scene: ScreenScene
    /// The file's path as output names it.
    public let file: String
    /// The controller the findings name.
    public let screen: LayoutFinding.Screen
    /// The text model labels are measured with.
    public let metrics: TextMetrics
    /// The scene laid out as designed (`nil` when the file names no design device).
    public let designed: ScreenWindowLayout?
    /// The system areas of the design device, in the designed root view's coordinates.
    public let designedAreas: [SystemArea]

    /// The text model's measured error: PadKit's advance table is within about 8 % of IB's
    /// widths for most single-line labels (`docs/layout-your-screens.md`, "Text: an
    /// approximation"); a truncation by less than that is not certain.
    public static let textModelError = 0.08
    /// The minimum hit target (Human Interface Guidelines, "Accessibility": "a minimum tappable
    /// area of 44x44 pt").
    public static let minimumTarget = 44.0

    /// Makes a detector for `scene`.
    public init(
        scene: ScreenScene, file: String, screen: LayoutFinding.Screen, metrics: TextMetrics, designed: ScreenWindowLayout?,
        designedAreas: [SystemArea]
    ) {
        self.scene = scene
        self.file = file
        self.screen = screen
        self.metrics = metrics
        self.designed = designed
        self.designedAreas = designedAreas
    }

    /// The findings of one window, in a fixed order (kinds in their order, views in document order).
    ///
    /// A view the constraints leave ambiguous (or inside one) is at a place the engine picked, not
    /// one UIKit would give it for sure, so its frame is not judged: the ambiguity is the finding.
    public func findings(in layout: ScreenWindowLayout, areas: [SystemArea]) -> [LayoutFinding] {
        var found: [LayoutFinding] = engineFindings(layout)
        let now = Frames(layout)
        let before = designed.map(Frames.init)
        for (index, entry) in layout.views.enumerated() {
            let view = entry.view
            guard entry.installed, !view.isHidden, let frame = now.absolute[index], !now.hiddenByAncestor(index), !now.placedByChance(index)
            else { continue }
            let was = before.flatMap { b in b.index[view.id].flatMap { b.absolute[$0] } }
            if let finding = clipped(index, view, frame, now, was: was, before: before) { found.append(finding) }
            if let finding = zeroSize(view, frame, was: was) { found.append(finding) }
            // Content in a scroll view scrolls out from under the bars and system areas
            // (`contentInsetAdjustmentBehavior`): where it starts is not where it stays.
            if !now.insideScrollView(index), let finding = underSystemArea(view, frame, areas: areas, was: was) { found.append(finding) }
            if let finding = truncated(view, frame, was: was, scale: layout.window.scale) { found.append(finding) }
            if let finding = smallTarget(view, frame, was: was) { found.append(finding) }
        }
        found += newOverlaps(now, before: before)
        return found.sorted { $0.kind < $1.kind }
    }

    /// The multi-line labels and text views wider than UIKit's readable width in one window
    /// (``WideText``), in document order: shown, installed, not placed by chance (ambiguous).
    public func wideTexts(in layout: ScreenWindowLayout) -> [WideText] {
        let now = Frames(layout)
        return layout.views.indices.compactMap { index in
            let entry = layout.views[index], view = entry.view
            guard entry.installed, !view.isHidden, !now.hiddenByAncestor(index), !now.placedByChance(index),
                (view.element == "label" && view.numberOfLines != 1) || view.element == "textView",
                let frame = now.absolute[index], frame.height > 0.5, Double(frame.width) > WideText.readableWidth + 0.5
            else { return nil }
            return WideText(screen: screen, view: describe(view), width: Double(frame.width), windowWidth: Double(layout.window.size.width))
        }
    }

    // MARK: Engine

    private func engineFindings(_ layout: ScreenWindowLayout) -> [LayoutFinding] {
        let viewsByID = Dictionary(scene.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let constraintsByID = Dictionary(scene.constraints.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        // What the design already has (a conflict Interface Builder shows in red, a view it
        // shows as ambiguous) is not what breaks in a window.
        let designedFindings = designed?.findings ?? []
        return layout.findings.compactMap { finding in
            if designedFindings.contains(where: { $0.kind == finding.kind && $0.broken == finding.broken && $0.views == finding.views }) {
                return nil
            }
            let kind: LayoutFindingKind = finding.kind == "unsatisfiable" ? .unsatisfiable : .ambiguous
            let views = finding.views.compactMap { viewsByID[$0].map(describe) }
            // The broken constraint first: the one UIKit names in "Will attempt to recover".
            var ids = finding.broken.map { [$0] } ?? []
            for id in finding.constraints where !ids.contains(id) { ids.append(id) }
            let constraints = ids.compactMap { id in
                constraintsByID[id].map { LayoutFinding.Constraint(id: id, source: "\(file):\($0.line)") }
            }
            let message: String
            if kind == .unsatisfiable {
                message =
                    "breaks \(finding.broken ?? "a constraint") of \(constraints.count) conflicting constraints"
                    + (views.isEmpty ? "" : " between \(views.map { "\($0.className) \($0.id)" }.joined(separator: ", "))")
            } else {
                message = finding.message
            }
            return LayoutFinding(
                kind: kind, screen: screen, views: views, constraints: constraints, source: finding.source, certain: true,
                message: message)
        }
    }

    // MARK: Frames

    private func clipped(
        _ index: Int, _ view: ScreenView, _ frame: CGRect, _ now: Frames, was: CGRect?, before: Frames?
    ) -> LayoutFinding? {
        guard let was, frame.width > 0.5, frame.height > 0.5, !now.insideScrollView(index) else { return nil }
        guard let parent = now.parentFrame(index) else { return nil }
        let outside = Self.overhang(frame, parent)
        guard outside > 0.5 else { return nil }
        // Designed inside its superview (else it overhangs by design), and its superview is not itself clipped.
        if let before, let i = before.index[view.id], let designedParent = before.parentFrame(i), Self.overhang(was, designedParent) > 0.5 {
            return nil
        }
        if let parentIndex = now.parentIndex(index), parentIndex != 0, let grand = now.parentFrame(parentIndex),
            Self.overhang(parent, grand) > 0.5
        {
            return nil
        }
        return finding(
            .clipped, view,
            "\(name(view)) lies \(NumberText.points(outside)) pt outside its superview (\(Self.text(frame)) in \(Self.text(parent)))")
    }

    private func zeroSize(_ view: ScreenView, _ frame: CGRect, was: CGRect?) -> LayoutFinding? {
        guard Self.hasContent(view), let was, was.width > 0.5, was.height > 0.5 else { return nil }
        guard frame.width <= 0.5 || frame.height <= 0.5 else { return nil }
        return finding(
            .zeroSize, view,
            """
            \(name(view)) is \(NumberText.points(Double(frame.width))) x \(NumberText.points(Double(frame.height))) pt \
            (designed \(NumberText.points(Double(was.width))) x \(NumberText.points(Double(was.height))))
            """
        )
    }

    private func underSystemArea(_ view: ScreenView, _ frame: CGRect, areas: [SystemArea], was: CGRect?) -> LayoutFinding? {
        guard Self.isContent(view), frame.width > 0.5, frame.height > 0.5 else { return nil }
        // Under a system area as designed (the status bar, where the window controls now are):
        // the designer put it there, or its container's bar covers it in the app.
        if let was, designedAreas.contains(where: { Self.overlap($0.frame, was) > 1 }) { return nil }
        guard let area = areas.first(where: { Self.overlap($0.frame, frame) > 1 }) else { return nil }
        return finding(
            .underSystemArea, view, "\(name(view)) lies under the \(area.name) (\(Self.text(frame)) meets \(Self.text(area.frame)))")
    }

    private func truncated(_ view: ScreenView, _ frame: CGRect, was: CGRect?, scale: Double) -> LayoutFinding? {
        guard view.element == "label", let text = view.text, !text.allSatisfy(\.isWhitespace), let was, frame.width > 0.5,
            frame.height > 0.5
        else {
            return nil
        }
        // A label of as many lines as needed in a table or collection cell grows the cell (self-sizing
        // cells); PadKit keeps a cell at its stored height, so its height is not a finding.
        if view.numberOfLines == 0, cellHolds(view) { return nil }
        let font = view.font ?? .body
        func overflow(_ rect: CGRect) -> (width: Double, needed: Double) {
            if view.numberOfLines == 1 {
                let needed = metrics.labelSize(text, font: font, numberOfLines: 1, maxWidth: nil, scale: scale).width
                return (Double(rect.width), Double(needed))
            }
            let lines = metrics.labelSize(text, font: font, numberOfLines: 0, maxWidth: Double(rect.width), scale: scale).height
            let allowed =
                view.numberOfLines > 0
                ? min(Double(rect.height), TextMetrics.ceil(metrics.height(lines: view.numberOfLines, font: font), scale))
                : Double(rect.height)
            return (allowed, Double(lines))
        }
        let now = overflow(frame), designed = overflow(was)
        guard now.needed > now.width + 0.5, designed.needed <= designed.width + 0.5 else { return nil }
        let missing = now.needed - now.width
        let certain = missing > Self.textModelError * now.needed
        let unit = view.numberOfLines == 1 ? "width" : "height"
        return finding(
            .truncated, view,
            "\(name(view)) needs \(NumberText.points(now.needed)) pt of \(unit) and gets \(NumberText.points(now.width))",
            certain: certain)
    }

    private func smallTarget(_ view: ScreenView, _ frame: CGRect, was: CGRect?) -> LayoutFinding? {
        guard Self.controls.contains(view.element), let was else { return nil }
        let minimum = Self.minimumTarget
        guard Double(was.width) >= minimum, Double(was.height) >= minimum else { return nil }
        guard Double(frame.width) < minimum - 0.5 || Double(frame.height) < minimum - 0.5, frame.width > 0.5, frame.height > 0.5 else {
            return nil
        }
        return finding(
            .smallTarget, view,
            """
            \(name(view)) is \(NumberText.points(Double(frame.width))) x \(NumberText.points(Double(frame.height))) pt, under \
            the 44 x 44 pt minimum hit target (designed \(NumberText.points(Double(was.width))) x \
            \(NumberText.points(Double(was.height))))
            """
        )
    }

    private func newOverlaps(_ now: Frames, before: Frames?) -> [LayoutFinding] {
        guard let before else { return [] }
        var found: [LayoutFinding] = []
        for (parent, children) in now.children {
            // Content in a scroll view, a table or a cell moves as it scrolls and reuses.
            if now.views[parent].isScrollView || now.insideScrollView(parent) { continue }
            let visible = children.filter { i in
                let v = now.views[i]
                guard let f = now.absolute[i], !v.isHidden, !now.placedByChance(i), f.width > 0.5, f.height > 0.5 else { return false }
                return Self.isContent(v)
            }
            for (a, i) in visible.enumerated() {
                for j in visible[(a + 1)...] {
                    guard let fi = now.absolute[i], let fj = now.absolute[j], Self.overlap(fi, fj) > 1 else { continue }
                    let vi = now.views[i], vj = now.views[j]
                    guard let bi = before.index[vi.id].flatMap({ before.absolute[$0] }),
                        let bj = before.index[vj.id].flatMap({ before.absolute[$0] }), Self.overlap(bi, bj) <= 0.5
                    else { continue }
                    found.append(
                        LayoutFinding(
                            kind: .newOverlap, screen: screen, views: [describe(vi), describe(vj)], constraints: [],
                            source: "\(file):\(vi.line)", certain: true,
                            message: "\(name(vi)) overlaps \(name(vj)), which it did not as designed"))
                }
            }
        }
        return found
    }

    // MARK: Helpers

    /// Whether a table or collection view cell holds `view`.
    private func cellHolds(_ view: ScreenView) -> Bool {
        var current = view.superview
        var steps = 0
        while let id = current, steps < scene.views.count {
            guard let parent = scene.views.first(where: { $0.id == id }) else { return false }
            if parent.element.hasSuffix("Cell") || parent.element.hasSuffix("CellContentView") { return true }
            current = parent.superview
            steps += 1
        }
        return false
    }

    private func finding(_ kind: LayoutFindingKind, _ view: ScreenView, _ message: String, certain: Bool = true) -> LayoutFinding {
        let constraints = scene.constraints.filter { !$0.isPlaceholder && ($0.firstItem == view.id || $0.secondItem == view.id) }
            .map { LayoutFinding.Constraint(id: $0.id, source: "\(file):\($0.line)") }
        return LayoutFinding(
            kind: kind, screen: screen, views: [describe(view)], constraints: constraints, source: "\(file):\(view.line)",
            certain: certain, message: message)
    }

    func describe(_ view: ScreenView) -> LayoutFinding.View {
        LayoutFinding.View(id: view.id, className: view.customClass ?? view.uikitClass, text: view.text, source: "\(file):\(view.line)")
    }

    private func name(_ view: ScreenView) -> String {
        "\(view.customClass ?? view.uikitClass) \(view.id)" + (view.text.map { " \"\($0.prefix(40))\"" } ?? "")
    }

    /// The controls UIKit users tap (the HIG's minimum applies to them).
    static let controls: Set<String> = ["button", "switch", "segmentedControl", "stepper", "slider", "pageControl"]

    /// Views that show something a user reads or taps (a background view under a bar is not a finding).
    static func isContent(_ view: ScreenView) -> Bool {
        hasContent(view) || controls.contains(view.element) || ["textField", "textView", "searchBar"].contains(view.element)
    }

    /// Views whose content needs room: text (not only spaces: a placeholder `" "` the code fills
    /// shows nothing as designed), or an image.
    static func hasContent(_ view: ScreenView) -> Bool {
        if let text = view.text, !text.allSatisfy(\.isWhitespace) { return true }
        return view.element == "imageView" && view.image != nil
    }

    /// How far `frame` lies outside `bounds` (a rectangle at the origin of the same coordinates), the largest edge.
    static func overhang(_ frame: CGRect, _ bounds: CGRect) -> Double {
        max(
            Double(bounds.minX - frame.minX), Double(frame.maxX - bounds.maxX), Double(bounds.minY - frame.minY),
            Double(frame.maxY - bounds.maxY), 0)
    }

    /// The area two rectangles share.
    static func overlap(_ a: CGRect, _ b: CGRect) -> Double {
        let w = min(Double(a.maxX), Double(b.maxX)) - max(Double(a.minX), Double(b.minX))
        let h = min(Double(a.maxY), Double(b.maxY)) - max(Double(a.minY), Double(b.minY))
        return w > 0 && h > 0 ? w * h : 0
    }

    static func text(_ r: CGRect) -> String {
        """
        (\(NumberText.points(Double(r.minX))), \(NumberText.points(Double(r.minY))), \(NumberText.points(Double(r.width))), \
        \(NumberText.points(Double(r.height))))
        """
    }
}

/// A window's views in the root view's coordinates, with their superviews.
private struct Frames {
    let views: [ScreenView]
    let absolute: [CGRect?]
    let parent: [Int?]
    let index: [String: Int]
    let children: [(Int, [Int])]
    /// Whether the constraints leave the view ambiguous on an axis.
    let ambiguous: [Bool]

    init(_ layout: ScreenWindowLayout) {
        views = layout.views.map(\.view)
        ambiguous = layout.views.map { !$0.frameAmbiguousAxes.isEmpty }
        var index: [String: Int] = [:]
        for (i, v) in views.enumerated() where index[v.id] == nil { index[v.id] = i }
        self.index = index
        var parent: [Int?] = []
        var absolute: [CGRect?] = []
        var children: [Int: [Int]] = [:]
        var order: [Int] = []
        for (i, entry) in layout.views.enumerated() {
            let p = entry.view.superview.flatMap { index[$0] }
            parent.append(p)
            guard let f = entry.frame else {
                absolute.append(nil)
                continue
            }
            if let p {
                guard let pf = absolute[p] else {
                    absolute.append(nil)
                    continue
                }
                absolute.append(
                    CGRect(x: Double(pf.minX + f.minX), y: Double(pf.minY + f.minY), width: Double(f.width), height: Double(f.height)))
                if children[p] == nil { order.append(p) }
                children[p, default: []].append(i)
            } else {
                absolute.append(CGRect(x: 0, y: 0, width: Double(f.width), height: Double(f.height)))
            }
        }
        self.parent = parent
        self.absolute = absolute
        self.children = order.map { ($0, children[$0] ?? []) }
    }

    func parentIndex(_ i: Int) -> Int? { parent[i] }

    /// The superview's frame, or the root's for the root (the window).
    func parentFrame(_ i: Int) -> CGRect? {
        guard let p = parent[i] else { return nil }
        return absolute[p]
    }

    /// Whether a scroll view (table, collection, text view) holds the view: its content scrolls.
    func insideScrollView(_ i: Int) -> Bool {
        var current = parent[i]
        while let p = current {
            if views[p].isScrollView || views[p].element.hasSuffix("Cell") || views[p].element.hasSuffix("CellContentView") { return true }
            current = parent[p]
        }
        return false
    }

    /// Whether the view or a superview is ambiguous: its frame is where the engine happened to
    /// put it, so where it lies says nothing of the app.
    func placedByChance(_ i: Int) -> Bool {
        var current: Int? = i
        while let p = current {
            if ambiguous[p] { return true }
            current = parent[p]
        }
        return false
    }

    /// Whether a hidden superview hides the view.
    func hiddenByAncestor(_ i: Int) -> Bool {
        var current = parent[i]
        while let p = current {
            if views[p].isHidden { return true }
            current = parent[p]
        }
        return false
    }
}
