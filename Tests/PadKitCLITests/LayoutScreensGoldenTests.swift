import Foundation
import SnapshotSupport
import Testing
@testable import PadKitApps
@testable import PadKitCLI

/// `padkit layout screens` on hand-written Interface Builder files (`Layout/Screens/`), one per
/// construct: margins, baselines, safe area, symbolic spacing, multipliers, placeholders and
/// navigation bars (Orders); size-class variations of installation, constants and a stack's axis
/// (Variations); a tab bar and an inset-grouped table's self-sizing cell (Cells); a scroll view's
/// content and frame guides, a baseline-aligned stack with a hidden view and an SF Symbol
/// (Details); an unsatisfiable and an ambiguous layout (Conflicts); legacy layout guides, an
/// opaque bar and autoresizing (Legacy); bad input (Broken); a Mac document (Mac).
@Suite("layout screens")
struct LayoutScreensGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Layout/Screens").path

    static func path(_ name: String) -> String { "\(folder)/\(name)" }

    /// The output with the fixtures' folder left out, so goldens do not depend on the checkout.
    static func render(_ arguments: [String]) throws -> String {
        try CLIRunner.render(["layout", "screens"] + arguments).replacingOccurrences(of: folder + "/", with: "")
    }

    static let fixtures = [
        "Orders.storyboard", "Variations.storyboard", "Cells.storyboard", "Details.xib", "Conflicts.xib",
        "Legacy.storyboard", "Broken.storyboard", "Mac.xib", "Archive.xib",
    ]

    @Test("as designed, text and JSON", arguments: fixtures)
    func designed(fixture: String) throws {
        let base = "screens-" + fixture.replacingOccurrences(of: ".", with: "-")
        for format in ["text", "json"] {
            let output = try Self.render([Self.path(fixture), "--format", format])
            let outcome = Golden.compare(output, named: "\(base).\(format == "json" ? "json" : "txt")")
            #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
        }
    }

    @Test(
        "at windows of a device",
        arguments: [
            (["Variations.storyboard"], ["--device", "ipad-pro-11-inch-m4", "--every-window"], "screens-variations-every-window.txt"),
            (
                ["Orders.storyboard"],
                ["--device", "ipad-pro-11-inch-m4", "--orientation", "landscape", "--mode", "tile_third_leading", "--format", "json"],
                "screens-orders-third.json"
            ),
            (
                ["Cells.storyboard", "Details.xib"], ["--device", "iphone-16", "--orientation", "landscape"],
                "screens-cells-details-iphone-landscape.txt"
            ),
            (
                ["Orders.storyboard"], ["--device", "ipad-pro-11-inch-m4", "--window", "500x700", "--scene", "Ord-VC-001"],
                "screens-orders-window.txt"
            ),
        ])
    func windows(files: [String], options: [String], golden: String) throws {
        let output = try Self.render(files.map(Self.path) + options)
        let outcome = Golden.compare(output, named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("--compare-designed: the share of views within 1 pt of IB's frames, per file and in total, with each miss's cause")
    func compareDesigned() throws {
        let output = try Self.render(Self.fixtures.map(Self.path) + ["--compare-designed"])
        let outcome = Golden.compare(output, named: "screens-compare-designed.txt")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("a file that cannot be read is an error naming it; an unknown scene names the known ones")
    func errors() throws {
        #expect(throws: (any Error).self) { try Self.render([Self.path("Missing.storyboard")]) }
        do {
            _ = try Self.render([Self.path("Orders.storyboard"), "--scene", "Nope"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("Nope") && "\(error)".contains("Ord-VC-001"))
        }
    }
}
