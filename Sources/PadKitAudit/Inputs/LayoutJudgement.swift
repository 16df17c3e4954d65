import Foundation
import PadKit
import PadKitApps

/// What the audit judges from one scene laid out in one window: the Screens findings that make a
/// layout unsound, and three judgements from the frames.
///
/// - `underSystemArea`: a control or a label with text whose frame reaches into the window's
///   safe-area insets (the status bar or window controls, the cameras, the home indicator), outside
///   any scroll view (content scrolls out from under them). Safe areas are what UIKit reserves for
///   them ("Positioning content relative to the safe area"); only a view controller's root scene is judged.
/// - `smallTarget`: a button smaller than 44 x 44 pt, the hit region the HIG asks of every control
///   ("Accessibility": "a minimum control size of 44x44 pt").
/// - `wideText`: a multi-line label or a text view wider than UIKit's readable width, 672 pt at
///   the default Large text size (`readableContentGuide`; docs/choices.md says where the number comes from).
enum LayoutJudgement {
    /// UIKit's readable width at the default text size, in points.
    static let readableWidth = 672.0
    /// The HIG's minimum control size, in points.
    static let minimumTarget = 44.0

    /// One judgement in one window; `key` tells findings of the same view apart across windows.
    struct Item: Sendable {
        let kind: String
        let source: String
        let message: String
        let key: String
    }

    static let controls: Set<String> = ["button", "switch", "segmentedControl", "slider", "stepper", "textField"]

    static func findings(in layout: ScreenWindowLayout, scene: ScreenScene, file layoutFile: ScreenFile) -> [Item] {
        let file = layoutFile.file
        var items: [Item] = []
        let byID = Dictionary(layout.views.map { ($0.view.id, $0) }, uniquingKeysWith: { first, _ in first })
        for finding in layout.findings {
            // A custom view the constraints leave free most likely sizes itself in code (ScreensReport).
            if finding.kind == "ambiguous", finding.views.allSatisfy({ byID[$0]?.view.customClass != nil }) { continue }
            // UIKit's console text spans lines; the evidence is one sentence.
            let message =
                finding.kind == "unsatisfiable"
                ? "constraints \(finding.constraints.joined(separator: ", ")) cannot all hold; UIKit breaks \(finding.broken ?? "one of them")"
                : finding.message
            items.append(
                Item(kind: finding.kind, source: finding.source, message: message, key: finding.constraints.joined(separator: ",")))
        }
        let window = layout.window
        let opaqueTop = scene.bars.navigationBar?.translucent == false ? window.safeArea.top + (scene.bars.navigationBar?.height ?? 0) : 0
        for entry in layout.views {
            guard let frame = absoluteFrame(entry, byID), entry.installed, isShown(entry, byID), frame.width > 0, frame.height > 0 else {
                continue
            }
            let view = entry.view
            let name = "\(view.element) \(view.id)\(view.text.map { " \"\($0.prefix(30))\"" } ?? "")"
            let source = "\(file):\(view.line)"
            let size = "\(NumberText.points(Double(frame.width))) x \(NumberText.points(Double(frame.height))) pt"
            if view.element == "button", frame.width < minimumTarget || frame.height < minimumTarget {
                items.append(Item(kind: "smallTarget", source: source, message: "\(name) is \(size), under 44 x 44 pt", key: view.id))
            }
            let multiLine = (view.element == "label" && view.numberOfLines != 1) || view.element == "textView"
            if multiLine, Double(frame.width) > readableWidth + 0.5 {
                items.append(
                    Item(
                        kind: "wideText", source: source,
                        message:
                            "\(name) is \(NumberText.points(Double(frame.width))) pt wide in a \(NumberText.points(Double(window.size.width))) pt window, wider than the readable width (672 pt)",
                        key: view.id))
            }
            guard scene.isControllerRoot, !isFreeform(scene, file: layoutFile),
                controls.contains(view.element) || (view.element == "label" && view.text != nil),
                !insideScrollView(entry, byID)
            else { continue }
            let safe = window.safeArea
            let top = safe.top - opaqueTop
            let bottom = Double(window.size.height) - safe.bottom - opaqueTop
            var bands: [String] = []
            if Double(frame.minY) < top - 0.5 { bands.append("top \(NumberText.points(safe.top)) pt") }
            if Double(frame.maxY) > bottom + 0.5 { bands.append("bottom \(NumberText.points(safe.bottom)) pt") }
            if Double(frame.minX) < safe.left - 0.5 { bands.append("left \(NumberText.points(safe.left)) pt") }
            if Double(frame.maxX) > Double(window.size.width) - safe.right + 0.5 {
                bands.append("right \(NumberText.points(safe.right)) pt")
            }
            if !bands.isEmpty {
                items.append(
                    Item(
                        kind: "underSystemArea", source: source,
                        message:
                            "\(name) reaches into the window's unsafe \(bands.joined(separator: " and ")) (status bar, window controls, cameras, home indicator)",
                        key: view.id))
            }
        }
        return items
    }

    /// Whether the scene's controller is designed at a size of its own (Interface Builder's
    /// freeform simulated size: a popover, a context-menu preview, a child): its root is shorter
    /// than the designed screen by more than any bars (150 pt), so it is not shown under the status
    /// bar and the system areas are not judged.
    static func isFreeform(_ scene: ScreenScene, file: ScreenFile) -> Bool {
        guard let stored = scene.views.first?.storedFrame, let device = file.designedFor else { return false }
        let screen = device.size(orientation: file.designedOrientation)
        return Double(stored.height) + 150 < Double(screen.height)
    }

    /// The frame in the root view's coordinates.
    static func absoluteFrame(_ entry: ScreenViewLayout, _ byID: [String: ScreenViewLayout]) -> CGRect? {
        guard var rect = entry.frame else { return nil }
        var parent = entry.view.superview
        var steps = 0
        while let id = parent, let superview = byID[id], superview.view.superview != nil, steps < 256 {
            guard let frame = superview.frame else { return nil }
            rect.origin = CGPoint(x: rect.origin.x + frame.origin.x, y: rect.origin.y + frame.origin.y)
            parent = superview.view.superview
            steps += 1
        }
        return rect
    }

    private static func isShown(_ entry: ScreenViewLayout, _ byID: [String: ScreenViewLayout]) -> Bool {
        var current: ScreenViewLayout? = entry
        var steps = 0
        while let view = current, steps < 256 {
            if view.view.isHidden || !view.installed { return false }
            current = view.view.superview.flatMap { byID[$0] }
            steps += 1
        }
        return true
    }

    private static func insideScrollView(_ entry: ScreenViewLayout, _ byID: [String: ScreenViewLayout]) -> Bool {
        var current = entry.view.superview.flatMap { byID[$0] }
        var steps = 0
        while let view = current, steps < 256 {
            if view.view.isScrollView || view.view.element.hasSuffix("Cell") { return true }
            current = view.view.superview.flatMap { byID[$0] }
            steps += 1
        }
        return false
    }
}
