import Foundation
import PadKit
import PadKitReport
import PadKitSimulator
import Testing

/// A real browser renders a contact sheet: the drawings' sizes and the view rectangles' bounding
/// boxes read back from the rendered page must be the twin's frames at the sheet's scale. The
/// product page has no script; the test adds one to a copy of it that writes
/// `getBoundingClientRect()` results into the DOM, which `--dump-dom` returns. A screenshot of the
/// sheet goes into the test's output folder, `.build/test-output/PadKitReportTests/`.
@Suite struct BrowserTests {
    static let measureScript = """
        <script>
        (function () {
          var out = [];
          var drawings = document.querySelectorAll("svg.pk");
          for (var i = 0; i < drawings.length; i++) {
            var svg = drawings[i], box = svg.getBoundingClientRect(), views = [];
            var rects = svg.querySelectorAll("rect.view");
            for (var j = 0; j < rects.length; j++) {
              var b = rects[j].getBoundingClientRect();
              views.push({name: rects[j].getAttribute("data-name"), x: b.left - box.left, y: b.top - box.top, width: b.width, height: b.height});
            }
            out.push({placement: svg.getAttribute("data-placement"), width: box.width, height: box.height, views: views});
          }
          var pre = document.createElement("pre");
          pre.id = "padkit-measure";
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        })();
        </script>
        """

    struct Measured: Decodable {
        struct ViewBox: Decodable {
            let name: String
            let x: Double
            let y: Double
            let width: Double
            let height: Double
        }
        let placement: String
        let width: Double
        let height: Double
        let views: [ViewBox]
    }

    static func outputDirectory(testFile: String = #filePath) throws -> URL {
        let package = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = package.appendingPathComponent(".build/test-output/PadKitReportTests", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    struct NoMeasurement: Error {}

    /// Writes `page` to `url`, and beside it a copy with `script` added, which the browser runs;
    /// decodes what the script wrote into `<pre id="padkit-measure">`.
    static func measure<T: Decodable>(_ type: T.Type, page: String, at url: URL, script: String) throws -> T {
        let measuring = url.deletingPathExtension().appendingPathExtension("measure.html")
        try Data(page.utf8).write(to: url)
        try Data(page.replacingOccurrences(of: "</body>", with: script + "\n</body>").utf8).write(to: measuring)
        let dom = try Browser.run(["--window-size=1400,1000", "--dump-dom", measuring.absoluteString])
        guard let start = dom.range(of: "<pre id=\"padkit-measure\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw NoMeasurement() }
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test(
        .enabled(
            if: Browser.path != nil,
            "SKIPPED: no headless Chromium found (install the Debian package chromium, or set CHROMIUM); CI's .ci/run installs it"))
    func renderedSheetMatchesTheTwin() throws {
        let (sheet, launched) = try ReportFixtures.contactSheet("traitlayout", devices: ["ipad-air-2", "ipad-pro-13-inch-m4"])
        let directory = try Self.outputDirectory()
        let page = directory.appendingPathComponent("sheet.html")
        let measured = try Self.measure([Measured].self, page: sheet.html, at: page, script: Self.measureScript)

        #expect(measured.count == launched.count)
        let scale = DrawingScale.standard
        for (drawing, app) in zip(measured, launched) {
            let expectedSize = PlacementDrawing(picture: app.picture).size
            #expect(drawing.placement == PlacementDrawing(picture: app.picture).placementName)
            #expect(
                abs(drawing.width - expectedSize.width) < 0.5 && abs(drawing.height - expectedSize.height) < 0.5,
                "\(drawing.placement): rendered \(drawing.width)x\(drawing.height), expected \(expectedSize)")
            let views = app.picture.views
            #expect(drawing.views.map(\.name) == views.map(\.name), "\(drawing.placement)")
            let origin = app.picture.arrangement.window.origin
            for (box, view) in zip(drawing.views, views) {
                let frame = view.frameInWindow
                let x = scale.margin + (Double(origin.x) + Double(frame.minX)) * scale.pixelsPerPoint
                let y = scale.margin + (Double(origin.y) + Double(frame.minY)) * scale.pixelsPerPoint
                let ok =
                    abs(box.x - x) < 0.5 && abs(box.y - y) < 0.5
                    && abs(box.width - Double(frame.width) * scale.pixelsPerPoint) < 0.5
                    && abs(box.height - Double(frame.height) * scale.pixelsPerPoint) < 0.5
                #expect(
                    ok,
                    "\(drawing.placement) \(box.name): rendered \(box.x),\(box.y) \(box.width)x\(box.height); twin frame \(frame) at x \(x) y \(y)"
                )
            }
        }

        let screenshot = directory.appendingPathComponent("sheet.png")
        try? FileManager.default.removeItem(at: screenshot)
        _ = try Browser.run(["--window-size=1400,1800", "--screenshot=\(screenshot.path)", page.absoluteString])
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "no PNG at \(screenshot.path)")
        print("BrowserTests: screenshot at \(screenshot.path)")
    }

    static let appScript = """
        <script>
        (function () {
          var out = [];
          var drawings = document.querySelectorAll("svg.pk");
          function visible(node, box) {
            var b = node.getBoundingClientRect();
            return b.width > 0 && b.height > 0 && b.left >= box.left - 0.5 && b.right <= box.right + 0.5 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5;
          }
          for (var i = 0; i < drawings.length; i++) {
            var svg = drawings[i], box = svg.getBoundingClientRect();
            var classes = [], tabs = [];
            var names = svg.querySelectorAll("text.class-name");
            for (var j = 0; j < names.length; j++) { if (visible(names[j], box)) classes.push(names[j].textContent); }
            var items = svg.querySelectorAll("g.tab-bar text");
            for (var k = 0; k < items.length; k++) { if (visible(items[k], box)) tabs.push(items[k].textContent); }
            var state = svg.querySelector("g.split-state");
            out.push({placement: svg.getAttribute("data-placement"), collapsed: state ? state.getAttribute("data-collapsed") === "true" : false,
                      classes: classes, tabs: tabs});
          }
          var pre = document.createElement("pre");
          pre.id = "padkit-measure";
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        })();
        </script>
        """

    struct Seen: Decodable {
        let placement: String
        let collapsed: Bool
        let classes: [String]
        let tabs: [String]
    }

    /// The page `matrix --app reader.json --format html` writes, rendered: every drawing shows the
    /// app's classes where it can be read, and each collapsed split's drawing shows the compact
    /// column's tab bar with its tabs.
    @Test(
        .enabled(
            if: Browser.path != nil,
            "SKIPPED: no headless Chromium found (install the Debian package chromium, or set CHROMIUM); CI's .ci/run installs it"))
    func renderedSheetShowsClassesAndTheCompactColumn() throws {
        let (sheet, pictures) = try ReportFixtures.describedSheet("reader", devices: ["ipad-pro-11-inch-m4"])
        let directory = try Self.outputDirectory()
        let page = directory.appendingPathComponent("sheet-reader.html")
        let seen = try Self.measure([Seen].self, page: sheet.html, at: page, script: Self.appScript)
        #expect(seen.count == pictures.count)
        #expect(seen.contains { $0.collapsed } && seen.contains { !$0.collapsed })
        for drawing in seen {
            #expect(drawing.classes.contains { $0.hasPrefix("Root") }, "\(drawing.placement): no split class in \(drawing.classes)")
            if drawing.collapsed {
                #expect(drawing.tabs.first == "Home", "\(drawing.placement): tabs \(drawing.tabs)")
                #expect(drawing.tabs.contains { $0.hasPrefix("Se") }, "\(drawing.placement): tabs \(drawing.tabs)")
                #expect(drawing.classes.contains { $0.hasPrefix("HomeView") }, "\(drawing.placement): classes \(drawing.classes)")
            } else {
                #expect(drawing.tabs.isEmpty)
                #expect(drawing.classes.contains { $0.hasPrefix("ArticleView") }, "\(drawing.placement): classes \(drawing.classes)")
            }
        }
        let screenshot = directory.appendingPathComponent("sheet-reader.png")
        try? FileManager.default.removeItem(at: screenshot)
        _ = try Browser.run(["--window-size=1400,1600", "--screenshot=\(screenshot.path)", page.absoluteString])
        #expect(try Data(contentsOf: screenshot).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
