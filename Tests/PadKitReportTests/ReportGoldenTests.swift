import PadKit
import PadKitReport
import SnapshotSupport
import Testing

/// Golden SVG and HTML for placements of `wechat`, `traitlayout` and `vesync`, and filmstrips.
/// Re-record only with `RECORD_SNAPSHOTS=1` when a change is intended.
@Suite struct ReportGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let app: String
        let device: String
        let orientation: InterfaceOrientation
        let mode: WindowMode
        var testDescription: String { "\(app) \(device) \(orientation) \(mode.id)" }
        var golden: String { "svg-\(app)-\(device)-\(orientation.isLandscape ? "landscape" : "portrait")-\(mode.id).svg" }
    }

    static let cases: [Case] = [
        Case(app: "wechat", device: "ipad-pro-11-inch-4th-gen", orientation: .landscapeRight, mode: .full),
        Case(app: "wechat", device: "ipad-pro-11-inch-4th-gen", orientation: .portrait, mode: .oneThird),
        Case(app: "wechat", device: "iphone-16-pro-max", orientation: .landscapeRight, mode: .full),
        Case(app: "traitlayout", device: "ipad-air-2", orientation: .portrait, mode: .full),
        Case(app: "traitlayout", device: "ipad-air-2", orientation: .landscapeRight, mode: .half),
        Case(app: "traitlayout", device: "ipad-pro-11-inch-m4", orientation: .landscapeRight, mode: .slideOver),
        Case(app: "vesync", device: "ipad-pro-11-inch-m4", orientation: .portrait, mode: .full),
        Case(app: "vesync", device: "ipad-pro-11-inch-m4", orientation: .landscapeRight, mode: .half),
    ]

    @Test(arguments: cases)
    func singlePlacementSVG(_ testCase: Case) throws {
        let launched = try ReportFixtures.launch(
            testCase.app, ReportFixtures.placement(testCase.device, testCase.orientation, testCase.mode))
        let svg = PlacementDrawing(picture: launched.picture).svg(standalone: true, caption: launched.figure.captionLines)
        let parsed = XMLReader.read(svg)
        #expect(parsed.error == nil, "not well-formed: \(parsed.error ?? "")")
        let outcome = Golden.compare(svg, named: testCase.golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test(arguments: [
        ("wechat", ["ipad-pro-11-inch-4th-gen"]),
        ("traitlayout", ["ipad-air-2"]),
        ("vesync", ["ipad-pro-11-inch-m4", "iphone-16"]),
    ])
    func contactSheetHTML(_ app: String, _ devices: [String]) throws {
        let html = try ReportFixtures.contactSheet(app, devices: devices).sheet.html
        let parsed = XMLReader.read(html)
        #expect(parsed.error == nil, "not well-formed: \(parsed.error ?? "")")
        #expect(!parsed.reader.elements.contains { $0.name == "script" })
        let outcome = Golden.compare(html, named: "sheet-\(app).html")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    /// A described app as a project reads it: the app's classes on the boxes, a compact column
    /// with a tab bar, a placeholder for what could not be read, the unresolved banner, and
    /// devices with identical windows drawn once.
    @Test func describedAppContactSheet() throws {
        let html = try ReportFixtures.describedSheet(
            "reader", devices: ["ipad-pro-11-inch-1st-gen", "ipad-pro-11-inch-4th-gen", "iphone-16"]
        ).sheet.html
        let parsed = XMLReader.read(html)
        #expect(parsed.error == nil, "not well-formed: \(parsed.error ?? "")")
        let outcome = Golden.compare(html, named: "sheet-reader.html")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test(arguments: ["popover-adapts-and-back", "wechat-detail-rotate-tabs", "broken-push", "wechat-duo-fold"])
    func filmstripHTML(_ scenario: String) throws {
        let html = try ReportFixtures.filmstrip(scenario).html
        let parsed = XMLReader.read(html)
        #expect(parsed.error == nil, "not well-formed: \(parsed.error ?? "")")
        let outcome = Golden.compare(html, named: "filmstrip-\(scenario).html")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }
}
