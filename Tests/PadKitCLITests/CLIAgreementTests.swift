import ArgumentParser
import Foundation
import PadKit
import Testing
@testable import PadKitCLI

/// Every command gives the same answer to the same question: `simulate` refuses the windows
/// `matrix` leaves out, with `matrix`'s reason; a selection that yields nothing is an error, as in
/// `traits`; devices are found by their display names too; `traits` defaults to full screen.
@Suite("CLI agreement")
struct CLIAgreementTests {
    /// The error `arguments` raise, as the CLI prints it, with its exit code.
    static func failure(_ arguments: [String]) -> (message: String, exitCode: ExitCode)? {
        do {
            _ = try CLIRunner.render(arguments)
            return nil
        } catch {
            return (PadKitCommand.fullMessage(for: error), PadKitCommand.exitCode(for: error))
        }
    }

    @Test("simulate refuses a Split View share to an app matrix gives none, with matrix's reason")
    func simulateRefusesWhatMatrixLeavesOut() throws {
        let table = try CLIRunner.render([
            "matrix", "--app", CLIRunner.appPath("fullscreen-camera.json"), "--device", "ipad-air-2", "--os-version", "15.0",
        ])
        let reason = "Camera has no Split View or Slide Over windows on iPad: it requires full screen (UIRequiresFullScreen)."
        #expect(table.contains(reason))
        #expect(!table.contains(" half "))
        let refused = try #require(Self.failure(["simulate", CLIRunner.scenarioPath("fullscreen-camera-half")]))
        #expect(refused.message.contains("ipad-air-2 landscape half"), "\(refused.message)")
        #expect(refused.message.contains(reason), "\(refused.message)")
        #expect(refused.exitCode != .success)
    }

    @Test("simulate still runs the app in a window matrix lists")
    func simulateRunsWhatMatrixLists() throws {
        let scenario = try String(contentsOfFile: CLIRunner.scenarioPath("fullscreen-camera-half"), encoding: .utf8)
            .replacingOccurrences(of: "\"half\"", with: "\"full\"")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: file) }
        let apps = file.appendingPathComponent("Apps"), scenarios = file.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: CLIRunner.appPath("fullscreen-camera.json"), toPath: apps.appendingPathComponent("fullscreen-camera.json").path)
        let path = scenarios.appendingPathComponent("full.json").path
        try scenario.write(toFile: path, atomically: true, encoding: .utf8)
        let output = try CLIRunner.render(["simulate", path])
        #expect(output.contains("Viewfinder"))
    }

    @Test("matrix's SPLIT column holds split states; the orientation verdict is in the notes", arguments: ["table", "json"])
    func splitColumnHoldsSplitStates(_ format: String) throws {
        let output = try CLIRunner.render(["matrix", "--app", "wechat", "--device", "iphone-16-pro-max", "--format", format])
        if format == "table" {
            let lines = output.split(separator: "\n").map(String.init)
            let header = try #require(lines.first { $0.hasPrefix("DEVICE") })
            let column = try #require(header.range(of: "SPLIT")).lowerBound.utf16Offset(in: header)
            let rows = lines.filter { $0.hasPrefix("iphone-16-pro-max") }
            #expect(rows.count == 2)
            for row in rows {
                let cell = row.dropFirst(column).prefix { $0 != " " }
                #expect(["collapsed", "expanded"].contains(String(cell)), "\(row)")
            }
            #expect(!output.contains("not allowed"))
            #expect(output.contains("wechat allows only portrait on iPhone"))
        } else {
            #expect(output.contains("\"orientationAllowed\" : false") || output.contains("\"orientationAllowed\": false"), "\(output)")
        }
    }

    @Test(
        "a selection that yields nothing says why, with a non-zero exit, as traits does",
        arguments: [
            (["matrix", "--orientation", "portrait", "--mode", "half"], "portrait Split View has only 2/3 and 1/3 shares"),
            (["matrix", "--device", "iphone-16", "--mode", "half"], "iPhone apps always run full screen"),
            (["matrix", "--family", "iphone", "--mode", "slide_over", "--format", "html"], "iPhone apps always run full screen"),
            (
                ["matrix", "--device", "iphone-16", "--app", "wechat", "--mode", "two_thirds", "--format", "json"],
                "iPhone apps always run full screen"
            ),
            (["matrix", "--device", "iphone-16", "--app", CLIRunner.appPath("ipad-only-notes.json")], "does not install on iPhone"),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "26", "--mode", "full_screen_compatibility"],
                "give --app with such an app"
            ),
        ])
    func emptySelections(_ arguments: [String], reason: String) throws {
        let failure = try #require(Self.failure(arguments), "expected an error for \(arguments)")
        #expect(failure.message.contains(reason), "\(failure.message)")
        #expect(failure.message.contains("no placement matches"), "\(failure.message)")
        #expect(failure.exitCode != .success)
    }

    @Test(
        "the full-screen compatibility window is offered by Windowed Apps and Stage Manager from iPadOS 26, to apps that opt out of multitasking"
    )
    func compatibilityWindowSelection() throws {
        let rows = try CLIRunner.render([
            "matrix", "--app", CLIRunner.appPath("fullscreen-camera.json"), "--device", "ipad-pro-11-inch-m4",
            "--os-version", "26.2", "--mode", "full_screen_compatibility", "--multitasking", "stageManager",
        ])
        let row = try #require(
            rows.split(separator: "\n").first { $0.contains("portrait") && $0.contains("full_screen_compatibility") }, "\(rows)")
        #expect(row.contains("stageManager"), "\(rows)")
        let traits = try CLIRunner.render([
            "traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "landscape", "--mode", "full_screen_compatibility",
            "--os-version", "26",
        ])
        #expect(traits.contains("windowedApps") && traits.contains("top 32"), "\(traits)")
        for arguments in [
            ["traits", "--orientation", "portrait", "--os-version", "18"],
            ["matrix", "--os-version", "26", "--multitasking", "fullScreenApps"],
        ] {
            let failure = try #require(
                Self.failure(arguments + ["--device", "ipad-pro-11-inch-m4", "--mode", "full_screen_compatibility"]))
            #expect(failure.message.contains("full_screen_compatibility is not offered"), "\(failure.message)")
            #expect(failure.exitCode != .success)
        }
    }

    @Test("traits says the same about the same windows")
    func traitsAgrees() throws {
        let failure = try #require(Self.failure(["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "half"]))
        #expect(failure.message.contains("portrait Split View has only 2/3 and 1/3 shares"))
    }

    @Test(
        "--device takes the display name devices prints",
        arguments: ["iPad Pro 11-inch (M4)", "ipad pro 11-inch (m4)", "iPad  Pro 11-inch (M4)"])
    func deviceByName(_ name: String) throws {
        #expect(try CLIRunner.render(["matrix", "--device", name]) == CLIRunner.render(["matrix", "--device", "ipad-pro-11-inch-m4"]))
        #expect(
            try CLIRunner.render(["traits", "--device", name, "--orientation", "portrait"])
                == CLIRunner.render(["traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "portrait", "--mode", "full"]))
        #expect(try CLIRunner.render(["devices"]).contains("iPad Pro 11-inch (M4)"))
    }

    @Test("every display name devices prints finds its device")
    func everyDisplayName() throws {
        for device in Device.all {
            #expect(try Device.named(device.name).id == device.id)
        }
    }

    @Test("traits defaults --mode to full")
    func traitsDefaultsToFull() throws {
        let table = try CLIRunner.render(["traits", "--device", "ipad-air-2", "--orientation", "landscape"])
        #expect(table == (try CLIRunner.render(["traits", "--device", "ipad-air-2", "--orientation", "landscape", "--mode", "full"])))
        #expect(table.contains("landscapeRight, full"), "\(table)")
    }

    @Test("matrix leaves out the devices an app does not install on, and says why")
    func deploymentTargetLeavesOutOldDevices() throws {
        let table = try CLIRunner.render(["matrix", "--app", CLIRunner.appPath("needs-ios-17.json"), "--family", "iphone"])
        #expect(!table.contains("iphone-8 ") && !table.contains("iphone-x "), "iOS 16 is their last release")
        #expect(table.contains("iphone-xr ") && table.contains("iphone-17 "))
        #expect(
            table.contains(
                "Recent needs iOS 17.0 (its deployment target): devices whose last release is older do not install it and are left out."))
        let html = try CLIRunner.render([
            "matrix", "--app", CLIRunner.appPath("needs-ios-17.json"), "--family", "iphone", "--format", "html",
        ])
        #expect(!html.contains("data-placement=\"iphone-8 ") && html.contains("deployment target 17.0"))
    }

    @Test("--sources short prints the kind, full the sources behind a derived number")
    func sourcesOption() throws {
        let plain = try CLIRunner.render(["matrix", "--device", "ipad-air-2", "--orientation", "portrait"])
        let short = try CLIRunner.render(["matrix", "--device", "ipad-air-2", "--orientation", "portrait", "--sources", "short"])
        let full = try CLIRunner.render(["matrix", "--device", "ipad-air-2", "--orientation", "portrait", "--sources", "full"])
        let device = try Device.named("ipad-air-2")
        for placement in Placement.fixedPlacements(for: device) where !placement.isLandscape {
            let provenance = placement.window.provenance
            let row = { (table: String) in
                table.split(separator: "\n").first { $0.hasPrefix("ipad-air-2") && $0.contains(" \(placement.mode.id) ") }.map(String.init)
                    ?? ""
            }
            #expect(row(plain).hasSuffix(provenance.compactDescription))
            #expect(row(short).hasSuffix("  " + provenance.kind.rawValue))
            #expect(row(full).hasSuffix(provenance.description))
        }
        #expect(short != full)
    }
}
