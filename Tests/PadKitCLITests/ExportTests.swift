import Foundation
import PadKit
import SnapshotSupport
import Testing
@testable import PadKitCLI

/// `padkit export json` and `padkit export snapshot-testing`: goldens for two devices, and the
/// whole catalog read back and compared with PadKit's own values.
@Suite("padkit export")
struct ExportTests {
    static let goldens: [(arguments: [String], golden: String)] = [
        (["export", "json", "--device", "ipad-mini-6th-gen", "--device", "iphone-16"], "export-json-mini-iphone-16.json"),
        (
            [
                "export", "snapshot-testing", "--device", "ipad-pro-11-inch-m4", "--device", "ipad-pro-10-5-inch", "--device", "iphone-16",
                "--device", "iphone-8",
            ],
            "export-snapshot-testing.swift"
        ),
    ]

    @Test("export output matches its golden file", arguments: goldens)
    func golden(arguments: [String], golden: String) throws {
        let outcome = Golden.compare(try CLIRunner.render(arguments), named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("an unknown device is an error naming it")
    func unknownDevice() {
        for kind in ["json", "snapshot-testing"] {
            #expect(throws: DeviceCatalogError.self) { try CLIRunner.render(["export", kind, "--device", "ipad-pro-14-inch"]) }
        }
    }

    // MARK: JSON

    @Test("the JSON document holds every device and placement with the catalog's values")
    func jsonMatchesCatalog() throws {
        let text = try CLIRunner.render(["export", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 1)
        let devices = try #require(root["devices"] as? [[String: Any]])
        #expect(devices.compactMap { $0["id"] as? String } == Device.all.map(\.id))
        for (object, device) in zip(devices, Device.all) {
            let placements = try #require(object["placements"] as? [[String: Any]])
            let expected = Placement.fixedPlacements(for: device)
            #expect(placements.count == expected.count, "\(device.id)")
            for (value, placement) in zip(placements, expected) {
                let where_ = "\(device.id) \(value["orientation"] ?? "?") \(value["mode"] ?? "?")"
                #expect(value["mode"] as? String == placement.mode.id, "\(where_)")
                #expect(value["interfaceOrientation"] as? String == placement.orientation.description, "\(where_)")
                let window = try #require(value["window"] as? [String: Double])
                #expect(window["width"] == Double(placement.window.size.width), "\(where_)")
                #expect(window["height"] == Double(placement.window.size.height), "\(where_)")
                let insets = try #require(value["safeAreaInsets"] as? [String: Double])
                let safeArea = CatalogExport.safeArea(for: placement).insets
                #expect(
                    insets == ["top": safeArea.top, "left": safeArea.left, "bottom": safeArea.bottom, "right": safeArea.right], "\(where_)")
                #expect(
                    value["safeAreaProvenance"] as? String == CatalogExport.safeArea(for: placement).provenance.description, "\(where_)")
                let traits = try #require(value["traits"] as? [String: Any])
                let collection = placement.traitCollection()
                // The export answers for the newest release every device runs (27.0), which has no
                // `verticalBarEdge` (27.1).
                for trait in TraitCollection.Trait.existing(on: .latest) where trait != .displayScale {
                    #expect(traits[trait.rawValue] as? String == collection.value(of: trait), "\(where_) \(trait.rawValue)")
                }
                #expect(traits["displayScale"] as? Double == collection.displayScale, "\(where_)")
                #expect(value["provenance"] as? String == placement.window.provenance.description, "\(where_)")
            }
        }
    }

    // MARK: snapshot-testing

    @Test("preset names are unique and never one the library defines, except where it is left to the library")
    func presetNames() {
        let names = Device.all.map(SnapshotTestingSource.presetName(for:))
        #expect(Set(names).count == names.count, "\(names)")
        #expect(SnapshotTestingSource.presetName(for: .iPadPro129Inch2ndGen) == "iPadPro12_9_2ndGen")
        #expect(SnapshotTestingSource.presetName(for: .iPadPro11InchM4) == "iPadPro11M4")
        #expect(SnapshotTestingSource.presetName(for: .iPhone16ProMax) == "iPhone16ProMax")
    }

    @Test("the generated Swift parses")
    func swiftParses() throws {
        let source = try CLIRunner.render(["export", "snapshot-testing"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "padkit-export-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ViewImageConfig+PadKit.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // -D os(iOS) cannot be set; parse with the #if branch active by stripping the condition.
        let active = source.replacingOccurrences(of: "#if os(iOS)", with: "#if true")
        let activeFile = directory.appendingPathComponent("Active.swift")
        try Data(active.utf8).write(to: activeFile)
        process.arguments = ["swiftc", "-parse", file.path, activeFile.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "swiftc -parse failed:\n\(message)")
    }

    /// One preset read back from the generated source.
    struct ParsedPreset: Equatable {
        var safeArea: [Double]
        var size: [Double]
        var horizontal: String, vertical: String, idiom: String, scale: Double, gamut: String, forceTouch: String
        var provenance: String
    }

    /// Reads every preset back: device id (from its MARK line) -> case label -> values.
    static func parsePresets(_ source: String) throws -> [String: [String: ParsedPreset]] {
        let mark = try Regex(#"^\s*// MARK: .* \(([a-z0-9-]+)\)$"#)
        let function = try Regex(#"^\s*public static func ([A-Za-z0-9_]+)\("#)
        let label = try Regex(#"^\s*case \.(landscape|portrait)(\(\.([A-Za-z]+)\))?:$"#)
        let value = try Regex(
            #"^\s*return \.init\(safeArea: \.init\(top: ([-0-9.]+), left: ([-0-9.]+), bottom: ([-0-9.]+), right: ([-0-9.]+)\), size: \.init\(width: ([0-9.]+), height: ([0-9.]+)\), traits: \.padKit\(\.([a-z]+), \.([a-z]+), idiom: \.([a-z]+), scale: ([0-9.]+), gamut: \.([A-Za-z0-9]+), forceTouch: \.([a-z]+)\)\)  // (.+)$"#
        )
        var presets: [String: [String: ParsedPreset]] = [:]
        var device = "", functionName = "", caseLabel = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let match = try mark.wholeMatch(in: line) {
                device = String(match.output[1].substring ?? "")
            } else if let match = try function.prefixMatch(in: line) {
                functionName = String(match.output[1].substring ?? "")
            } else if let match = try label.wholeMatch(in: line) {
                let side = String(match.output[1].substring ?? "")
                let split =
                    match.output[3].substring.map(String.init)
                    ?? (functionName.hasSuffix("SlideOver") ? "slideOver" : functionName.hasSuffix("SplitView") ? "oneHalf" : "full")
                caseLabel = "\(side) \(split)"
            } else if let match = try value.wholeMatch(in: line) {
                func text(_ index: Int) -> String { String(match.output[index].substring ?? "") }
                func number(_ index: Int) -> Double { Double(text(index)) ?? .nan }
                presets[device, default: [:]][caseLabel] = ParsedPreset(
                    safeArea: [number(1), number(2), number(3), number(4)], size: [number(5), number(6)],
                    horizontal: text(7), vertical: text(8), idiom: text(9), scale: number(10),
                    gamut: text(11), forceTouch: text(12), provenance: text(13))
            }
        }
        return presets
    }

    @Test("every preset read back equals the catalog's placement")
    func presetsMatchCatalog() throws {
        let presets = try Self.parsePresets(try CLIRunner.render(["export", "snapshot-testing"]))
        var checked = 0
        // A device with several displays has each display's presets once, keyed by the display
        // after the first (`iphone-duo-inner`).
        let poses = Device.all.flatMap { device in
            device.hasHinge
                ? device.displays.enumerated().compactMap { index, display in
                    (try? device.on(display.id)).map { (index == 0 ? device.id : "\(device.id)-\(display.id)", $0) }
                } : [(device.id, device)]
        }
        for (id, device) in poses {
            let leftToLibrary = SnapshotTestingSource.libraryNames.contains(SnapshotTestingSource.presetName(for: device))
            for placement in Placement.fixedPlacements(for: device) where placement.device.posture == device.posture {
                let split =
                    ["full": "full", "two_thirds": "twoThirds", "half": "oneHalf", "one_third": "oneThird", "slide_over": "slideOver"][
                        placement.mode.id] ?? "?"
                let key = "\(placement.isLandscape ? "landscape" : "portrait") \(split)"
                let found = presets[id]?[key]
                if leftToLibrary && placement.mode != .slideOver {
                    #expect(found == nil, "\(id) \(key) is the library's own preset")
                    continue
                }
                let traits = placement.traitCollection()
                let insets = CatalogExport.safeArea(for: placement).insets
                let expected = ParsedPreset(
                    safeArea: [insets.top, insets.left, insets.bottom, insets.right],
                    size: [Double(placement.window.size.width), Double(placement.window.size.height)],
                    horizontal: traits.horizontalSizeClass.description, vertical: traits.verticalSizeClass.description,
                    idiom: traits.userInterfaceIdiom.description, scale: traits.displayScale,
                    gamut: traits.displayGamut == .sRGB ? "SRGB" : traits.displayGamut.description,
                    forceTouch: traits.forceTouchCapability.description, provenance: placement.window.provenance.description)
                #expect(found == expected, "\(id) \(key)")
                checked += 1
            }
        }
        #expect(checked > 300, "only \(checked) presets were read back")
    }
}
