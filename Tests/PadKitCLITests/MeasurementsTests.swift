import Foundation
import PadKit
@testable import PadKitCLI
import Testing

/// `--measurements FILE`: measured placements replace derived ones, with the file as provenance;
/// a bad file lists every problem with its JSON path.
@Suite("Measurements")
struct MeasurementsTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Measurements").appendingPathComponent(name).path
    }

    @Test("a measured tile replaces the derived one in matrix and traits")
    func applied() throws {
        let json = try CLIRunner.render([
            "matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "26.1", "--orientation", "landscape",
            "--mode", "tile_half_leading", "--measurements", Self.path("ipad-26.json"), "--format", "json",
        ])
        #expect(json.contains("\"width\": 596") && json.contains("\"provenance\": \"measured: ipad-26.json\""))
        #expect(json.contains("\"safeAreaInsets\": {\"top\": 24, \"left\": 0, \"bottom\": 20, \"right\": 0}"))
        // Another release is not what was measured.
        let other = try CLIRunner.render([
            "matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "27", "--orientation", "landscape",
            "--mode", "tile_half_leading", "--measurements", Self.path("ipad-26.json"), "--format", "json",
        ])
        #expect(other.contains("derived: window-tiling-rule") && !other.contains("measured: ipad-26.json"))
        let traits = try CLIRunner.render([
            "traits", "--device", "ipad-pro-11-inch-m4", "--os-version", "26.1", "--orientation", "landscape",
            "--mode", "tile_half_leading", "--measurements", Self.path("ipad-26.json"),
        ])
        #expect(traits.contains("window 596 x 834 pt (measured: ipad-26.json)"))
    }

    @Test("simulate: a window an event moves to takes its measurement; the others stay derived")
    func simulate() throws {
        let scenario = CLIRunner.scenarioPath("measured-tile-26-1")
        let measured = try CLIRunner.render(["simulate", scenario, "--measurements", Self.path("ipad-26.json")])
        #expect(measured.contains("tile_half_leading 596x834"), "\(measured)")
        #expect(measured.contains("insets={24, 0, 20, 0}"), "\(measured)")
        let derived = try CLIRunner.render(["simulate", scenario])
        #expect(!derived.contains("596x834") && derived.contains("tile_half_leading 600x834"), "\(derived)")
        do {
            _ = try CLIRunner.render(["simulate", scenario, "--measurements", Self.path("bad.json")])
            Issue.record("expected an error")
        } catch {
            #expect(PadKitCommand.message(for: error).contains("measurements[0].device: unknown device 'ipad-pro-11'"))
        }
    }

    @Test("a bad file is an error listing every problem with its JSON path")
    func badFile() {
        do {
            _ = try CLIRunner.render(["matrix", "--device", "ipad-pro-11-inch-m4", "--measurements", Self.path("bad.json")])
            Issue.record("expected an error")
        } catch {
            let message = PadKitCommand.message(for: error)
            for expected in [
                "bad.json: measurements[0].device: unknown device 'ipad-pro-11'", "measurements[0].osVersion: iOS 21.0 is not modelled",
                "measurements[0].orientation: 'sideways' is not portrait or landscape",
                "measurements[0].window.width: expected a positive number",
                "measurements[1].extra: unknown key", "measurements[1].placement: mode two_thirds is not offered",
            ] {
                #expect(message.contains(expected), "\(message)")
            }
            #expect(PadKitCommand.exitCode(for: error) != .success)
        }
    }

    @Test("the core reader refuses what is not a measurements object")
    func notAnObject() {
        #expect(throws: MeasurementsError.self) { try Measurements(json: .array([]), source: "m.json") }
        #expect(throws: MeasurementsError.self) { try Measurements(json: .object([("measurements", .string("x"))]), source: "m.json") }
    }
}

extension MeasurementsTests {
    @Test("docs/measuring.md's UIKit snippet parses (swiftc -parse)")
    func snippetParses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/measuring.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```swift\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "padkit-measuring-\(ProcessInfo.processInfo.processIdentifier).swift")
        try String(text[start.upperBound..<end.lowerBound]).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let swiftc else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
