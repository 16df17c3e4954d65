import Foundation
import PadKit
import PadKitApps
import PadKitReport
import Testing

/// The contact sheet draws the app's Interface Builder views as a wireframe, marks the views a
/// finding names, and links each window to its findings and each finding to its windows; checked
/// in the page Chromium renders.
@Suite struct WireframeBrowserTests {
    struct Seen: Decodable {
        /// Drawings with the label's wireframe box, and its box's size on the page.
        let drawingsWithLabel: Int
        let labelWidth: Double
        /// Views marked as named by a finding.
        let marked: Int
        /// Links from the windows to findings, and how many of them reach an element.
        let windowLinks: Int
        let windowLinksResolved: Int
        /// Findings listed, and their links back to drawings that exist.
        let findings: Int
        let findingLinks: Int
        let findingLinksResolved: Int
    }

    static let script = """
        <script>
        (function () {
          var labels = document.querySelectorAll('svg.pk g.wf[data-view-id="Lbl-aa-001"] rect');
          var width = labels.length ? labels[0].getBoundingClientRect().width : 0;
          var windowLinks = document.querySelectorAll('figure ul.layout-findings a');
          var resolved = 0;
          for (var i = 0; i < windowLinks.length; i++) {
            if (document.getElementById(windowLinks[i].getAttribute('href').slice(1))) resolved++;
          }
          var findingLinks = document.querySelectorAll('section.layout-findings div.finding a');
          var back = 0;
          for (var j = 0; j < findingLinks.length; j++) {
            var target = document.getElementById(findingLinks[j].getAttribute('href').slice(1));
            if (target && target.tagName.toLowerCase() === 'figure') back++;
          }
          var out = {drawingsWithLabel: labels.length, labelWidth: width,
            marked: document.querySelectorAll('svg.pk g.wf-finding').length,
            windowLinks: windowLinks.length, windowLinksResolved: resolved,
            findings: document.querySelectorAll('section.layout-findings div.finding').length,
            findingLinks: findingLinks.length, findingLinksResolved: back};
          var pre = document.createElement('pre');
          pre.id = 'padkit-measure';
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        })();
        </script>
        """

    @Test(
        .enabled(
            if: Browser.path != nil,
            "SKIPPED: no headless Chromium found (install the Debian package chromium, or set CHROMIUM); CI's .ci/run installs it"))
    func wireframeAndFindingAnchors() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PadKitAppsTests/Fixtures/Screens/TruncatedLabel/app.json").path
        let app = try RunnableApp.described(try AppDescriptionReader.read(contentsOf: file))
        let device = try Device.named("ipad-pro-13-inch-m4")
        let placements = WindowingSystem.placements(for: device, osVersion: device.newestOSVersion).map(\.placement)
        let figures = placements.map { placement in
            PlacementFigure(picture: WindowPicture(app.launch(in: placement, osVersion: device.newestOSVersion)))
        }
        let sheet = ContactSheet(title: "padkit matrix: TruncatedLabel", subtitle: "test sheet", figures: figures)
        let page = try BrowserTests.outputDirectory().appendingPathComponent("sheet-wireframe.html")
        let seen = try BrowserTests.measure(Seen.self, page: sheet.html, at: page, script: Self.script)
        // Every window draws the label; the truncated ones mark it and link to the one finding.
        let truncated = figures.filter { !$0.picture.layoutFindings.isEmpty }.count
        #expect(seen.drawingsWithLabel > 0)
        #expect(seen.labelWidth > 0)
        #expect(truncated > 0)
        #expect(seen.marked > 0)
        #expect(seen.windowLinks >= truncated)
        #expect(seen.windowLinksResolved == seen.windowLinks)
        #expect(seen.findings == 1)
        #expect(seen.findingLinks > 0)
        #expect(seen.findingLinksResolved == seen.findingLinks)
    }
}
