import Foundation
import PadKit

/// Draws one ``WindowPicture`` as SVG: the screen, the app's window on it (with the other app of
/// a Split View behind its divider, or the app a Slide Over window floats over, dimmed), the
/// safe area, the controller tree with its bars and columns, the app's views, and presentations.
///
/// It decides nothing: every rectangle is a frame from the twin or a size from PadKit, multiplied
/// by one ``DrawingScale``. Details go into `<title>` elements (tooltips), so the labels can stay
/// short. Identifiers are prefixed with ``idPrefix`` so many drawings can share one page.
public struct PlacementDrawing: Sendable {
    /// What to draw.
    public let picture: WindowPicture
    /// Points to pixels.
    public let scale: DrawingScale
    /// A prefix for element identifiers, unique on the page (`d3`).
    public let idPrefix: String

    /// The label font size in pixels, and the width budget per character.
    static let fontSize: Double = 10
    static let characterWidth: Double = 6

    public init(picture: WindowPicture, scale: DrawingScale = .standard, idPrefix: String = "d0") {
        self.picture = picture
        self.scale = scale
        self.idPrefix = idPrefix
    }

    /// The drawing's size in pixels: the screen at the scale, plus the margin on each side.
    public var size: (width: Double, height: Double) {
        let screen = picture.arrangement.screen
        return (scale.length(Double(screen.width)) + 2 * scale.margin, scale.length(Double(screen.height)) + 2 * scale.margin)
    }

    /// One line naming the placement: `ipad-air-2 portrait full`.
    public var placementName: String {
        """
        \(picture.placement.device.id)\(picture.placement.device.pose.map { " " + $0 } ?? "") \
        \(picture.placement.isLandscape ? "landscape" : "portrait") \(picture.placement.mode)
        """
    }

    /// The `<svg>` element. `standalone` adds the XML namespace declaration's companions a file
    /// needs on its own: the style sheet and a caption below the screen.
    public func svg(standalone: Bool = false, caption: [String] = []) -> String {
        let (width, baseHeight) = size
        let captionHeight = standalone ? Double(caption.count) * 14 + (caption.isEmpty ? 0 : 6) : 0
        let height = baseHeight + captionHeight
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pk\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\""
        out += " viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" role=\"img\""
        out += " data-placement=\"\(Markup.escape(placementName))\" data-scale=\"\(Markup.number(scale.pixelsPerPoint))\""
        out += " aria-label=\"\(Markup.escape(summary))\">\n"
        if standalone { out += "<style>\n\(ReportStyle.drawing)\n</style>\n" }
        out += "<title>\(Markup.escape(summary))</title>\n"
        out += screenLayer()
        out += windowLayer()
        if standalone {
            for (index, line) in caption.enumerated() {
                let y = baseHeight + 14 * Double(index + 1)
                out +=
                    """
                    <text x=\"\(Markup.number(scale.margin))\" \
                    y=\"\(Markup.number(y))\"\(index == 0 ? "" : " class=\"muted\"")>\(Markup.escape(line))</text>\n
                    """
            }
        }
        out += "</svg>\n"
        return out
    }

    /// The drawing's `<title>`: placement, window size, size classes, provenance.
    public var summary: String {
        let size = picture.placement.window.size
        return "\(placementName): window \(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt, "
            + """
            w\(picture.traits.horizontalSizeClass.abbreviation) h\(picture.traits.verticalSizeClass.abbreviation), \
            \(picture.placement.window.provenance.compactDescription)
            """
    }

    // MARK: Screen

    private func screenLayer() -> String {
        let arrangement = picture.arrangement
        var out = rect(arrangement.screen, class: "screen", radius: 6)
        if arrangement.floatsOverOtherApp, let other = arrangement.otherApp {
            out += group(title: "Another app, full screen, under the Slide Over window (dimmed)") {
                rect(other, class: "other-app") + rect(other, class: "dimming")
                    + label(
                        "other app",
                        at: CGPoint(x: Double(other.minX) + 12 / scale.pixelsPerPoint, y: Double(other.minY) + 20 / scale.pixelsPerPoint),
                        class: "other-label")
            }
        } else if let other = arrangement.otherApp {
            let share = "\(NumberText.points(Double(other.width))) x \(NumberText.points(Double(other.height))) pt"
            out += group(title: "The other app of the Split View: \(share)") {
                rect(other, class: "other-app")
                    + label(
                        Markup.truncated("other app", limit: budget(Double(other.width))), at: center(of: other), class: "other-label",
                        anchor: "middle")
            }
        } else if picture.placement.mode.freeformSize != nil || arrangement.presentationScale != 1 {
            out += group(title: "The screen around a free-form window") { rect(arrangement.screen, class: "desktop", radius: 6) }
        }
        if let divider = arrangement.divider {
            out += group(title: "Split View divider: \(NumberText.points(SplitViewGeometry.dividerWidth)) pt") {
                rect(divider, class: "divider")
            }
        }
        return out
    }

    // MARK: Window

    private func windowLayer() -> String {
        let arrangement = picture.arrangement
        let size = picture.placement.window.size
        // The app draws in its scene's points; a scaled scene (iPadOS 26's full-screen
        // compatibility window) is drawn at full size from the window's origin and scaled about it.
        let frame = CGRect(origin: arrangement.window.origin, size: size)
        let clip = "\(idPrefix)-window"
        let factor = arrangement.presentationScale
        var out = ""
        if factor != 1 {
            let fixed = (x: scale.position(Double(frame.minX)), y: scale.position(Double(frame.minY)))
            out +=
                """
                <g class=\"scaled-scene\" transform=\"translate(\(Markup.number(fixed.x * (1 - factor))) \
                \(Markup.number(fixed.y * (1 - factor)))) scale(\(Markup.number(factor)))\">\n
                """
            let title = """
                The scene keeps \(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt; \
                iPadOS scales it to the window (drawn at \(Markup.number(factor * 100))%)
                """
            out += "<title>\(Markup.escape(title))</title>\n"
        }
        out += "<clipPath id=\"\(clip)\">\(rect(frame, class: nil))</clipPath>\n"
        out += "<g class=\"app-window\" clip-path=\"url(#\(clip))\">\n"
        let title = """
            Window \(NumberText.points(Double(size.width))) x \(NumberText.points(Double(size.height))) pt at \(point(frame.origin)) \
            on the screen; \(picture.traits.summary)
            """
        out += "<title>\(Markup.escape(title))</title>\n"
        out += rect(frame, class: "window")
        if let root = picture.root { out += controller(root) }
        out += wireframe()
        out += safeArea()
        out += windowControls()
        out += reservedRegions()
        out += "</g>\n"
        // The window's edge again, over its content, so columns and presentations never hide it.
        out += rect(frame, class: "window-edge")
        if factor != 1 { out += "</g>\n" }
        return out
    }

    /// iPadOS 26's window controls in the top leading corner (``PadKit/WindowControls``): the
    /// region they cover and their three buttons.
    private func windowControls() -> String {
        guard WindowControls.shown(in: picture.placement, osVersion: picture.osVersion) else { return "" }
        let region = WindowControls.regionSize
        let leading =
            picture.traits.layoutDirection == .rightToLeft
            ? Double(picture.placement.window.size.width) - Double(region.width) : 0
        let area = inWindow(CGRect(x: leading, y: 0, width: Double(region.width), height: Double(region.height)))
        let title = """
            Window controls (close, minimize, tile): the top leading \(NumberText.points(Double(region.width))) x \
            \(NumberText.points(Double(region.height))) pt, unmeasured
            """
        var out = "<g class=\"window-controls\"><title>\(Markup.escape(title))</title>\n"
        out += rect(area, class: "controls-region")
        for index in 0..<3 {
            let x = Double(area.minX) + 20 + 20 * Double(index)
            out +=
                """
                <circle class=\"control\" cx=\"\(Markup.number(scale.position(x)))\" \
                cy=\"\(Markup.number(scale.position(Double(area.midY))))\"
                """
                + " r=\"\(Markup.number(max(1.5, scale.length(6))))\"/>\n"
        }
        return out + "</g>\n"
    }

    /// iOS 27.1's reserved regions (``PadKit/Placement/reservedRegions``, iPhone Duo): the fold as
    /// a purple band, solid while active (partially open) and dashed while not; a camera as a dark
    /// rectangle, outlined only while inactive. Styled inline, so pages without them are unchanged.
    private func reservedRegions() -> String {
        let regions = picture.placement.reservedRegions
        guard !regions.isEmpty else { return "" }
        var out = "<g class=\"reserved-regions\">\n"
        for region in regions {
            let title =
                "Reserved region: \(region.kind) \(region.identifier), \(FrameText.text(region.frame)), "
                + "\(region.isActive ? "active" : "inactive") (\(region.provenance.compactDescription))"
            let style: String
            switch (region.kind, region.isActive) {
            case (.division, true): style = " fill=\"#af52de\" fill-opacity=\".3\""
            case (.division, false): style = " fill=\"none\" stroke=\"#af52de\" stroke-width=\".75\" stroke-dasharray=\"3 2\""
            case (.occlusion, true): style = " fill=\"#1c1c1e\" fill-opacity=\".7\""
            case (.occlusion, false): style = " fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\".75\" stroke-dasharray=\"2 2\""
            }
            out += "<g><title>\(Markup.escape(title))</title>\n" + rect(inWindow(region.frame), class: nil, extra: style) + "</g>\n"
        }
        return out + "</g>\n"
    }

    /// The safe-area insets, shaded over the window's edges.
    private func safeArea() -> String {
        let insets = picture.safeAreaInsets
        guard !insets.isZero else { return "" }
        let w = Double(picture.placement.window.size.width), h = Double(picture.placement.window.size.height)
        let title = "Safe-area insets \(insets) (top, left, bottom, right), \(picture.safeArea.provenance.compactDescription)"
        var out = "<g class=\"safe-areas\"><title>\(Markup.escape(title))</title>\n"
        let edges: [(CGRect, Double)] = [
            (CGRect(x: 0, y: 0, width: w, height: insets.top), insets.top),
            (CGRect(x: 0, y: h - insets.bottom, width: w, height: insets.bottom), insets.bottom),
            (CGRect(x: 0, y: insets.top, width: insets.left, height: max(0, h - insets.top - insets.bottom)), insets.left),
            (CGRect(x: w - insets.right, y: insets.top, width: insets.right, height: max(0, h - insets.top - insets.bottom)), insets.right),
        ]
        for (edge, amount) in edges where amount > 0 { out += rect(inWindow(edge), class: "safe-area") }
        return out + "</g>\n"
    }

    // MARK: Controllers

    private func controller(_ node: ControllerPicture) -> String {
        let frame = inWindow(node.frameInWindow)
        var title =
            """
            \(node.kind) \"\(node.title)\" (\(node.className)) \(rectText(node.frameInWindow)); \(node.traits.summary); safe area \
            \(node.safeAreaInsets)
            """
        if let column = node.column { title += "; \(column) column" }
        if let reason = node.placeholderReason { title = "Placeholder: the description could not read this controller: \(reason)" }
        var out = "<g class=\"vc\" data-kind=\"\(Markup.escape(node.kind))\" data-title=\"\(Markup.escape(node.title))\""
        out += " data-class=\"\(Markup.escape(node.className))\"\(node.placeholderReason == nil ? "" : " data-placeholder=\"true\"")>\n"
        out += "<title>\(Markup.escape(title))</title>\n"
        if let column = node.column {
            out += rect(frame, class: column == .secondary ? "column secondary" : "column")
        }
        out += rect(frame, class: node.placeholderReason == nil ? "controller" : "placeholder")
        let characters = budget(Double(node.frameInWindow.width))
        if let reason = node.placeholderReason {
            out += label(
                Markup.truncated("placeholder: unresolved", limit: characters), at: center(of: frame), class: "badge", anchor: "middle")
            out += label(
                Markup.truncated(reason, limit: characters), at: offset(center(of: frame), pixels: 12), class: "muted", anchor: "middle")
        } else if node.children.isEmpty, node.views.isEmpty {
            // A leaf: its title, and under it the app's class when one was read (alone when the
            // controller has no title: the twin's stand-in name says nothing of the app).
            let name = !node.hasTitle && node.isAppClass ? node.className : node.title
            out += label(Markup.truncated(name, limit: characters), at: center(of: frame), class: "leaf-title", anchor: "middle")
            if node.isAppClass, node.hasTitle {
                out += label(
                    Markup.truncated(node.className, limit: characters), at: offset(center(of: frame), pixels: 12), class: "class-name",
                    anchor: "middle")
            }
        }
        for view in node.views { out += self.view(view) }
        for child in node.children { out += controller(child) }
        switch node.container {
        case .plain: break
        case .navigation(let bar): out += navigationBar(bar, frame: node.frameInWindow)
        case .tabBar(let bar): out += tabBar(bar, frame: node.frameInWindow, className: node.isAppClass ? node.className : nil)
        case .split(let split): out += splitDetails(split, node: node)
        }
        if let column = node.column {
            let width = NumberText.points(Double(node.frameInWindow.width))
            out += label(
                Markup.truncated("\(column) \(width) pt", limit: characters),
                at: offset(center(of: frame), pixels: 26), class: "column-name", anchor: "middle")
        }
        out += "</g>\n"
        if let presented = node.presented { out += presentation(presented) }
        return out
    }

    /// The app's Interface Builder views over the containers: boxes by kind, a label's text, and
    /// a view a layout finding names marked and linked to the finding under the drawing.
    private func wireframe() -> String {
        guard !picture.wireframe.isEmpty else { return "" }
        var out = "<g class=\"wireframe\">\n"
        for view in picture.wireframe {
            let frame = inWindow(view.frameInWindow)
            let marked = !view.findingIDs.isEmpty
            var classes = "wf wf-\(view.kind.rawValue)"
            if marked { classes += " wf-finding" }
            out += "<g class=\"\(classes)\" data-view-id=\"\(Markup.escape(view.id))\""
            if marked { out += " data-findings=\"\(Markup.escape(view.findingIDs.joined(separator: " ")))\"" }
            out += ">"
            let label = "\(view.className) \(view.id)" + (view.text.map { " \"\($0)\"" } ?? "") + " \(rectText(view.frameInWindow))"
            out += "<title>\(Markup.escape(label + (marked ? "; " + view.findingIDs.joined(separator: ", ") : "")))</title>"
            // Styled inline: the page's style sheet stays the same for apps without Interface Builder views.
            let stroke = marked ? "#d70015" : view.kind == .control ? "#007aff" : "#5a5a5a"
            let fill = marked ? "rgba(255,59,48,0.15)" : view.kind == .control ? "rgba(0,122,255,0.12)" : "none"
            let dash = view.kind == .label ? ";stroke-dasharray:2 1" : ""
            let box = rect(
                frame, class: nil, radius: view.kind == .control ? 4 : 0,
                extra: " style=\"fill:\(fill);stroke:\(stroke);stroke-width:\(marked ? 1.5 : 0.75)\(dash)\"")
            out += marked ? "<a href=\"#\(WireframeView.anchor(view.findingIDs[0]))\">\(box)</a>" : box
            if view.kind == .image, scale.length(Double(frame.width)) > 4, scale.length(Double(frame.height)) > 4 {
                out +=
                    """
                    <line x1=\"\(Markup.number(scale.position(Double(frame.minX))))\" \
                    y1=\"\(Markup.number(scale.position(Double(frame.minY))))\" \
                    x2=\"\(Markup.number(scale.position(Double(frame.maxX))))\" \
                    y2=\"\(Markup.number(scale.position(Double(frame.maxY))))\" style=\"stroke:#8e8e93;stroke-width:0.75\"/>
                    """
            }
            if let text = view.text, scale.length(Double(frame.height)) >= 8 {
                out +=
                    """
                    <text x=\"\(Markup.number(scale.position(Double(frame.minX)) + 2))\" \
                    y=\"\(Markup.number(scale.position(Double(frame.midY)) + 3))\" style=\"font-size:8px;fill:#1c1c1e\">\
                    \(Markup.escape(Markup.truncated(text, limit: budget(Double(view.frameInWindow.width)))))</text>
                    """
            }
            out += "</g>\n"
        }
        return out + "</g>\n"
    }

    private func view(_ view: ViewPicture) -> String {
        let frame = inWindow(view.frameInWindow)
        var out =
            """
            <g \
            class=\"plain-view\"><title>\(Markup.escape("View \"\(view.name)\" \(rectText(view.frameInWindow)) in the window"))</title>\n
            """
        out += rect(frame, class: "view", extra: " data-name=\"\(Markup.escape(view.name))\"")
        out += label(
            Markup.truncated(view.name, limit: budget(Double(view.frameInWindow.width))),
            at: CGPoint(x: Double(frame.minX) + 4 / scale.pixelsPerPoint, y: Double(frame.minY) + 12 / scale.pixelsPerPoint))
        for subview in view.subviews { out += self.view(subview) }
        return out + "</g>\n"
    }

    /// The navigation bar across the top of the controller's view, below its top safe-area inset
    /// (drawn in the bar's colour, as UIKit extends the bar behind the status bar).
    private func navigationBar(_ bar: NavigationBarPicture, frame: CGRect) -> String {
        let top = bar.topInset
        let barFrame = CGRect(x: Double(frame.minX), y: Double(frame.minY) + top, width: Double(frame.width), height: bar.height)
        let screenFrame = inWindow(barFrame)
        var detail = "Navigation bar \(NumberText.points(bar.height)) pt: \(bar.title)"
        if let back = bar.backTitle { detail += "; back button: \(back)" }
        detail += "; stack: \(bar.stack.joined(separator: " > "))"
        var out = "<g class=\"navigation-bar\"><title>\(Markup.escape(detail))</title>\n"
        if top > 0 {
            out += rect(
                inWindow(CGRect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: top)), class: "bar")
        }
        out += rect(screenFrame, class: "bar")
        let baseline = Double(screenFrame.midY) + 3.5 / scale.pixelsPerPoint
        let characters = budget(Double(frame.width))
        if let back = bar.backTitle {
            let leading = Double(screenFrame.minX) + controlsClearance(forBarAt: barFrame) + 4 / scale.pixelsPerPoint
            out += label(
                Markup.truncated("‹ \(back)", limit: max(2, characters / 3)), at: CGPoint(x: leading, y: baseline), class: "back")
        }
        out += label(
            Markup.truncated(bar.title, limit: bar.backTitle == nil ? characters : characters / 3),
            at: CGPoint(x: Double(screenFrame.midX), y: baseline), class: "bar-title", anchor: "middle")
        return out + "</g>\n"
    }

    /// How far a navigation bar's leading items move to clear iPadOS 26's window controls: a bar
    /// that runs under the controls makes room for them by itself ("Make your UIKit app more
    /// flexible", WWDC25: navigation bars and toolbars avoid the window controls), so its back
    /// button starts past them. 0 where the window has no controls, the app does not see them
    /// (the compatibility design's band already puts the bar below them) or the bar is elsewhere.
    private func controlsClearance(forBarAt barFrame: CGRect) -> Double {
        guard picture.traits.layoutDirection != .rightToLeft,
            let controls = WindowControls.frame(in: picture.placement, osVersion: picture.osVersion),
            barFrame.intersects(controls)
        else { return 0 }
        return max(0, Double(controls.maxX) - Double(barFrame.minX))
    }

    /// The tabs where the twin laid them out (``PadKit/TabBarLayout``): a bar at the bottom, a
    /// floating bar at the top, or the sidebar. A hidden bar (`isTabBarHidden`) is not drawn.
    private func tabBar(_ bar: TabBarPicture, frame: CGRect, className: String?) -> String {
        guard !bar.isHidden else { return "" }
        switch bar.layout {
        case .bottom: return bottomTabBar(bar, frame: frame, className: className)
        case .topFloating: return floatingTabBar(bar, frame: frame, className: className)
        case .sidebar: return tabSidebar(bar, frame: frame, className: className)
        }
    }

    /// The tab bar at the bottom of the controller's view, above its bottom safe-area inset
    /// (drawn in the bar's colour, as UIKit extends the bar behind the home indicator).
    private func bottomTabBar(_ bar: TabBarPicture, frame: CGRect, className: String?) -> String {
        let bottom = bar.bottomInset
        let barFrame = CGRect(
            x: Double(frame.minX), y: Double(frame.maxY) - bottom - bar.height, width: Double(frame.width), height: bar.height)
        var out = tabBarGroup(bar, className: className, placement: "at the bottom")
        if bottom > 0 {
            out += rect(
                inWindow(CGRect(x: Double(frame.minX), y: Double(frame.maxY) - bottom, width: Double(frame.width), height: bottom)),
                class: "bar")
        }
        let screenFrame = inWindow(barFrame)
        out += rect(screenFrame, class: "bar")
        out += tabItems(bar, across: screenFrame)
        if let className {
            // The tab bar controller's own class, just above its bar.
            out += label(
                Markup.truncated(className, limit: budget(Double(frame.width))),
                at: CGPoint(x: Double(screenFrame.minX) + 4 / scale.pixelsPerPoint, y: Double(screenFrame.minY) - 4 / scale.pixelsPerPoint),
                class: "class-name")
        }
        return out + "</g>\n"
    }

    /// iPadOS 18's floating tab bar: a capsule centred below the status bar, over the band it adds
    /// to the selected child's safe area (or over the child's navigation bar, whose row it shares).
    private func floatingTabBar(_ bar: TabBarPicture, frame: CGRect, className: String?) -> String {
        let inset = 4.0
        let width = min(Double(frame.width) - 2 * 16, max(160, Double(bar.items.count) * 150))
        let capsule = CGRect(
            x: Double(frame.midX) - width / 2, y: Double(frame.minY) + bar.topInset + inset,
            width: width, height: bar.height - 2 * inset)
        let screenFrame = inWindow(capsule)
        var out = tabBarGroup(bar, className: className, placement: "floating at the top")
        out += rect(screenFrame, class: "bar floating-tab-bar", radius: Double(screenFrame.height) / 2)
        out += tabItems(bar, across: screenFrame)
        if let className {
            out += label(
                Markup.truncated(className, limit: budget(Double(frame.width) / 4)),
                at: CGPoint(
                    x: Double(screenFrame.maxX) + 4 / scale.pixelsPerPoint, y: Double(screenFrame.midY) + 3.5 / scale.pixelsPerPoint),
                class: "class-name")
        }
        return out + "</g>\n"
    }

    /// The `.tabSidebar` mode's sidebar at the leading edge, over the selected child, which keeps
    /// its frame and gets the sidebar's width as its leading safe-area inset (overlap layout).
    private func tabSidebar(_ bar: TabBarPicture, frame: CGRect, className: String?) -> String {
        let width = min(bar.height, Double(frame.width))
        let sidebar = CGRect(x: Double(frame.minX), y: Double(frame.minY), width: width, height: Double(frame.height))
        let screenFrame = inWindow(sidebar)
        var out = tabBarGroup(bar, className: className, placement: "as a sidebar")
        out += rect(screenFrame, class: "bar tab-sidebar")
        let pixel = 1 / scale.pixelsPerPoint
        let characters = budget(width - 16)
        var y = Double(screenFrame.minY) + bar.topInset + 20 * pixel
        for (index, item) in bar.items.enumerated() {
            out += label(
                Markup.truncated(item, limit: characters), at: CGPoint(x: Double(screenFrame.minX) + 12 * pixel, y: y),
                class: index == bar.selectedIndex ? "selected" : "muted")
            y += 16 * pixel
        }
        if let className {
            out += label(
                Markup.truncated(className, limit: characters),
                at: CGPoint(x: Double(screenFrame.minX) + 12 * pixel, y: Double(screenFrame.maxY) - bar.bottomInset - 8 * pixel),
                class: "class-name")
        }
        return out + "</g>\n"
    }

    /// The group every tab bar drawing opens, with its hover text.
    private func tabBarGroup(_ bar: TabBarPicture, className: String?, placement: String) -> String {
        let selected = bar.items.indices.contains(bar.selectedIndex) ? bar.items[bar.selectedIndex] : "none"
        let owner = className.map { " of \($0)" } ?? ""
        let name =
            bar.layout == .sidebar
            ? "Tab sidebar\(owner) \(NumberText.points(bar.height)) pt wide"
            : "Tab bar\(owner) \(NumberText.points(bar.height)) pt \(placement)"
        var out = "<g class=\"tab-bar\" data-items=\"\(Markup.escape(bar.items.joined(separator: "|")))\""
        if bar.layout != .bottom { out += " data-layout=\"\(bar.layout)\"" }
        out += "><title>\(Markup.escape("\(name): \(bar.items.joined(separator: ", ")); selected: \(selected)"))</title>\n"
        return out
    }

    /// The items side by side across `screenFrame`, the selected one marked.
    private func tabItems(_ bar: TabBarPicture, across screenFrame: CGRect) -> String {
        var out = ""
        let count = max(1, bar.items.count)
        let itemWidth = Double(screenFrame.width) / Double(count)
        for (index, item) in bar.items.enumerated() {
            let x = Double(screenFrame.minX) + itemWidth * (Double(index) + 0.5)
            out += label(
                Markup.truncated(item, limit: budget(itemWidth)),
                at: CGPoint(x: x, y: Double(screenFrame.midY) + 3.5 / scale.pixelsPerPoint),
                class: index == bar.selectedIndex ? "selected" : "muted", anchor: "middle")
        }
        return out
    }

    /// The split's state in a badge near the top: collapsed, with what its one column shows (the
    /// controllers drawn inside it: a tab bar with its tabs, a navigation stack's top); expanded,
    /// with its display mode (its children draw and name the columns).
    private func splitDetails(_ split: SplitPicture, node: ControllerPicture) -> String {
        let frame = inWindow(node.frameInWindow)
        let text: String
        var detail = "Split view \(node.className) (\(split.style)): "
        if split.isCollapsed {
            let shown = Self.shownPath(node.children)
            let front = Self.frontTitle(node.children) ?? "nothing"
            let sentence = "collapsed: shows \(front)"
            text = sentence.count <= budget(Double(node.frameInWindow.width)) ? sentence : "collapsed: \(front)"
            detail += "collapsed; its one column shows \(shown.isEmpty ? "nothing" : shown.joined(separator: " > "))"
        } else {
            text = "expanded: \(split.displayMode)"
            detail += "expanded, \(split.displayMode), \(split.splitBehavior); primary \(NumberText.points(split.primaryColumnWidth)) pt"
            if split.supplementaryColumnWidth > 0 { detail += ", supplementary \(NumberText.points(split.supplementaryColumnWidth)) pt" }
            detail +=
                ", secondary \(NumberText.points(split.secondaryColumnWidth)) pt; visible: \(split.visibleColumns.joined(separator: ", "))"
        }
        // Low in the split, above the bottom safe area and a tab bar (49 pt), clear of the bars at
        // the top and of the titles its columns centre (a title, a class and a column name, down
        // to 26 px below the middle); the app's class of the split under it. A window too short
        // for that (a tile of half the height, an iPhone in landscape, the smallest window) gets
        // it above the titles.
        let characters = budget(Double(node.frameInWindow.width))
        let pixel = 1 / scale.pixelsPerPoint
        let middle = Double(frame.midY) + 3.5 * pixel
        let lines = node.isAppClass ? 11 * pixel : 0
        let floor = Double(frame.maxY) - node.safeAreaInsets.bottom - 49
        let low = max(floor - 36 * pixel, middle + 40 * pixel)
        let y = low + lines + 3 * pixel <= floor ? low : middle - 16 * pixel - lines
        let at = CGPoint(x: Double(frame.midX), y: y)
        var out =
            "<g class=\"split-state\" data-collapsed=\"\(split.isCollapsed)\"><title>\(Markup.escape(detail))</title>\n"
            + label(Markup.truncated(text, limit: characters), at: at, class: "badge", anchor: "middle")
        if node.isAppClass {
            out += label(
                Markup.truncated(node.className, limit: characters), at: offset(at, pixels: 11), class: "class-name", anchor: "middle")
        }
        return out + "</g>\n"
    }

    /// The title of the controller in front of `children` (the last on screen, all the way down).
    static func frontTitle(_ children: [ControllerPicture]) -> String? {
        guard let front = children.last else { return nil }
        return frontTitle(front.children) ?? (!front.hasTitle && front.isAppClass ? front.className : front.title)
    }

    /// What a collapsed split's column shows, outermost first: each container on screen (a tab
    /// bar names its selected tab, a navigation stack its top) down to the controller in front.
    static func shownPath(_ children: [ControllerPicture]) -> [String] {
        guard let front = children.last else { return [] }
        let name = !front.isAppClass ? front.title : front.hasTitle ? "\(front.title) (\(front.className))" : front.className
        switch front.container {
        case .tabBar(let bar):
            let tab = bar.items.indices.contains(bar.selectedIndex) ? bar.items[bar.selectedIndex] : "?"
            return ["\(name): tabs \(bar.items.joined(separator: ", ")), \(tab) selected"] + shownPath(front.children)
        case .navigation, .split:
            return shownPath(front.children).isEmpty ? [name] : shownPath(front.children)
        case .plain:
            let below = shownPath(front.children)
            return below.isEmpty ? [name] : below
        }
    }

    // MARK: Presentations

    private func presentation(_ presentation: PresentationPicture) -> String {
        var detail = "Presented \(presentation.style)"
        if let from = presentation.adaptedFrom { detail += " (adapted from \(from))" }
        if presentation.isCentreWindow { detail += ", the centre small window" }
        detail += " \(rectText(presentation.frame))"
        if let arrow = presentation.arrowDirection { detail += ", arrow \(arrow)" }
        if let anchor = presentation.anchor { detail += ", pointing at \(rectText(anchor))" }
        if let detent = presentation.detent { detail += ", detent \(detent)" }
        if presentation.dimsBackground { detail += ", dimming behind" }
        var out = "<g class=\"presentation\" data-style=\"\(Markup.escape(presentation.style))\"><title>\(Markup.escape(detail))</title>\n"
        if presentation.dimsBackground {
            out += rect(inWindow(CGRect(origin: .zero, size: picture.placement.window.size)), class: "dimming")
        }
        let frame = inWindow(presentation.frame)
        out += rect(
            frame, class: presentation.isCentreWindow ? "presented centre-window" : "presented",
            radius: presentation.style == "fullScreen" ? 0 : 4)
        if let arrow = presentation.arrowDirection, let anchor = presentation.anchor {
            out += popoverArrow(arrow, frame: presentation.frame, anchor: anchor)
        }
        out += controller(presentation.content)
        return out + "</g>\n"
    }

    /// The popover's arrow: a triangle from the popover's edge to the anchor's nearest edge, and
    /// the anchor rectangle itself, dashed.
    private func popoverArrow(_ arrow: PopoverArrowDirection, frame: CGRect, anchor: CGRect) -> String {
        let half = 13.0  // points: half the base of UIKit's 26 x 13 pt popover arrow
        let tip: CGPoint, left: CGPoint, right: CGPoint
        func clampX(_ x: Double) -> Double { min(max(x, Double(frame.minX) + half), Double(frame.maxX) - half) }
        func clampY(_ y: Double) -> Double { min(max(y, Double(frame.minY) + half), Double(frame.maxY) - half) }
        switch arrow {
        case .up:
            let x = clampX(Double(anchor.midX))
            tip = CGPoint(x: x, y: Double(anchor.maxY)); left = CGPoint(x: x - half, y: Double(frame.minY));
            right = CGPoint(x: x + half, y: Double(frame.minY))
        case .down:
            let x = clampX(Double(anchor.midX))
            tip = CGPoint(x: x, y: Double(anchor.minY)); left = CGPoint(x: x - half, y: Double(frame.maxY));
            right = CGPoint(x: x + half, y: Double(frame.maxY))
        case .left:
            let y = clampY(Double(anchor.midY))
            tip = CGPoint(x: Double(anchor.maxX), y: y); left = CGPoint(x: Double(frame.minX), y: y - half);
            right = CGPoint(x: Double(frame.minX), y: y + half)
        case .right:
            let y = clampY(Double(anchor.midY))
            tip = CGPoint(x: Double(anchor.minX), y: y); left = CGPoint(x: Double(frame.maxX), y: y - half);
            right = CGPoint(x: Double(frame.maxX), y: y + half)
        default:
            return rect(inWindow(anchor), class: "anchor")
        }
        let points = [left, tip, right].map { p -> String in
            let s = inWindow(CGRect(origin: p, size: .zero)).origin
            return "\(Markup.number(scale.position(Double(s.x)))),\(Markup.number(scale.position(Double(s.y))))"
        }.joined(separator: " ")
        return rect(inWindow(anchor), class: "anchor") + "<polygon class=\"arrow\" points=\"\(points)\"/>\n"
    }

    // MARK: Primitives

    /// A rectangle in window coordinates, moved to screen coordinates.
    private func inWindow(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: picture.arrangement.window.minX, dy: picture.arrangement.window.minY)
    }

    /// `point` moved down by `pixels` on the page.
    private func offset(_ point: CGPoint, pixels: Double) -> CGPoint {
        CGPoint(x: Double(point.x), y: Double(point.y) + pixels / scale.pixelsPerPoint)
    }

    private func center(of rect: CGRect) -> CGPoint {
        CGPoint(x: Double(rect.midX), y: Double(rect.midY) + 3.5 / scale.pixelsPerPoint)
    }

    /// How many label characters fit in `points` of width.
    private func budget(_ points: Double) -> Int {
        max(0, Int((scale.length(points) - 6) / Self.characterWidth))
    }

    /// A rectangle in screen points as an SVG `<rect>` in pixels.
    private func rect(_ rect: CGRect, class name: String?, radius: Double = 0, extra: String = "") -> String {
        var out = "<rect"
        if let name { out += " class=\"\(name)\"" }
        out += " x=\"\(Markup.number(scale.position(Double(rect.minX))))\" y=\"\(Markup.number(scale.position(Double(rect.minY))))\""
        out +=
            " width=\"\(Markup.number(scale.length(Double(rect.width))))\" height=\"\(Markup.number(scale.length(Double(rect.height))))\""
        if radius > 0 { out += " rx=\"\(Markup.number(radius))\"" }
        return out + extra + "/>\n"
    }

    /// A text label at a point in screen points; `text` is escaped here.
    private func label(_ text: String, at point: CGPoint, class name: String? = nil, anchor: String? = nil) -> String {
        guard !text.isEmpty else { return "" }
        var out = "<text x=\"\(Markup.number(scale.position(Double(point.x))))\" y=\"\(Markup.number(scale.position(Double(point.y))))\""
        if let name { out += " class=\"\(name)\"" }
        if let anchor { out += " text-anchor=\"\(anchor)\"" }
        return out + ">\(Markup.escape(text))</text>\n"
    }

    private func group(title: String, _ body: () -> String) -> String {
        "<g><title>\(Markup.escape(title))</title>\n" + body() + "</g>\n"
    }

    private func rectText(_ rect: CGRect) -> String {
        "\(point(rect.origin)) \(NumberText.points(Double(rect.width)))x\(NumberText.points(Double(rect.height)))"
    }

    private func point(_ point: CGPoint) -> String {
        "\(NumberText.points(Double(point.x))),\(NumberText.points(Double(point.y)))"
    }
}
