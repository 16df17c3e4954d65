import Foundation
import PadKit
import PadKitReport
import PadKitSimulator
import Testing
@testable import PadKitCLI

/// Every kind of window is handled by the one resolution, the pictures, the scenario reader and
/// `--mode`'s help; an id no kind has is refused with one list of ids wherever it is read; and a
/// window the OS does not offer is refused by one rule, with one reason, wherever it is asked for.
@Suite("Window kinds")
struct WindowKindTests {
    /// An iPad that runs every release, the OS on which `kind` is offered there, and the orientation.
    static func offeringOS(_ kind: WindowMode.Kind) -> (device: String, os: OSVersion, landscape: Bool) {
        switch kind {
        case .full, .freeform: return ("ipad-pro-11-inch-m4", OSVersion(27), true)
        case .splitViewShare, .slideOver: return ("ipad-pro-11-inch-m4", OSVersion(18), true)
        case .resizableSlideOver, .tile, .smallestWindow, .fullScreenCompatibility: return ("ipad-pro-11-inch-m4", OSVersion(26, 1), true)
        case .iPhoneCompatibility: return ("ipad-pro-11-inch-m4", OSVersion(18), true)
        }
    }

    @Test(
        "every kind resolves through the context, draws, is read by its id and is in --mode's help",
        arguments: WindowMode.Kind.examples)
    func everyKind(kind: WindowMode.Kind) throws {
        let (id, os, landscape) = Self.offeringOS(kind)
        let device = try Device.named(id)
        let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
        let app = HostedApp(isIPhoneOnly: kind.name == .iPhoneCompatibility)
        let resolved = try WindowContext(device: device, orientation: orientation, mode: WindowMode(kind: kind), osVersion: os, app: app)
            .resolve()
        let size = resolved.placement.window.size
        let screen = device.screen.size(in: orientation)
        #expect(size.width > 0 && size.height > 0 && size.width <= screen.width && size.height <= screen.height)
        #expect(resolved.placement.mode.id == kind.id)
        // The pictures: the window is drawn inside the screen.
        let window = Window(resolved: resolved)
        window.makeKeyAndVisible()
        let svg = PlacementDrawing(picture: WindowPicture(window)).svg(standalone: true, caption: [])
        #expect(svg.contains("<svg"))
        #expect(resolved.arrangement.window.maxX <= resolved.arrangement.screen.maxX + 0.5)
        // The one reader of ids: every id but `window` (which needs a size) names this kind on `os`.
        if kind.name == .freeform {
            #expect(throws: WindowModeError.sizeRequired(id: "window")) { try WindowMode.named(kind.id, osVersion: os) }
            #expect(!ModeOption.allValueStrings.contains(kind.id))
        } else {
            #expect(try WindowMode.named(kind.id, osVersion: os).kind.name == kind.name)
            #expect(ModeOption.allValueStrings.contains(kind.id))
            #expect(MatrixCommand.helpMessage().contains(kind.id))
        }
        #expect(WindowMode.ids.contains(kind.id))
    }

    @Test("an unknown id prints the same list of ids from --mode, a scenario and a measurements file")
    func unknownIDs() throws {
        let list = WindowMode.ids.joined(separator: ", ")
        #expect(list.contains("full_screen_compatibility") && list.contains("iphone_compatibility") && list.contains("tile_quarter"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-window-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("scenario.json")
        try Data(#"{"device": "ipad-air-2", "orientation": "portrait", "mode": "third", "app": "single", "events": []}"#.utf8).write(
            to: scenario)
        let measurements = folder.appendingPathComponent("measurements.json")
        try Data(
            #"""
            {"source": "test", "measurements": [{"device": "ipad-air-2", "osVersion": "15.0", "placement": "third",
              "orientation": "portrait", "window": {"width": 320, "height": 1024}}]}
            """#.utf8
        ).write(to: measurements)
        for arguments in [
            ["matrix", "--mode", "third"], ["simulate", scenario.path],
            ["matrix", "--device", "ipad-air-2", "--measurements", measurements.path],
        ] {
            do {
                _ = try CLIRunner.render(arguments)
                Issue.record("expected an error for \(arguments)")
            } catch {
                let message = PadKitCommand.fullMessage(for: error)
                #expect(message.contains("'third' is not a window mode; expected one of \(list)"), "\(message)")
                #expect(PadKitCommand.exitCode(for: error) != .success)
            }
        }
    }

    @Test("a window the OS does not offer is refused by the same rule in a scenario, traits and matrix")
    func sameRefusal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-refusal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("scenario.json")
        // No osVersion: the device's newest release, 27, which has no classic Split View.
        try Data(#"{"device": "ipad-pro-11-inch-m4", "orientation": "landscape", "mode": "one_third", "app": "single", "events": []}"#.utf8)
            .write(to: scenario)
        let reason = "mode one_third is not offered on ipad-pro-11-inch-m4 with iOS 27.0"
        for arguments in [
            ["simulate", scenario.path],
            ["traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "landscape", "--mode", "one_third"],
            ["matrix", "--device", "ipad-pro-11-inch-m4", "--mode", "one_third"],
        ] {
            do {
                _ = try CLIRunner.render(arguments)
                Issue.record("expected an error for \(arguments)")
            } catch {
                #expect(PadKitCommand.fullMessage(for: error).contains(reason), "\(PadKitCommand.fullMessage(for: error))")
            }
        }
        // The same window on iPadOS 18 is offered everywhere.
        let offered = try WindowContext(
            device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .oneThird,
            osVersion: OSVersion(18)
        ).resolve()
        #expect(offered.setting == .classic)
    }
}
