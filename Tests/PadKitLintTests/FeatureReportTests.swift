import Foundation
import SnapshotSupport
import Testing

@testable import PadKitLint

/// `padkit-lint features`: every API of every feature is found at its line, a name in a comment,
/// a string or a property read is not, and the JSON is a golden.
@Suite struct FeatureReportTests {
    /// Writes `files` under a new temporary folder and scans it.
    private func scan(_ files: [(String, String)]) throws -> FeatureReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("features-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try FeatureReport(paths: [folder.path], root: folder.path, jobs: 2)
    }

    static let uikit = """
        import UIKit

        final class RootViewController: UIViewController {
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(compose))]
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addInteraction(UIPointerInteraction(delegate: nil))
                view.addInteraction(UIDragInteraction(delegate: self))
                view.addInteraction(UIDropInteraction(delegate: self))
                view.addInteraction(UIHingeInteraction { _ in })
            }

            @objc func compose() {}
        }

        extension RootViewController: UICollectionViewDropDelegate {}

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            override func buildMenu(with builder: UIMenuBuilder) {
                super.buildMenu(with: builder)
            }
        }
        """

    static let swiftUI = """
        import SwiftUI

        @main struct Journal: App {
            var body: some Scene {
                WindowGroup { EntryList() }
                    .commands { CommandMenu("Entry") {} }
            }
        }

        struct EntryList: View {
            let commands = ["a"]  // .keyboardShortcut in a comment is not an adoption
            var body: some View {
                List { Text("UIKeyCommand") }
                    .keyboardShortcut("n")
                    .hoverEffect()
                    .draggable("entry")
                    .dropDestination(for: String.self) { _, _ in true }
                    .onHingeChange { _, _ in }
                    .onAppear { _ = commands.count }
            }
        }
        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<true/>
        \t</dict>
        </dict>
        </plist>
        """

    @Test func everyFeatureIsFoundAtItsLine() throws {
        let report = try scan([("App/Root.swift", Self.uikit), ("App/Journal.swift", Self.swiftUI), ("App/Info.plist", Self.plist)])
        let found = report.adoptions.map { "\($0.feature.rawValue) \($0.api) \($0.path):\($0.line)" }
        #expect(
            found == [
                "multipleWindows UIApplicationSupportsMultipleScenes App/Info.plist:7",
                "menuBar .commands App/Journal.swift:6",
                "keyboardShortcuts .keyboardShortcut App/Journal.swift:14",
                "pointerInteractions .hoverEffect App/Journal.swift:15",
                "dragAndDrop .draggable App/Journal.swift:16",
                "dragAndDrop .dropDestination App/Journal.swift:17",
                "hingePostures .onHingeChange App/Journal.swift:18",
                "keyboardShortcuts UIKeyCommand App/Root.swift:4",
                "keyboardShortcuts UIKeyCommand App/Root.swift:5",
                "pointerInteractions UIPointerInteraction App/Root.swift:10",
                "dragAndDrop UIDragInteraction App/Root.swift:11",
                "dragAndDrop UIDropInteraction App/Root.swift:12",
                "hingePostures UIHingeInteraction App/Root.swift:13",
                "dragAndDrop UICollectionViewDropDelegate App/Root.swift:19",
                "menuBar buildMenu(with:) App/Root.swift:22",
            ])
        let outcome = Golden.compare(report.json, named: "features.json")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test func aPlistWithoutMultipleScenesAdoptsNothing() throws {
        let report = try scan([("Info.plist", Self.plist.replacingOccurrences(of: "<true/>", with: "<false/>"))])
        #expect(report.adoptions.isEmpty)
        #expect(report.fileCount == 1)
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: LintError.self) { try FeatureReport(paths: ["/nonexistent/\(UUID().uuidString)"], root: "/") }
    }
}

extension FeatureReportTests {
    /// Found on Firefox Focus: `UIKeyCommand(input: UIKeyCommand.inputLeftArrow, ...)` named the
    /// type twice on one line and was listed twice as evidence.
    @Test func aLineNamingAnAPITwiceIsOneAdoption() throws {
        let source = """
            import UIKit
            final class Field: UITextField {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: #selector(left))]
                }
            }
            """
        let report = try scan([("App/Field.swift", source)])
        #expect(report.adoptions.map { "\($0.api) \($0.line)" } == ["UIKeyCommand 3", "UIKeyCommand 4"])
    }
}
