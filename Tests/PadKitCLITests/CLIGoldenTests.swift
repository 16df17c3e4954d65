import SnapshotSupport
import Testing
@testable import PadKitCLI

/// Golden files for the CLI's output. Re-record with `RECORD_SNAPSHOTS=1 swift test` only when
/// a change is intended, and read the diff.
@Suite("CLI output")
struct CLIGoldenTests {
    static let cases: [(arguments: [String], golden: String)] = [
        (["devices"], "devices-table.txt"),
        (["app", "list"], "app-list.txt"),
        (["devices", "--format", "json"], "devices.json"),
        (["matrix", "--device", "iphone-duo"], "matrix-iphone-duo.txt"),
        (["matrix", "--device", "iphone-duo", "--format", "json"], "matrix-iphone-duo.json"),
        (
            ["traits", "--device", "iphone-duo", "--display", "inner", "--posture", "partiallyOpen", "--orientation", "landscape"],
            "traits-iphone-duo-inner.txt"
        ),
        (["devices", "--family", "iphone"], "devices-iphone-table.txt"),
        (["matrix"], "matrix-table.txt"),
        (["matrix", "--format", "json"], "matrix.json"),
        // One release per windowing world: classic Split View (18), iPadOS 26.0 windows without
        // Slide Over, 26.1 with the resizable Slide Over, and 27.
        (
            [
                "matrix", "--device", "ipad-pro-11-inch-m4", "--device", "ipad-mini-6th-gen", "--device", "iphone-16", "--os-version", "18",
                "--format", "json",
            ],
            "matrix-os-18.json"
        ),
        (
            [
                "matrix", "--device", "ipad-pro-11-inch-m4", "--device", "ipad-mini-6th-gen", "--device", "iphone-16", "--os-version",
                "26.0", "--format", "json",
            ],
            "matrix-os-26-0.json"
        ),
        (
            [
                "matrix", "--device", "ipad-pro-11-inch-m4", "--device", "ipad-mini-6th-gen", "--device", "iphone-16", "--os-version",
                "26.1",
            ], "matrix-os-26-1.txt"
        ),
        (
            ["matrix", "--device", "ipad-pro-11-inch-m4", "--device", "iphone-16", "--os-version", "27", "--multitasking", "stageManager"],
            "matrix-os-27-stage-manager.txt"
        ),
        (
            ["matrix", "--device", "ipad-pro-12-9-inch-6th-gen", "--device", "iphone-16-pro", "--orientation", "landscape"],
            "matrix-two-devices-landscape.txt"
        ),
        (["matrix", "--family", "ipad", "--mode", "half", "--format", "json"], "matrix-ipad-half.json"),
        (
            ["traits", "--device", "ipad-mini-6th-gen", "--orientation", "landscape", "--mode", "half", "--os-version", "18"],
            "traits-mini-half.txt"
        ),
        (
            ["traits", "--device", "ipad-pro-13-inch-m5", "--orientation", "portrait", "--window", "700x1000", "--format", "json"],
            "traits-13-window.json"
        ),
        (
            ["traits", "--device", "iphone-8-plus", "--orientation", "landscapeLeft", "--mode", "full", "--format", "json"],
            "traits-8-plus.json"
        ),
        (["matrix", "--family", "ipad", "--app", "wechat"], "matrix-wechat-ipad.txt"),
        (
            ["matrix", "--device", "ipad-pro-13-inch-m5", "--device", "iphone-air", "--app", "wechat", "--format", "json"],
            "matrix-wechat.json"
        ),
        (["matrix", "--device", "ipad-pro-12-9-inch-6th-gen", "--app", "sidebar"], "matrix-sidebar.txt"),
        (
            ["matrix", "--device", "ipad-air-2", "--device", "ipad-pro-13-inch-m5", "--device", "iphone-16", "--app", "traitlayout"],
            "matrix-traitlayout.txt"
        ),
        (["matrix", "--device", "ipad-mini-6th-gen", "--app", "traitlayout", "--format", "json"], "matrix-traitlayout.json"),
        // iPhone-only apps on iPad (hacknicity, "How iPhone-only Apps Appear on iPad"): 320 x 480
        // on a 9.7-inch iPad and 375 x 667 on the 12.9-inch iPad Pro before iOS 12; 375 x 667 after.
        (
            [
                "matrix", "--device", "ipad-air-2", "--device", "ipad-pro-12-9-inch-1st-gen", "--device", "iphone-7", "--iphone-only",
                "--os-version", "10.3",
            ],
            "matrix-iphone-only-ios10.txt"
        ),
        (["matrix", "--device", "ipad-pro-11-inch-m4", "--iphone-only", "--format", "json"], "matrix-iphone-only.json"),
        (
            ["matrix", "--device", "ipad-pro-11-inch-m4", "--iphone-only", "--os-version", "26.2", "--format", "json"],
            "matrix-iphone-only-26-2.json"
        ),
        // UIKit 26's layout regions clear the window controls in iPadOS 26 windows; an app built
        // with the iOS 18 SDK gets the 32-pt top band instead (the compatibility design).
        (
            ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "26", "--app", CLIRunner.appPath("layout-regions.json")],
            "matrix-layout-regions-26.txt"
        ),
        (
            [
                "matrix", "--device", "ipad-pro-11-inch-m4", "--device", "iphone-17-pro", "--os-version", "26", "--app",
                CLIRunner.appPath("compatibility-design.json"), "--format", "json",
            ], "matrix-compatibility-design-26.json"
        ),
        (
            [
                "traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "portrait", "--mode", "tile_half_leading", "--os-version",
                "26",
                "--app", CLIRunner.appPath("compatibility-design.json"),
            ], "traits-compatibility-design-26.txt"
        ),
        (
            ["traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "landscape", "--mode", "tile_quarter", "--os-version", "27"],
            "traits-tile-quarter-27.txt"
        ),
        // Traits UITraitCollection did not have on iOS 11 are absent (UITraitCollection.h availability).
        (
            [
                "traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--os-version", "11.4", "--format",
                "json",
            ],
            "traits-air-2-ios11.json"
        ),
    ]

    static let scenarios: [(file: String, format: String)] = [
        ("navigation-resize-rotate-background", "text"),
        ("navigation-resize-rotate-background", "json"),
        ("tabs-switch-and-shrink", "text"),
        ("container-ios12", "text"),
        ("rotation-9-7-two-thirds", "text"),
        ("rotation-9-7-two-thirds", "json"),
        ("broken-push", "text"),
        ("wechat-detail-rotate-tabs", "text"),
        ("wechat-detail-rotate-tabs", "json"),
        ("seed001-detail-rotate-tabs", "text"),
        ("sidebar-columns", "text"),
        ("iphone-app-resizes-27", "text"),
        ("tab-sidebar-across-boundary", "text"),
        ("full-screen-compatibility-26-2", "text"),
        ("orientation-lock-26", "text"),
        ("traitlayout-resize-rotate", "text"),
        ("traitlayout-resize-rotate", "json"),
        // A header pinned to a layout region, and the same app in the compatibility design.
        ("layout-regions-26", "text"),
        ("compatibility-design-26", "text"),
        // A large-title stack on iOS 26: 106 pt at rest, none in compact height.
        ("large-titles-26", "text"),
        // iPhone Duo: the WeChat split folding (collapses on the outer display) and opening again.
        ("wechat-duo-fold", "text"),
    ]

    @Test("simulate output matches its golden file", arguments: scenarios)
    func simulateGolden(file: String, format: String) throws {
        let path = CLIRunner.scenarioPath(file)
        let output = try CLIRunner.render(["simulate", path, "--format", format])
        let outcome = Golden.compare(output, named: "simulate-\(file).\(format == "json" ? "json" : "txt")")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("layout solve output matches its golden file", arguments: ["sidebar-width", "edit-chain"])
    func layoutGolden(name: String) throws {
        for format in ["json", "text"] {
            let output = try CLIRunner.render(["layout", "solve", CLIRunner.layoutPath(name), "--format", format])
            let outcome = Golden.compare(output, named: "layout-\(name).\(format == "json" ? "json" : "txt")")
            #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
        }
    }

    @Test("output matches its golden file", arguments: cases)
    func golden(arguments: [String], golden: String) throws {
        let output = try CLIRunner.render(arguments)
        let outcome = Golden.compare(output, named: golden)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }
}
