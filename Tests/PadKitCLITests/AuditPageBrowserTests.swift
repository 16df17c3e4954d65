import Foundation
import Testing

@testable import PadKitCLI

/// The HTML audit in a real browser: headless Chromium loads the page (and the page at a
/// criterion's anchor), and the DOM it built has the grade first, a failing criterion linked to
/// its section, and that section's windows linked to rows that exist. Runs where Chromium is
/// installed (`apt-get install chromium`); CI without it skips the test.
@Suite struct AuditPageBrowserTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The DOM Chromium built from `url`.
    private func dom(_ url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium ?? "")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The values of `attribute` in `html`, in order.
    private func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: "\(attribute)=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test(.enabled(if: chromium != nil)) func theGradeLeadsAndACriterionLeadsToItsWindows() throws {
        let page = try CLIRunner.render(["audit", "--app", "wechat", "--format", "html"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let loaded = try dom(file.absoluteString)
        // The first heading the browser shows is the grade.
        let firstHeading = try #require(loaded.range(of: "<h1"))
        #expect(loaded[firstHeading.lowerBound...].hasPrefix("<h1 id=\"grade\">wechat: no tier"))
        #expect(loaded.range(of: "<h2")?.lowerBound ?? loaded.endIndex > firstHeading.lowerBound)
        // Follow the first failing criterion: its link, then its section at that anchor.
        let ids = Set(values(of: "id", in: loaded))
        let criterionLink = try #require(values(of: "href", in: loaded).first { $0.hasPrefix("#criterion-regular-width-layout") })
        #expect(ids.contains(String(criterionLink.dropFirst())))
        let atCriterion = try dom(file.absoluteString + criterionLink)
        let section = try #require(atCriterion.range(of: "id=\"criterion-regular-width-layout\""))
        #expect(atCriterion[section.lowerBound...].contains("[fail] regular-width-layout"))
        // The failing list links its windows; each is a row of the windows table.
        let failing = try #require(loaded.range(of: "<ul class=\"failing\">"))
        let list = String(loaded[failing.lowerBound...].prefix { $0 != "\u{0}" }).components(separatedBy: "</ul>")[0]
        let windows = values(of: "href", in: list).filter { $0.hasPrefix("#window-") }
        #expect(!windows.isEmpty)
        for window in windows { #expect(ids.contains(String(window.dropFirst())), "\(window) has no row") }
    }
}
