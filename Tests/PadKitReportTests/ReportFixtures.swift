import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import PadKit
import PadKitApps
import PadKitReport
import PadKitSamples
import PadKitSimulator

/// Builds the pictures the tests draw: a sample app launched in a placement, inspected as
/// `padkit matrix --app` does, then pictured.
enum ReportFixtures {
    struct UnknownApp: Error, CustomStringConvertible {
        let name: String
        var description: String { "no sample app '\(name)'" }
    }

    /// A launched app and its picture.
    struct Launched {
        let window: Window
        let figure: PlacementFigure
        var picture: WindowPicture { figure.picture }
    }

    static func launch(_ app: String, _ placement: Placement) throws -> Launched {
        guard let sample = SampleApps.named(app) else { throw UnknownApp(name: app) }
        let window = sample.launch(in: placement, osVersion: .latest)
        let inspection = sample.inspect?(window)
        return Launched(window: window, figure: PlacementFigure(picture: WindowPicture(window), details: inspection?.columns ?? []))
    }

    static func placement(_ device: String, _ orientation: InterfaceOrientation, _ mode: WindowMode) throws -> Placement {
        try Placement(device: Device.named(device), orientation: orientation, mode: mode)
    }

    /// The contact sheet `padkit matrix --device ... --app APP --format html` writes.
    static func contactSheet(_ app: String, devices: [String]) throws -> (sheet: ContactSheet, launched: [Launched]) {
        let placements = try devices.flatMap { try Placement.fixedPlacements(for: Device.named($0)) }
        let launched = try placements.map { try launch(app, $0) }
        let sheet = ContactSheet(title: "padkit matrix: \(app)", subtitle: "test sheet", figures: launched.map(\.figure))
        return (sheet, launched)
    }

    /// An app description in `Apps/` beside this file.
    static func describedApp(_ name: String, testFile: String = #filePath) throws -> RunnableApp {
        let path = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Apps/\(name).json").path
        return try AppLookup.app(path)
    }

    /// The contact sheet `padkit matrix --device ... --app Apps/NAME.json --format html` writes:
    /// the description's unresolved items in the banner, the app launched in every placement.
    static func describedSheet(_ name: String, devices: [String]) throws -> (sheet: ContactSheet, pictures: [WindowPicture]) {
        let app = try describedApp(name)
        let placements = try devices.flatMap { try Placement.fixedPlacements(for: Device.named($0)) }
        let figures = placements.map { placement -> PlacementFigure in
            let window = app.launch(in: placement, osVersion: .latest)
            return PlacementFigure(picture: WindowPicture(window), details: app.inspect?(window)?.columns ?? [])
        }
        let sheet = ContactSheet(
            title: "padkit matrix: \(app.name)", subtitle: "test sheet", figures: figures,
            unresolved: app.appDescription?.unresolved.map(\.text) ?? [])
        return (sheet, figures.map(\.picture))
    }

    /// A scenario file in `Scenarios/` beside this file, recorded as a filmstrip.
    static func filmstrip(_ name: String, testFile: String = #filePath) throws -> Filmstrip {
        // The scenario beside the tests, or one of the README's (Examples/Scenarios).
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        let beside = folder.appendingPathComponent("Scenarios/\(name).json")
        let url =
            FileManager.default.fileExists(atPath: beside.path)
            ? beside
            : folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Scenarios/\(name).json")
        let scenario = try Scenario(json: Data(contentsOf: url), appNames: SampleApps.names)
        guard let app = SampleApps.named(scenario.app) else { throw UnknownApp(name: scenario.app) }
        return Filmstrip.record(scenario, rootViewController: app.makeRootViewController(), title: "padkit simulate \(name).json").filmstrip
    }
}

/// Parses markup as XML and keeps what the tests look at: the element names, each element's
/// attributes, and all the text.
final class XMLReader: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
    }

    private(set) var elements: [Element] = []
    private(set) var text = ""
    private(set) var error: String?

    /// Reads `markup`; `nil` when it is not well-formed (the parser's error is in the message).
    static func read(_ markup: String) -> (reader: XMLReader, error: String?) {
        let reader = XMLReader()
        // The HTML5 doctype is fine for XML parsers; the DTD is never fetched.
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        let message =
            ok ? nil : "line \(parser.lineNumber) column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")"
        return (reader, message)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
