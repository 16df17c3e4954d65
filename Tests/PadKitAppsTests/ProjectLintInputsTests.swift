import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// Issue 34: `padkit lint --project` hands the linter the target's Info.plist as the build makes it.
@Suite("What padkit lint --project hands the linter")
struct ProjectLintInputsTests {
    @Test("a target that generates its Info.plist: the generated keys, the scene flag inside its manifest; the target's Swift files")
    func generated() throws {
        let inputs = try AppProjectReader().lintInputs(project: ProjectFixtures.mailbox, configuration: "Release")
        #expect(inputs.infoPlistName == "Info.plist")
        #expect(inputs.infoPlist["UIApplicationSceneManifest"] == .object([("UIApplicationSupportsMultipleScenes", .bool(true))]))
        #expect(inputs.infoPlist["UISupportedInterfaceOrientations~ipad"] != nil)
        #expect(!inputs.swiftPaths.isEmpty && inputs.swiftPaths.allSatisfy { $0.hasSuffix(".swift") || !$0.contains(".") })
        #expect(URL(fileURLWithPath: inputs.projectDirectory).lastPathComponent == "Mailbox")
    }

    @Test("a target with an Info.plist file: its keys, under the file's own name")
    func file() throws {
        let inputs = try AppProjectReader().lintInputs(project: ProjectFixtures.notes, target: "Notes")
        #expect(inputs.infoPlistName == "Notes/Info.plist")
        guard case .object(let keys) = inputs.infoPlist else { Issue.record("\(inputs.infoPlist)"); return }
        #expect(!keys.isEmpty)
    }
}

extension ProjectLintInputsTests {
    /// Found on AltStore and Kodi Remote, apps not opened before: the resolved Info.plist had no
    /// `UIDeviceFamily` (so `popover-without-anchor` could not tell an iPhone-only app), and the
    /// target's Objective-C files were not handed over (Kodi's 77 were never linted).
    @Test("the device family Xcode writes, and the target's Objective-C files")
    func deviceFamilyAndObjectiveC() throws {
        let copy = try ProjectFixtures.mailboxWithObjectiveCAppDelegate("- (void)launch {\n}\n")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let inputs = try AppProjectReader().lintInputs(
            project: copy.appendingPathComponent("Mailbox.xcodeproj").path, configuration: "Release")
        #expect(inputs.infoPlist["UIDeviceFamily"] != nil)
        #expect(inputs.objectiveCPaths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["AppDelegate.m"])
        #expect(!inputs.swiftPaths.contains { $0.hasSuffix("AppDelegate.m") })
    }
}
