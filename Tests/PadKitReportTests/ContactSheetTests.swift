import PadKit
import PadKitApps
import PadKitReport
import Testing

/// What the contact sheet shows of an app read from a project: its classes, what a collapsed
/// split's column shows, placeholders and the unresolved banner, devices with identical windows
/// drawn once, and where the layout changes.
@Suite struct ContactSheetTests {
    static let elevenInch = ["ipad-pro-11-inch-1st-gen", "ipad-pro-11-inch-4th-gen"]

    @Test func controllersCarryTheAppsClassesAndTitles() throws {
        let (sheet, _) = try ReportFixtures.describedSheet("reader", devices: ["ipad-pro-11-inch-m4"])
        let parsed = XMLReader.read(sheet.html)
        #expect(parsed.error == nil)
        let classes = Set(parsed.reader.elements.compactMap { $0.attributes["data-class"] })
        for name in [
            "RootSplitViewController", "ArticleViewController", "FeedsViewController", "HomeViewController", "MainTabBarController",
        ] {
            #expect(classes.contains(name), "\(name) not drawn; drawn: \(classes.sorted())")
            #expect(parsed.reader.text.contains(name))
        }
        // No box says the twin's stand-in where the app's class is known.
        #expect(
            !parsed.reader.elements.contains { $0.attributes["data-title"] == "Article" && $0.attributes["data-class"] == "ViewController" }
        )
    }

    @Test(arguments: [WindowMode.twoThirds, .oneThird, .slideOver])
    func collapsedSplitShowsItsCompactColumn(_ mode: WindowMode) throws {
        let app = try ReportFixtures.describedApp("reader")
        let window = app.launch(in: try ReportFixtures.placement("ipad-pro-11-inch-m4", .portrait, mode), osVersion: .latest)
        let parsed = XMLReader.read(PlacementDrawing(picture: WindowPicture(window)).svg())
        #expect(parsed.reader.elements.contains { $0.attributes["class"] == "split-state" && $0.attributes["data-collapsed"] == "true" })
        #expect(parsed.reader.text.contains("collapsed: shows Home") || parsed.reader.text.contains("collapsed: Home"))
        #expect(
            parsed.reader.text.contains(
                "its one column shows MainTabBarController: tabs Home, Search, PlaceholderViewController, Home selected > Home (HomeViewController)"
            ))
        #expect(!parsed.reader.text.contains("one stack"))
        let bars = parsed.reader.elements.filter { $0.attributes["class"] == "tab-bar" }
        #expect(bars.map { $0.attributes["data-items"] } == ["Home|Search|PlaceholderViewController"])
    }

    @Test func expandedSplitNamesItsColumns() throws {
        let app = try ReportFixtures.describedApp("reader")
        let window = app.launch(in: try ReportFixtures.placement("ipad-pro-11-inch-m4", .landscapeRight, .full), osVersion: .latest)
        let parsed = XMLReader.read(PlacementDrawing(picture: WindowPicture(window)).svg())
        #expect(parsed.reader.text.contains("primary 320 pt"))
        #expect(parsed.reader.text.contains("secondary 890 pt"))
        #expect(parsed.reader.text.contains("expanded: oneBesideSecondary"))
    }

    @Test func placeholderRootIsDrawnAsAPlaceholder() throws {
        let (sheet, pictures) = try ReportFixtures.describedSheet("placeholder-root", devices: ["ipad-air-2"])
        #expect(pictures.allSatisfy { $0.root?.placeholderReason?.contains("the root is a placeholder") == true })
        let parsed = XMLReader.read(sheet.html)
        let placeholders = parsed.reader.elements.filter { $0.attributes["data-placeholder"] == "true" }
        #expect(placeholders.count == pictures.count)
        #expect(parsed.reader.elements.filter { $0.name == "rect" && $0.attributes["class"] == "placeholder" }.count == pictures.count)
        #expect(parsed.reader.text.contains("placeholder: unresolved"))
        // The banner counts and lists what was not read.
        #expect(parsed.reader.elements.contains { $0.attributes["id"] == "unresolved" })
        #expect(parsed.reader.text.contains("1 unresolved"))
        #expect(parsed.reader.text.contains("root: no main storyboard and no root set in code was found"))
    }

    @Test func noBannerWhenEverythingWasRead() throws {
        let (sheet, _) = try ReportFixtures.contactSheet("wechat", devices: ["ipad-air-2"])
        #expect(!sheet.html.contains("id=\"unresolved\""))
    }

    @Test func devicesWithIdenticalWindowsAreDrawnOnce() throws {
        let (sheet, launched) = try ReportFixtures.contactSheet("wechat", devices: Self.elevenInch + ["iphone-16"])
        let groups = sheet.groups
        #expect(groups.map { $0.devices.map(\.id) } == [Self.elevenInch, ["iphone-16"]])
        let html = sheet.html
        #expect(XMLReader.read(html).error == nil)
        #expect(html.components(separatedBy: "<figure ").count - 1 == launched.count - 9)
        #expect(html.contains("data-devices=\"ipad-pro-11-inch-1st-gen ipad-pro-11-inch-4th-gen\""))
        #expect(html.contains("iPad Pro (11-inch) (1st generation) and 1 more with the same windows"))
    }

    @Test func differentScreensStayApart() throws {
        let (sheet, _) = try ReportFixtures.contactSheet("wechat", devices: ["ipad-air-2", "ipad-pro-13-inch-m4", "ipad-mini-6th-gen"])
        #expect(sheet.groups.count == 3)
    }

    @Test func groupCaptionsListSourcesThatDiffer() throws {
        let (sheet, _) = try ReportFixtures.contactSheet("wechat", devices: ["ipad-mini-4", "ipad-mini-5th-gen"])
        let group = try #require(sheet.groups.first)
        #expect(sheet.groups.count == 1)
        for index in group.figures.indices {
            let lines = group.captionLines(at: index)
            let sources = Set(group.members.map { $0[index].picture.placement.window.provenance.compactDescription })
            for source in sources { #expect(lines.contains { $0.contains(source) }, "\(lines)") }
            if sources.count > 1 { #expect(lines.contains { $0.contains("(ipad-mini-5th-gen)") || $0.contains("ipad-mini-5th-gen)") }) }
        }
    }

    @Test(arguments: ["wechat", "traitlayout", "vesync"])
    func summaryBreakpointsAgreeWithEveryWindow(_ app: String) throws {
        let devices = ["ipad-air-2", "ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4", "ipad-mini-6th-gen", "iphone-16", "iphone-16-pro-max"]
        let (sheet, launched) = try ReportFixtures.contactSheet(app, devices: devices)
        let html = sheet.html
        #expect(XMLReader.read(html).error == nil)
        #expect(html.contains("id=\"axis-portrait\"") && html.contains("id=\"axis-landscape\""))
        #expect(html.contains("\(launched.count) windows on \(devices.count) devices"))
        let compact = launched.filter { $0.picture.traits.horizontalSizeClass == .compact }.count
        #expect(html.contains("\(compact) of \(launched.count) horizontally compact"))
        // On iPad the size class follows the width, so the sheet finds one breakpoint per
        // orientation, and every window agrees with it.
        for landscape in [false, true] {
            let pads = launched.map(\.picture).filter { $0.placement.device.family == .iPad && $0.placement.isLandscape == landscape }
            let widest = pads.filter { $0.traits.horizontalSizeClass == .compact }.map { Double($0.placement.window.size.width) }.max() ?? 0
            let narrowest =
                pads.filter { $0.traits.horizontalSizeClass == .regular }.map { Double($0.placement.window.size.width) }.min() ?? 0
            #expect(widest < narrowest)
            #expect(
                html.contains(
                    "iPad \(landscape ? "landscape" : "portrait"): wC up to \(NumberText.points(widest)) pt, wR from \(NumberText.points(narrowest)) pt"
                ))
        }
    }
}
