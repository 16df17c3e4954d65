import Foundation
import PadKit
@testable import PadKitApps
import PadKitSamples
import PadKitSimulator
import SnapshotSupport
import Testing

/// SwiftUI's sheets, covers and popovers, read by `padkit-lint app-root`, in the app description:
/// named presentations as a storyboard's segues are, which `padkit simulate` presents by name.
@Suite("SwiftUI presentations in the description")
struct SwiftUIPresentationTests {
    /// The fixture app's sources (`Fixtures/Sources/SwiftUISplit`).
    static var sources: String { ProjectFixtures.path("Sources/SwiftUISplit") }

    /// What `padkit-lint app-root` prints for the fixture: its golden in PadKitLintTests, which
    /// that target checks against the reader, so this test reads exactly the reader's output.
    static func appRootReport(testFile: String = #filePath) throws -> AppRootDescription {
        let golden = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PadKitLintTests/__Goldens__/approot-SwiftUISplit.json")
        return try AppRootDescription(json: try Data(contentsOf: golden))
    }

    static func describe() throws -> AppDescription {
        let report = try appRootReport()
        let reader = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in report })
        return try reader.describe(storyboard: nil, sources: [sources], name: "Notes")
    }

    @Test("the description names each presentation with its style, detents and source (golden)")
    func golden() throws {
        let app = try Self.describe()
        var text = app.jsonValue.prettyText
        // The source folder is this machine's: the golden keeps the part inside the repository.
        text = text.replacingOccurrences(of: Self.sources, with: "Sources/SwiftUISplit")
        let outcome = Golden.compare(text, named: "swiftui-notes.json", testFile: ProjectFixtures.path("Goldens/Goldens.swift"))
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
        // A description's presentations are an object: read back, they come by name.
        let styles = app.presentations.map { "\($0.name): \($0.request.style)" }
        #expect(
            styles == [
                "AboutView: formSheet", "DateRangePicker: formSheet", "FormattingPanel: pageSheet", "OnboardingView: fullScreen",
                "SettingsView: formSheet", "ShareView: popover", "TagPicker: formSheet",
            ])
        #expect(
            app.presentation(named: "FormattingPanel")?.request.detents == [
                .custom("fraction(0.25)", fraction: 0.25), .custom("height(320)", height: 320),
            ])
        #expect(app.presentation(named: "SettingsView")?.source == "ContentView.swift:16")
    }

    @Test("the description reads back as written")
    func roundTrip() throws {
        let app = try Self.describe()
        let again = try AppDescriptionReader.read(data: Data(app.jsonValue.prettyText.utf8))
        #expect(again.presentations == app.presentations)
    }

    /// Runs `{"present": name}` then a rotation on `device` with the description `app`.
    static func simulate(_ app: AppDescription, device: String, presenting name: String) throws -> ScenarioRun {
        let scenario =
            #"{"device": "\#(device)", "orientation": "portrait", "app": \#(app.jsonValue.prettyText), "events": [{"present": "\#(name)"}, {"rotate": "landscapeLeft"}]}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-scenario.json").path
        let (parsed, runnable) = try AppLookup.scenario(json: Data(scenario.utf8), file: file)
        return ScenarioRunner.run(parsed, rootViewController: runnable.makeRootViewController())
    }

    /// After the rotation: a sheet stays one on the iPad; in an iPhone's compact height the form
    /// sheet is shown full screen, as UIKit adapts it.
    @Test(
        "simulate presents them by name: the fraction detents on an iPad, the cover and the sheet on an iPhone",
        arguments: [
            ("ipad-pro-11-inch-m4", "FormattingPanel", "pageSheet"), ("iphone-16", "OnboardingView", "fullScreen"),
            ("iphone-16", "SettingsView", "fullScreen"),
        ])
    func simulate(device: String, name: String, style: String) throws {
        let run = try Self.simulate(try Self.describe(), device: device, presenting: name)
        #expect(run.failure == nil, "\(String(describing: run.failure))")
        let text = run.jsonValue.prettyText
        #expect(text.contains(#""title": "\#(name)""#) && text.contains(#""presentationStyle": "\#(style)""#))
    }

    @Test("a popover kept a popover in compact width needs its anchor, as in UIKit; with the listed remedy it is shown")
    func popoverAnchor() throws {
        var app = try Self.describe()
        let unanchored = try Self.simulate(app, device: "iphone-16", presenting: "ShareView")
        #expect(unanchored.failure.map { "\($0)" }?.contains("non-nil sourceView or barButtonItem") == true)
        let index = try #require(app.presentations.firstIndex { $0.name == "ShareView" })
        app.presentations[index].request.sourceRect = PresentationRequest.Rect(x: 300, y: 60, width: 44, height: 44)
        let anchored = try Self.simulate(app, device: "iphone-16", presenting: "ShareView")
        #expect(anchored.failure == nil, "\(String(describing: anchored.failure))")
        #expect(anchored.jsonValue.prettyText.contains(#""presentationStyle": "popover""#))
    }

    @Test("a presentation the code names like a storyboard segue gets a number")
    func merging() {
        let segue = NamedPresentation(name: "Settings", request: PresentationRequest(title: "Settings"), source: "Main.storyboard#abc")
        let code = NamedPresentation(name: "Settings", request: PresentationRequest(title: "Settings"), source: "App.swift:3")
        #expect(AppProjectReader.merged([segue], [code, code]).map(\.name) == ["Settings", "Settings 2", "Settings 3"])
    }
}
