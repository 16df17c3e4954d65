import ArgumentParser
import Testing
@testable import PadKit
@testable import PadKitCLI

@Suite("CLI errors")
struct CLIErrorTests {
    @Test("an unknown device names it and suggests the closest ids; the exit code is non-zero")
    func unknownDevice() {
        for arguments in [
            ["matrix", "--device", "ipad-pro-11"], ["traits", "--device", "ipad-pro-11", "--orientation", "portrait", "--mode", "full"],
        ] {
            do {
                _ = try CLIRunner.render(arguments)
                Issue.record("expected an error for \(arguments)")
            } catch {
                let message = PadKitCommand.message(for: error)
                #expect(message.contains("unknown device 'ipad-pro-11'"))
                #expect(message.contains("'ipad-pro-11-inch-m4'"))
                #expect(PadKitCommand.exitCode(for: error) != .success)
            }
        }
    }

    @Test(
        "invalid option values say what is accepted",
        arguments: [
            (["devices", "--family", "watch"], "'ipad'"),
            (["matrix", "--device", "ipad-air-2", "--family", "iphone"], "--family is iphone"),
            (["devices", "--format", "xml"], "'table'"),
            (["matrix", "--mode", "quarter"], "'quarter' is not a window mode; expected one of full, two_thirds"),
            (["traits", "--device", "ipad-air-2", "--orientation", "sideways", "--mode", "full"], "'landscapeRight'"),
            (["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--window", "wide"], "WIDTHxHEIGHT"),
            (["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--window", "10x10"], "not both"),
        ])
    func invalidValues(arguments: [String], accepted: String) {
        do {
            _ = try CLIRunner.render(arguments)
            Issue.record("expected an error for \(arguments)")
        } catch {
            let message = PadKitCommand.fullMessage(for: error)
            #expect(message.contains(accepted), "\(message)")
            #expect(PadKitCommand.exitCode(for: error) != .success)
        }
    }

    @Test("impossible windows and unavailable modes are errors naming the window and the screen")
    func impossiblePlacements() {
        let cases: [([String], String)] = [
            (
                ["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--window", "2000x10"],
                "window 2000x10 cannot exist on ipad-air-2 (screen 768x1024 in portrait)"
            ),
            (["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--window", "0x10"], "must be positive"),
            (
                ["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "half"],
                "portrait Split View has only 2/3 and 1/3"
            ),
            (
                ["traits", "--device", "iphone-16", "--orientation", "landscape", "--mode", "slide_over"],
                "iPhone apps always run full screen"
            ),
            (
                ["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--window", "100x900"],
                "a free-form window is at least 320x320 pt"
            ),
            (
                ["traits", "--device", "ipad-air-2", "--orientation", "portrait", "--mode", "full", "--os-version", "16"],
                "ipad-air-2 cannot run iOS 16.0: its last supported release is iOS 15"
            ),
            (
                ["matrix", "--device", "ipad-air-2", "--iphone-only", "--mode", "half"],
                "an iPhone-only app gets only iphone_compatibility on iPad"
            ),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "12.4"],
                "ipad-pro-11-inch-m4 cannot run iOS 12.4: it shipped with iOS 17.5"
            ),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "20"],
                "iOS 20.0 is not modelled: there was no iOS 20 (Apple went from 18 to 26). PadKit models 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 26.1, 26.2, 27"
            ),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "28.1"],
                "iOS 28.1 is not modelled: it is newer than the newest release PadKit models"
            ),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "26", "--mode", "two_thirds"],
                "mode two_thirds is not offered on ipad-pro-11-inch-m4 with iOS 26.0; it offers full, tile_half_leading"
            ),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "26.0", "--mode", "slide_over"],
                "mode slide_over is not offered on ipad-pro-11-inch-m4 with iOS 26.0"
            ),
            (
                ["matrix", "--device", "ipad-air-2", "--mode", "tile_quarter"],
                "mode tile_quarter is not offered on ipad-air-2 with iOS 15.0; it offers full, two_thirds"
            ),
            (
                ["matrix", "--device", "ipad-pro-11-inch-m4", "--os-version", "18", "--multitasking", "windowedApps"],
                "multitasking setting windowedApps does not exist on ipad-pro-11-inch-m4 with iOS 18.0; it has classic"
            ),
            (
                ["traits", "--device", "ipad-pro-11-inch-m4", "--orientation", "portrait", "--mode", "tile_third_middle"],
                "thirds are landscape tiles"
            ),
        ]
        for (arguments, expected) in cases {
            do {
                _ = try CLIRunner.render(arguments)
                Issue.record("expected an error for \(arguments)")
            } catch {
                #expect(PadKitCommand.message(for: error).contains(expected), "\(PadKitCommand.message(for: error))")
                #expect(PadKitCommand.exitCode(for: error) != .success)
            }
        }
    }

    @Test("simulate: unreadable and malformed files are errors naming the file and the JSON path")
    func simulateErrors() throws {
        for (arguments, expected) in [
            (["simulate", "/nonexistent/scenario.json"], "cannot read scenario file '/nonexistent/scenario.json'"),
            (["simulate", CLIRunner.scenarioPath("broken-push"), "--format", "xml"], "'text'"),
        ] {
            do {
                _ = try CLIRunner.render(arguments)
                Issue.record("expected an error for \(arguments)")
            } catch {
                #expect(PadKitCommand.fullMessage(for: error).contains(expected), "\(PadKitCommand.fullMessage(for: error))")
                #expect(PadKitCommand.exitCode(for: error) != .success)
            }
        }
        let broken = try PadKitCommand.parseAsRoot(["simulate", CLIRunner.scenarioPath("broken-push")])
        let simulate = try #require(broken as? SimulateCommand)
        #expect(try simulate.simulate().failure?.path == "events[1].push")
        #expect(throws: ExitCode.failure) { try simulate.run() }
    }

    @Test(
        "layout solve: an unsatisfiable system names the constraints in conflict; a missing file is named; overflow names the constraint or edit"
    )
    func layoutErrors() {
        for (arguments, expected) in [
            (
                ["layout", "solve", CLIRunner.layoutPath("conflict")],
                "constraints[1]: unsatisfiable required constraint; in conflict: constraints[1], constraints[0]"
            ),
            (["layout", "solve", "/nonexistent/system.json"], "cannot read /nonexistent/system.json"),
            (["layout", "solve", CLIRunner.layoutPath("overflow")], "edits[0]: the numbers overflow when solved"),
            (["layout", "solve", CLIRunner.layoutPath("overflow-terms")], "constraints[1]: the numbers overflow when solved"),
        ] {
            do {
                _ = try CLIRunner.render(arguments)
                Issue.record("expected an error for \(arguments)")
            } catch {
                #expect("\(error)".contains(expected), "\(error)")
            }
        }
    }
}
