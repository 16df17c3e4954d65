import Foundation
import PadKit
import PadKitApps
import PadKitReport
import PadKitSamples
import PadKitSimulator
import Testing

/// What the drawings contain, read back from the SVG with an XML parser and compared with the
/// twin's own values.
@Suite struct ReportDrawingTests {
    static let iPadPlacements: [Placement] = Device.all.filter { $0.family == .iPad }.flatMap(Placement.fixedPlacements(for:))

    /// `x`, `y`, `width`, `height` of a `<rect>` element.
    static func rect(_ element: XMLReader.Element) -> CGRect? {
        guard let x = element.attributes["x"].flatMap(Double.init), let y = element.attributes["y"].flatMap(Double.init),
            let width = element.attributes["width"].flatMap(Double.init),
            let height = element.attributes["height"].flatMap(Double.init)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The twin's frame of a view, where the drawing must put it: the window's place on the
    /// screen plus the frame in the window, times the scale, plus the margin.
    static func expected(_ frame: CGRect, in picture: WindowPicture, scale: DrawingScale = .standard) -> CGRect {
        let origin = picture.arrangement.window.origin
        return CGRect(
            x: scale.margin + (Double(origin.x) + Double(frame.minX)) * scale.pixelsPerPoint,
            y: scale.margin + (Double(origin.y) + Double(frame.minY)) * scale.pixelsPerPoint,
            width: Double(frame.width) * scale.pixelsPerPoint, height: Double(frame.height) * scale.pixelsPerPoint)
    }

    static func close(_ a: CGRect, _ b: CGRect, tolerance: Double = 0.011) -> Bool {
        abs(Double(a.minX - b.minX)) <= tolerance && abs(Double(a.minY - b.minY)) <= tolerance
            && abs(Double(a.width - b.width)) <= tolerance && abs(Double(a.height - b.height)) <= tolerance
    }

    @Test("traitlayout's views are drawn at the twin's PadLayout frames, at the sheet's scale", arguments: iPadPlacements)
    func viewsAtTwinFrames(_ placement: Placement) throws {
        let launched = try ReportFixtures.launch("traitlayout", placement)
        let controller = try #require(launched.window.rootViewController as? LayoutViewController)
        let twinViews = try ["view1", "view2", "view3"].map { try #require(controller.layoutView(named: $0)) }
        let svg = PlacementDrawing(picture: launched.picture).svg()
        let parsed = XMLReader.read(svg)
        #expect(parsed.error == nil)
        let root = try #require(parsed.reader.elements.first)
        let size = PlacementDrawing(picture: launched.picture).size
        let screen = placement.screenSize
        #expect(abs((Double(root.attributes["width"] ?? "") ?? 0) - size.width) < 0.01)
        #expect(abs(size.width - (Double(screen.width) * 0.3 + 16)) < 0.001)
        #expect(abs(size.height - (Double(screen.height) * 0.3 + 16)) < 0.001)
        let drawn = parsed.reader.elements.filter { $0.name == "rect" && $0.attributes["class"] == "view" }
        #expect(drawn.map { $0.attributes["data-name"] ?? "" } == ["view1", "view2", "view3"])
        for (element, view) in zip(drawn, twinViews) {
            let want = Self.expected(view.frameInWindow, in: launched.picture)
            let got = try #require(Self.rect(element))
            #expect(Self.close(got, want), "\(view.name): drawn \(got), twin \(want)")
        }
    }

    @Test("the window sits in the screen; Split View leaves the other app and the divider", arguments: iPadPlacements)
    func windowOnScreen(_ placement: Placement) throws {
        let launched = try ReportFixtures.launch("single", placement)
        let parsed = XMLReader.read(PlacementDrawing(picture: launched.picture).svg())
        let window = try #require(parsed.reader.elements.first { $0.attributes["class"] == "window" }.flatMap(Self.rect))
        let arrangement = launched.picture.arrangement
        #expect(Self.close(window, Self.expected(CGRect(origin: .zero, size: placement.window.size), in: launched.picture)))
        let others = parsed.reader.elements.filter { $0.attributes["class"] == "other-app" }
        let dividers = parsed.reader.elements.filter { $0.attributes["class"] == "divider" }
        #expect(others.count == (arrangement.otherApp == nil ? 0 : 1))
        #expect(dividers.count == (placement.mode.isSplitViewShare ? 1 : 0))
        // Slide Over dims the app under it; nothing else is dimmed for a single controller.
        let dimmed = parsed.reader.elements.contains { $0.attributes["class"] == "dimming" }
        #expect(dimmed == (placement.mode == .slideOver))
    }

    @Test func expandedSplitDrawsColumnsWithTheirWidths() throws {
        let launched = try ReportFixtures.launch("wechat", ReportFixtures.placement("ipad-pro-11-inch-4th-gen", .landscapeRight, .full))
        let parsed = XMLReader.read(PlacementDrawing(picture: launched.picture).svg())
        let columns = parsed.reader.elements.filter { $0.name == "rect" && ($0.attributes["class"] ?? "").hasPrefix("column") }
        #expect(columns.compactMap(Self.rect).map { Double($0.width) } == [380 * 0.3, 814 * 0.3])
        #expect(parsed.reader.text.contains("primary 380 pt"))
        #expect(parsed.reader.text.contains("secondary 814 pt"))
        #expect(parsed.reader.text.contains("oneBesideSecondary"))
        // The tab bar in the primary column, the Chats tab selected.
        #expect(parsed.reader.elements.contains { $0.name == "text" && $0.attributes["class"] == "selected" })
        #expect(parsed.reader.text.contains("Tab bar 50 pt at the bottom: Chats, Contacts, Discover, Me; selected: Chats"))
    }

    @Test func collapsedSplitSaysSo() throws {
        let launched = try ReportFixtures.launch("wechat", ReportFixtures.placement("ipad-pro-11-inch-4th-gen", .portrait, .full))
        let parsed = XMLReader.read(PlacementDrawing(picture: launched.picture).svg())
        // The badge says what the one column shows, the tooltip the whole way down, and the tab
        // bar with its tabs is drawn.
        #expect(parsed.reader.text.contains("collapsed: shows Chats"))
        #expect(parsed.reader.text.contains("collapsed; its one column shows"))
        #expect(parsed.reader.text.contains("tabs Chats, Contacts, Discover, Me, Chats selected"))
        #expect(
            parsed.reader.elements.contains {
                $0.name == "g" && $0.attributes["class"] == "tab-bar" && $0.attributes["data-items"] == "Chats|Contacts|Discover|Me"
            })
        #expect(!parsed.reader.elements.contains { ($0.attributes["class"] ?? "").hasPrefix("column") })
    }

    @Test func centreWindowIsDrawnOverDimming() throws {
        let launched = try ReportFixtures.launch("vesync", ReportFixtures.placement("ipad-pro-11-inch-m4", .portrait, .full))
        let parsed = XMLReader.read(PlacementDrawing(picture: launched.picture).svg())
        let centre = try #require(parsed.reader.elements.first { $0.attributes["class"] == "presented centre-window" }.flatMap(Self.rect))
        let presentation = try #require(launched.picture.root?.presented)
        #expect(presentation.isCentreWindow && presentation.style == "formSheet")
        #expect(Self.close(centre, Self.expected(presentation.frame, in: launched.picture)))
        #expect(parsed.reader.elements.contains { $0.attributes["class"] == "dimming" } == presentation.dimsBackground)
    }

    @Test func popoverArrowPointsAtItsSourceRect() throws {
        let strip = try ReportFixtures.filmstrip("popover-adapts-and-back")
        let frame = try #require(strip.frames.first { $0.event == 0 })
        let presentation = try #require(frame.picture.root?.presented)
        #expect(presentation.style == "popover")
        let anchor = try #require(presentation.anchor)
        #expect(anchor == CGRect(x: 900, y: 20, width: 44, height: 44))
        let parsed = XMLReader.read(PlacementDrawing(picture: frame.picture).svg())
        let polygon = try #require(parsed.reader.elements.first { $0.name == "polygon" }?.attributes["points"])
        let points = polygon.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        // Arrow up: the tip touches the anchor's bottom edge at its middle.
        let tip = try #require(points.count == 3 ? points[1] : nil)
        #expect(abs(tip[0] - (8 + 922 * 0.3)) < 0.01 && abs(tip[1] - (8 + 64 * 0.3)) < 0.01)
        // After the 1/3 share it is a form sheet: no arrow.
        let adapted = try #require(strip.frames.first { $0.event == 1 })
        #expect(adapted.picture.root?.presented?.style == "formSheet")
        #expect(!PlacementDrawing(picture: adapted.picture).svg().contains("<polygon"))
    }

    @Test func navigationBarShowsTheBackButtonWhenTheStackIsDeeperThanOne() throws {
        let strip = try ReportFixtures.filmstrip("wechat-detail-rotate-tabs")
        #expect(strip.frames.count == strip.scenario.events.count + 1)
        let launch = try #require(strip.frames.first)
        #expect(!PlacementDrawing(picture: launch.picture).svg().contains("‹ "))
        let pushed = try #require(strip.frames.first { $0.event == 1 })
        let bars = pushed.picture.controllers.compactMap { node -> NavigationBarPicture? in
            if case .navigation(let bar) = node.container { return bar }
            return nil
        }
        #expect(bars.contains { $0.title == "Chat A Info" && $0.backTitle == "Chat A" })
        #expect(PlacementDrawing(picture: pushed.picture).svg().contains("‹ Chat A"))
    }

    @Test func anErrorStopsTheStripAndIsShownInPlace() throws {
        let strip = try ReportFixtures.filmstrip("broken-push")
        #expect(strip.failure?.path == "events[1].push")
        #expect(strip.frames.map(\.event) == [nil, 0])
        let html = strip.html
        let error = try #require(html.range(of: "id=\"error\""))
        #expect(html[error.lowerBound...].contains("events[1].push"))
        #expect(!html.contains("id=\"frame-1\"") && !html.contains("id=\"frame-2\""))
    }

    @Test func sameInputSameBytes() throws {
        let first = try ReportFixtures.contactSheet("wechat", devices: ["ipad-mini-6th-gen"]).sheet.html
        let second = try ReportFixtures.contactSheet("wechat", devices: ["ipad-mini-6th-gen"]).sheet.html
        #expect(first == second)
    }

    @Test func safeAreaInsetsAreShaded() throws {
        // On iPadOS 26: the status bar (32) and the home indicator (25).
        let window = try SampleApps.navigation.launch(
            in: ReportFixtures.placement("ipad-pro-11-inch-m4", .portrait, .full), osVersion: OSVersion(26))
        #expect(WindowPicture(window).safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 25, right: 0))
        let parsed = XMLReader.read(PlacementDrawing(picture: WindowPicture(window)).svg())
        let shaded = parsed.reader.elements.filter { $0.attributes["class"] == "safe-area" }.compactMap(Self.rect)
        #expect(shaded.count == 2)
        #expect(zip(shaded.map { Double($0.height) }, [32 * 0.3, 25 * 0.3]).allSatisfy { abs($0 - $1) < 0.01 })
        // The navigation bar sits below the top inset; with iOS 26's design it is 54 pt.
        let bars = parsed.reader.elements.filter { $0.attributes["class"] == "bar" }.compactMap(Self.rect)
        #expect(bars.contains { abs(Double($0.minY) - (8 + 32 * 0.3)) < 0.01 && abs(Double($0.height) - 54 * 0.3) < 0.01 })
        let unshaded = PlacementDrawing(picture: WindowPicture(window, safeArea: SafeArea(insets: .zero, provenance: .given))).svg()
        #expect(!unshaded.contains("safe-area"))
    }
}

/// Where the tabs are drawn: at the bottom, floating at the top (iPadOS 18+, regular width), or as
/// the `.tabSidebar` mode's sidebar.
@Suite("Tab bars in the pictures")
struct TabBarDrawingTests {
    static func svg(mode: String, os: OSVersion, mode windowMode: WindowMode = .full) throws -> (svg: String, picture: WindowPicture) {
        let json = #"{"name": "Tabs", "root": {"tabs": [{"title": "Feed"}, {"title": "Search"}], "mode": "\#(mode)"}}"#
        let app = try RunnableApp.described(try AppDescriptionReader.read(data: Data(json.utf8)))
        let window = app.launch(in: try ReportFixtures.placement("ipad-pro-11-inch-m4", .landscapeRight, windowMode), osVersion: os)
        let picture = WindowPicture(window)
        return (PlacementDrawing(picture: picture).svg(), picture)
    }

    @Test(
        "iPadOS 18: a floating capsule below the status bar; iPadOS 17 and compact width: the bar at the bottom",
        arguments: [
            ("tabBar", OSVersion(18), WindowMode.full, "topFloating"),
            ("tabSidebar", OSVersion(26), .full, "sidebar"),
            ("tabSidebar", OSVersion(18), .half, nil),
            ("tabBar", OSVersion(17), .full, nil),
        ] as [(String, OSVersion, WindowMode, String?)])
    func layouts(mode: String, os: OSVersion, windowMode: WindowMode, layout: String?) throws {
        let (svg, picture) = try Self.svg(mode: mode, os: os, mode: windowMode)
        let parsed = XMLReader.read(svg)
        let group = try #require(parsed.reader.elements.first { $0.attributes["class"] == "tab-bar" })
        #expect(group.attributes["data-layout"] == layout)
        let bars = picture.controllers.compactMap { controller -> TabBarPicture? in
            if case .tabBar(let bar) = controller.container { return bar }
            return nil
        }
        let bar = try #require(bars.first)
        #expect(bar.layout.description == (layout ?? "bottom"))
        switch layout {
        case "sidebar": #expect(bar.height == 320 && svg.contains("Tab sidebar"))
        case "topFloating": #expect(bar.height == 50 && svg.contains("floating at the top") && svg.contains("floating-tab-bar"))
        default: #expect(svg.contains("at the bottom"))
        }
    }

    @Test("a hidden tab bar is not drawn")
    func hidden() throws {
        let json = #"{"name": "Tabs", "root": {"tabs": [{"title": "Feed"}], "mode": "tabBar"}}"#
        let app = try RunnableApp.described(try AppDescriptionReader.read(data: Data(json.utf8)))
        let window = app.launch(in: try ReportFixtures.placement("ipad-pro-11-inch-m4", .landscapeRight, .full), osVersion: OSVersion(18))
        (window.rootViewController as? TabBarController)?.isTabBarHidden = true
        #expect(!PlacementDrawing(picture: WindowPicture(window)).svg().contains("class=\"tab-bar\""))
    }
}

/// iPadOS 26's window controls in the pictures (``WindowControls``).
@Suite("Window controls in pictures")
struct WindowControlsDrawingTests {
    @Test(
        "every iPadOS 26 window draws them in its top leading corner; full screen and classic Split View do not",
        arguments: ["ipad-pro-11-inch-m4", "ipad-air-13-inch-m3", "ipad-mini-a17-pro"])
    func drawn(deviceID: String) throws {
        let device = try Device.named(deviceID)
        for row in WindowingSystem.placements(for: device, osVersion: OSVersion(27), only: nil) {
            let window = Window(placement: row.placement, osVersion: OSVersion(27))
            window.makeKeyAndVisible()
            let svg = PlacementDrawing(picture: WindowPicture(window)).svg()
            #expect(svg.contains("class=\"window-controls\"") == (row.placement.mode != .full), "\(row.placement)")
        }
        let classic = Window(
            placement: try Placement(device: device, orientation: .landscapeRight, mode: .oneThird), osVersion: OSVersion(18))
        classic.makeKeyAndVisible()
        #expect(!PlacementDrawing(picture: WindowPicture(classic)).svg().contains("window-controls"))
        #expect(!WindowControls.shown(in: try Placement(device: device, orientation: .portrait, mode: .full), osVersion: OSVersion(27)))
    }

    /// The `x` of the back button's label, in the drawing's pixels, for a stack two deep in `mode` on `os`.
    static func backButtonX(_ deviceID: String, _ mode: WindowMode, os: OSVersion) throws -> (x: Double, picture: WindowPicture) {
        let stack = NavigationController(rootViewController: ViewController(title: "Inbox"))
        let window = Window(
            placement: try Placement(device: Device.named(deviceID), orientation: .landscapeRight, mode: mode), osVersion: os)
        window.rootViewController = stack
        window.makeKeyAndVisible()
        try stack.pushViewController(ViewController(title: "Message"), animated: false)
        let picture = WindowPicture(window)
        let parsed = XMLReader.read(PlacementDrawing(picture: picture).svg())
        let back = try #require(parsed.reader.elements.first { $0.name == "text" && $0.attributes["class"] == "back" })
        return (try #require(back.attributes["x"].flatMap(Double.init)), picture)
    }

    @Test(
        "a navigation bar under the controls starts its back button past them; full screen and iPadOS 18 windows do not move it",
        arguments: ["ipad-pro-11-inch-m4", "ipad-air-13-inch-m3", "ipad-mini-a17-pro"])
    func navigationBarClearsTheControls(deviceID: String) throws {
        let scale = DrawingScale.standard
        for mode in [WindowMode.tile(.halfLeading), .tile(.halfTrailing), .windowMinimum] {
            let (x, picture) = try Self.backButtonX(deviceID, mode, os: OSVersion(27))
            let expected =
                scale.margin + (Double(picture.arrangement.window.minX) + Double(WindowControls.regionSize.width)) * scale.pixelsPerPoint
                + 4
            #expect(abs(x - expected) < 0.01, "\(mode): \(x) vs \(expected)")
        }
        for (mode, os) in [(WindowMode.full, OSVersion(27)), (.oneThird, OSVersion(18))] {
            let (x, picture) = try Self.backButtonX(deviceID, mode, os: os)
            #expect(abs(x - (scale.margin + Double(picture.arrangement.window.minX) * scale.pixelsPerPoint + 4)) < 0.01, "\(mode) on \(os)")
        }
    }
}
