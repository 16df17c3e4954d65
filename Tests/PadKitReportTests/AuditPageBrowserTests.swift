import Foundation
import PadKit
import PadKitApps
import PadKitAudit
import PadKitReport
import PadKitSamples
import Testing

/// A real browser opens the HTML audit, finds the grade, and follows a failing criterion to its
/// section and then to the windows it fails in. The page has no script; the test adds one to a
/// copy that follows the links as a reader clicks them (setting `location.hash`) and writes what
/// `:target` and the scroll position became into the DOM, which `--dump-dom` returns.
@Suite struct AuditPageBrowserTests {
    static let followScript = """
        <script>
        (function () {
          var out = {grade: document.querySelector("h1").id + ": " + document.querySelector("h1").textContent, steps: []};
          var item = document.querySelector('ul.failing a[href="#criterion-regular-width-layout"]').parentNode;
          var links = item.querySelectorAll("a");
          for (var i = 0; i < links.length; i++) {
            window.scrollTo(0, 0);
            location.hash = links[i].getAttribute("href");
            var target = document.querySelector(":target");
            out.steps.push({href: links[i].getAttribute("href"), target: target ? target.id : null,
                            text: target ? target.textContent.slice(0, 400) : null, scrolled: window.scrollY > 0});
          }
          var pre = document.createElement("pre");
          pre.id = "padkit-follow";
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        })();
        </script>
        """

    struct Followed: Decodable {
        struct Step: Decodable {
            let href: String
            let target: String?
            let text: String?
            let scrolled: Bool
        }
        let grade: String
        let steps: [Step]
    }

    @Test(.enabled(if: Browser.path != nil, "needs Chromium (CHROMIUM, or chromium on the PATH)"))
    func theGradeLeadsAndACriterionLeadsToItsWindows() throws {
        let app = try #require(SampleApps.named("wechat"))
        let windows = AuditWindow.current(osVersion: .latest)
        let audit = Audit(
            AuditInputs(
                app: app, osVersion: .latest, windows: windows, lint: .didNotRun("no sources"), features: .didNotRun("no sources")))
        let page = AuditPage(audit: audit).html.replacingOccurrences(of: "</body>", with: Self.followScript + "</body>")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try Browser.run(["--window-size=1000,700", "--dump-dom", file.absoluteString])
        let start = try #require(dom.range(of: "<pre id=\"padkit-follow\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
                of: "&gt;", with: ">")
        let followed = try JSONDecoder().decode(Followed.self, from: Data(json.utf8))
        #expect(followed.grade == "grade: wechat: \(audit.gradeText)")
        // wechat's failing criterion, its regular-width layout: its section, then its windows.
        let first = try #require(followed.steps.first)
        #expect(first.target == "criterion-regular-width-layout")
        #expect(first.text?.contains("[fail] regular-width-layout") == true)
        let windowSteps = followed.steps.filter { $0.href.hasPrefix("#window-") }
        #expect(windowSteps.count == 8)
        for step in windowSteps {
            #expect(step.target == String(step.href.dropFirst()), "\(step.href) leads nowhere")
            #expect(step.scrolled, "\(step.href) did not scroll to its row")
            #expect(step.text?.contains("regular-width-layout") == true)
        }
    }
}
