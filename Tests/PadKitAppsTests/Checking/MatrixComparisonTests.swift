import Foundation
import PadKit
import PadKitApps
import Testing

/// The comparison's matching, the separation of PadKit's changes from the app's, and reading
/// expectation files.
@Suite("matrix --expect: the comparison")
struct MatrixComparisonTests {
    static let app = OnePropertyChangeTests.base()

    @Test("an expectation recorded with the previous catalog reports the new devices as PadKit's additions only")
    func previousCatalog() throws {
        // The catalog before the iPad Pro M4 and iPhone 16 Pro Max: recorded on the other devices.
        let new = ["ipad-pro-13-inch-m4", "iphone-16-pro-max"]
        let previous = MatrixRows.devices.filter { !new.contains($0.id) }
        let comparison = try MatrixRows.compare(recorded: Self.app, now: Self.app, recordedDevices: previous)
        #expect(comparison.appChanges.isEmpty && comparison.descriptionChanges.isEmpty && comparison.isSeparated)
        #expect(!comparison.padkitChanges.isEmpty)
        for change in comparison.padkitChanges {
            #expect(new.contains(change.key.device))
            #expect(change.kind == .offering && change.modesRemoved.isEmpty && !change.modesAdded.isEmpty && change.origin == .padkit)
            #expect(change.facts.allSatisfy { $0.hasSuffix(" now offered") })
        }
        // Every placement of the new devices, once.
        let expected = try MatrixRows.rows(Self.app, devices: MatrixRows.devices.filter { new.contains($0.id) }).count
        #expect(comparison.padkitChanges.map(\.modesAdded.count).reduce(0, +) == expected)
        #expect(comparison.matchedCount == comparison.expectedCount)
        #expect(comparison.fails(appChangesOnly: false) && !comparison.fails(appChangesOnly: true))
    }

    @Test("PadKit's change and the app's in one comparison are told apart")
    func bothKinds() throws {
        var now = Self.app
        now.infoPlist.values.requiresFullScreen = true
        let previous = MatrixRows.devices.filter { $0.id != "ipad-pro-13-inch-m4" }
        let comparison = try MatrixRows.compare(recorded: Self.app, now: now, recordedDevices: previous)
        // The new device: PadKit's, with every window the recorded app had there.
        #expect(comparison.padkitChanges.map(\.key.device) == ["ipad-pro-13-inch-m4", "ipad-pro-13-inch-m4"])
        #expect(comparison.padkitChanges.first?.facts == ["full screen, Split View and Slide Over now offered"])
        // The app's: on every iPad, including the new one.
        #expect(Set(comparison.appChanges.map(\.key.device)) == ["ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4", "ipad-mini-a17-pro"])
        #expect(
            comparison.appChanges.allSatisfy {
                $0.facts == ["Split View and Slide Over no longer offered"] && $0.causes.map(\.text) == ["UIRequiresFullScreen added"]
            })
    }

    @Test("iPadOS 26: UIRequiresFullScreen takes away the tiles, Slide Over and the resizable windows for the scaled compatibility window")
    func windowing() throws {
        var now = Self.app
        now.infoPlist.values.requiresFullScreen = true
        let comparison = try MatrixRows.compare(recorded: Self.app, now: now, os: OSVersion(26, 2))
        let first = try #require(comparison.appChanges.first)
        #expect(
            first.description == "ipad-pro-11-inch-m4 portrait (windowedApps): tiles, Slide Over and resizable windows no longer offered; "
                + "the full-screen compatibility window now offered: UIRequiresFullScreen added")
        #expect(
            comparison.appChanges.allSatisfy {
                $0.kind == .offering && $0.modesAdded == ["full_screen_compatibility"] && !$0.modesRemoved.contains("full")
            })
    }

    @Test("iPadOS 27: UIRequiresFullScreen keeps every window and makes its resizing discrete")
    func discreteResizing() throws {
        var now = Self.app
        now.infoPlist.values.requiresFullScreen = true
        let comparison = try MatrixRows.compare(recorded: Self.app, now: now, os: OSVersion(27))
        #expect(!comparison.appChanges.isEmpty)
        #expect(
            comparison.appChanges.allSatisfy { $0.modesAdded.isEmpty && $0.modesRemoved.isEmpty },
            "\(comparison.appChanges.map(\.description))")
        #expect(
            comparison.appChanges.allSatisfy {
                $0.facts.contains("resizing discrete (was live)") && $0.causes.map(\.text) == ["UIRequiresFullScreen added"]
            },
            "\(comparison.appChanges.map(\.description))")
    }

    @Test("without a recorded description every change counts as the app's")
    func rowsOnly() throws {
        let rows = try MatrixRows.rows(Self.app)
        let expectation = MatrixExpectation(description: nil, rows: Array(rows.dropLast()))
        let comparison = MatrixComparison(expectation: expectation, current: rows, description: Self.app) { _ in
            Issue.record("nothing to re-run")
            return []
        }
        #expect(!comparison.isSeparated && comparison.padkitChanges.isEmpty)
        #expect(comparison.appChanges.map(\.description) == ["iphone-16-pro-max landscape: full screen now offered"])
    }

    static func row(_ device: String, _ mode: String, os: String? = nil, multitasking: String? = nil, width: Double = 100) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("device", .string(device)), ("orientation", .string("landscape")), ("mode", .string(mode))]
        if let os { pairs.append(("osVersion", .string(os))) }
        if let multitasking { pairs.append(("multitasking", .string(multitasking))) }
        pairs.append(("window", .object([("width", .number(width)), ("height", .number(50))])))
        return .object(pairs)
    }

    @Test("rows are matched by OS version and multitasking setting when both sides have them")
    func osAndMultitasking() throws {
        let old = [
            Self.row("ipad-air-2", "full", os: "18.0", multitasking: "classic"),
            Self.row("ipad-air-2", "full", os: "26.0", multitasking: "fullScreenApps"),
        ]
        let new = [
            Self.row("ipad-air-2", "full", os: "18.0", multitasking: "classic"),
            Self.row("ipad-air-2", "full", os: "26.0", multitasking: "windowedApps"),
            Self.row("ipad-air-2", "full", os: "26.0", multitasking: "fullScreenApps", width: 120),
        ]
        let comparison = MatrixComparison(expectation: MatrixExpectation(description: nil, rows: old), current: new, description: nil) {
            _ in []
        }
        #expect(comparison.matchedCount == 2)
        #expect(
            comparison.appChanges.map(\.description) == [
                "ipad-air-2 landscape full (OS 26.0, fullScreenApps): window 120x50 pt (was 100x50)",
                "ipad-air-2 landscape (OS 26.0, windowedApps): full screen now offered",
            ])
    }

    @Test("rows recorded before rows had osVersion and multitasking still match today's")
    func olderRows() throws {
        let old = [Self.row("ipad-air-2", "full"), Self.row("ipad-air-2", "half")]
        let new = [
            Self.row("ipad-air-2", "full", os: "26.0", multitasking: "classic"),
            Self.row("ipad-air-2", "half", os: "26.0", multitasking: "classic"),
        ]
        let comparison = MatrixComparison(expectation: MatrixExpectation(description: nil, rows: old), current: new, description: nil) {
            _ in []
        }
        #expect(comparison.matchedCount == 2 && comparison.appChanges.isEmpty)
    }

    @Test("an expectation reads back what it wrote, description and options included")
    func roundTrip() throws {
        let expectation = MatrixExpectation(options: ["--family", "ipad"], description: Self.app, rows: try MatrixRows.rows(Self.app))
        let read = try MatrixExpectation.read(data: Data(expectation.jsonValue.prettyText.utf8))
        #expect(read.options == ["--family", "ipad"] && read.rows.count == expectation.rows.count)
        // Read back (its objects' keys sorted), the rows compare equal to the ones written.
        let comparison = MatrixComparison(expectation: read, current: expectation.rows, description: Self.app) { _ in [] }
        #expect(comparison.allChanges.isEmpty && comparison.matchedCount == expectation.rows.count)
        #expect(read.description?.jsonValue.prettyText == Self.app.jsonValue.prettyText)
        #expect(read.description == Self.app)
        // A file of rows only (`matrix --format json`).
        let rowsOnly = try MatrixExpectation.read(data: Data(JSONValue.array(expectation.rows).prettyText.utf8))
        #expect(rowsOnly.description == nil && rowsOnly.options == nil && rowsOnly.rows.count == expectation.rows.count)
    }

    @Test("every problem of an expectation file, with its JSON path, in document order")
    func problems() throws {
        let text = """
            {"options": ["--family", 2], "description": {"name": "A", "root": {"split": {"style": "doubleColumn"}}},
             "rows": [{"device": "ipad-air-2", "orientation": "portrait", "mode": "full"}, {"device": "ipad-air-2", "orientation": "portrait", "mode": "full"},
                      {"device": 3, "orientation": "up"}, "row"]}
            """
        let error = #expect(throws: MatrixExpectationError.self) { try MatrixExpectation.read(data: Data(text.utf8), file: "e.json") }
        #expect(
            error?.problems.map(\.path) == [
                "options[1]", "description.root.split.primary", "rows[1]", "rows[2].device", "rows[2].mode", "rows[2].orientation",
                "rows[3]",
            ])
        #expect(error?.description.hasPrefix("e.json: options[1]: expected a string, found the number 2") == true)
    }

    @Test(
        "sources parse into files and lines",
        arguments: [
            ("App/Info.plist", "App/Info.plist", nil as Int?, nil as String?),
            ("App/SceneDelegate.swift:27", "App/SceneDelegate.swift", 27, nil),
            ("iOS/Base.lproj/Main.storyboard#FfI-oe-67h", "iOS/Base.lproj/Main.storyboard", nil, "\"FfI-oe-67h\""),
            ("xcconfig/common.xcconfig:10", "xcconfig/common.xcconfig", 10, nil),
            (
                "App.xcodeproj: target App, Release, INFOPLIST_KEY_UIRequiresFullScreen", "App.xcodeproj/project.pbxproj", nil,
                "INFOPLIST_KEY_UIRequiresFullScreen"
            ),
        ])
    func sources(source: String, file: String, line: Int?, anchor: String?) {
        let location = SourceLocation(source: source)
        #expect(location == SourceLocation(file: file, line: line, anchor: anchor))
    }

    @Test("a source that names no file has no location", arguments: ["Xcode default", "", "inline", "a b.plist"])
    func noFile(source: String) {
        #expect(SourceLocation(source: source) == nil)
    }

    @Test("a line is found by its anchor")
    func anchoredLine() {
        let location = SourceLocation(file: "Info.plist", anchor: "UIRequiresFullScreen")
        #expect(location.resolvedLine(in: "<dict>\n<key>UIRequiresFullScreen</key>\n<true/>") == 2)
        #expect(location.resolvedLine(in: "<dict/>") == nil)
    }
}
