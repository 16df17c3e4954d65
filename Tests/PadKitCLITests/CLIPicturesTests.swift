import ArgumentParser
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import PadKitCLI

/// `padkit matrix --format html`, `padkit simulate --format html` and `padkit traits --app
/// --format svg` (the pictures themselves are tested in PadKitReportTests).
@Suite("CLI pictures")
struct CLIPicturesTests {
    /// Whether `markup` is well-formed XML.
    static func isWellFormed(_ markup: String) -> Bool {
        let parser = XMLParser(data: Data(markup.utf8))
        parser.shouldResolveExternalEntities = false
        return parser.parse()
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("matrix --format html: one drawing per placement, grouped by device and orientation")
    func contactSheet() throws {
        let html = try CLIRunner.render([
            "matrix", "--device", "ipad-air-2", "--device", "iphone-16", "--app", "traitlayout", "--format", "html",
        ])
        #expect(Self.isWellFormed(html))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(Self.count("<figure ", in: html) == 11)
        #expect(Self.count("<section class=\"device\"", in: html) == 2)
        #expect(Self.count("<h3>portrait</h3>", in: html) == 2 && Self.count("<h3>landscape</h3>", in: html) == 2)
        #expect(html.contains("data-placement=\"ipad-air-2 landscape half\""))
        #expect(!html.contains("<script"))
        // The app's inspection is in the caption.
        #expect(html.contains("view1 20,20 467x229.3333"))
    }

    @Test("matrix --format html without --app draws the windows")
    func contactSheetWithoutApp() throws {
        let html = try CLIRunner.render([
            "matrix", "--device", "ipad-mini-6th-gen", "--orientation", "landscape", "--os-version", "18", "--format", "html",
        ])
        #expect(Self.isWellFormed(html))
        #expect(Self.count("<figure ", in: html) == 5)
        // iPadOS 27: full screen, eight landscape tiles, Slide Over and the smallest window.
        let windowed = try CLIRunner.render(["matrix", "--device", "ipad-mini-6th-gen", "--orientation", "landscape", "--format", "html"])
        #expect(Self.count("<figure ", in: windowed) == 11)
        #expect(html.contains("no app"))
    }

    @Test("traits --app --format svg: one standalone drawing with its caption")
    func traitsSVG() throws {
        let svg = try CLIRunner.render([
            "traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "portrait", "--mode", "full",
            "--app", "vesync", "--format", "svg",
        ])
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(Self.isWellFormed(svg))
        #expect(svg.contains("<style>") && svg.contains("centre-window"))
        #expect(svg.contains("ipad-pro-11-inch-m4 portrait full"))
    }

    @Test("traits --app adds what the app reports to the table and the JSON")
    func traitsWithApp() throws {
        let table = try CLIRunner.render([
            "traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--app", "wechat",
        ])
        #expect(table.contains("; app wechat"))
        #expect(table.contains("APP") && table.contains("SPLIT"))
        let json = try CLIRunner.render([
            "traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--app", "wechat", "--format", "json",
        ])
        #expect(json.contains("\"split\""))
    }

    @Test("simulate --format html: a frame per event; an error stops the strip")
    func filmstrip() throws {
        let good = try CLIRunner.render(["simulate", CLIRunner.scenarioPath("popover-adapts-and-back"), "--format", "html"])
        #expect(Self.isWellFormed(good))
        #expect(Self.count("<section class=\"frame\"", in: good) == 5)
        let command = try #require(
            try PadKitCommand.parseAsRoot(["simulate", CLIRunner.scenarioPath("broken-push"), "--format", "html"]) as? SimulateCommand)
        let (run, html) = try command.simulateAndRender()
        #expect(run.failure?.path == "events[1].push")
        #expect(Self.isWellFormed(html))
        #expect(Self.count("<section class=\"frame\"", in: html) == 2)
        #expect(html.contains("id=\"error\""))
    }

    @Test(
        "unknown apps and formats are usage errors",
        arguments: [
            (["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--app", "nope"], "unknown app 'nope'"),
            (["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--format", "html"], "'svg'"),
            (["matrix", "--format", "svg"], "'html'"),
            (["simulate", "x.json", "--format", "svg"], "'html'"),
        ])
    func usageErrors(arguments: [String], expected: String) {
        do {
            _ = try CLIRunner.render(arguments)
            Issue.record("expected an error for \(arguments)")
        } catch {
            let message = PadKitCommand.fullMessage(for: error)
            #expect(message.contains(expected), "\(message)")
            #expect(PadKitCommand.exitCode(for: error) != .success)
        }
    }
}
