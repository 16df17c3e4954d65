import Foundation
import PadKit
import PadKitSimulator
@testable import PadKitApps
import Testing

/// `padkit app init --project`: a hand-written project becomes a description with every source.
@Suite("Reading an Xcode project")
struct ProjectReaderTests {
    let reader = AppProjectReader()

    @Test("the Mailbox project: settings from xcconfig includes, generated keys, every container")
    func mailbox() throws {
        let app = try reader.describe(project: ProjectFixtures.mailbox)
        #expect(app.name == "Acme Mail")  // INFOPLIST_KEY_CFBundleDisplayName with $(MAILBOX_BRAND) from Project.xcconfig
        #expect(app.source == "Mailbox.xcodeproj: target Mailbox, Release")
        // The project's configuration (15.0) beats the project xcconfig's included Shared.xcconfig (14.0).
        #expect(app.deploymentTarget == OSVersion(15, 0))
        #expect(app.infoPlist.values.deviceFamily == [1, 2])
        #expect(app.infoPlist.values.supportedInterfaceOrientations == .portrait)  // [sdk=macosx*] ignored
        #expect(app.infoPlist.values.supportedInterfaceOrientationsPad == .all)
        #expect(app.infoPlist.values.requiresFullScreen == false)
        #expect(app.infoPlist.values.sceneManifest?.supportsMultipleScenes == true)
        let sources = Dictionary(uniqueKeysWithValues: app.infoPlist.sources.map { ($0.key, $0.source) })
        #expect(sources["UIDeviceFamily"] == "Config/Mailbox.xcconfig:2")
        #expect(sources["UISupportedInterfaceOrientations"] == "Config/Mailbox.xcconfig:3")
        #expect(
            sources["UISupportedInterfaceOrientations~ipad"]
                == "Mailbox.xcodeproj: target Mailbox, Release, INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad")

        guard case .tabs(let tabs) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(app.root.className == "MainTabBarController")
        #expect(app.root.source == "Mailbox/Base.lproj/Main.storyboard#scene-tabs")
        #expect(tabs.map(\.kind.key) == ["navigation", "split", "navigation", "view", "split"])
        #expect(tabs[0].title == "Inbox")  // the tab bar item's title
        if case .navigation(let stack) = tabs[0].kind { #expect(stack.map(\.className) == ["UITableViewController"]) }
        if case .split(let split) = tabs[1].kind {
            #expect(split.style == .doubleColumn)
            #expect(split.primary?.className == "FoldersViewController")
            #expect(split.secondary?.title == "Message")
            #expect(split.preferredDisplayMode == .oneBesideSecondary)
            #expect(split.preferredSplitBehavior == .tile)
            #expect(split.presentsWithGesture == false)
        }
        #expect(tabs[2].source == "Mailbox/Settings.storyboard#scene-nav-settings")  // a reference to Settings' initial controller
        #expect(tabs[3].title == "About")  // a reference by identifier
        if case .split(let split) = tabs[4].kind { #expect(split.style == .unspecified) }

        #expect(app.presentations.map(\.name) == ["Compose", "Filters"])
        #expect(app.presentations[0].request.style == .formSheet)
        #expect(app.presentations[1].request.style == .popover)
        #expect(app.presentations[1].request.sourceRect == PresentationRequest.Rect(x: 320, y: 8, width: 44, height: 44))
        #expect(app.presentations[1].request.permittedArrowDirections == [.up, .down])

        let reasons = app.unresolved.map { "\($0.path): \($0.reason)" }
        #expect(
            reasons.contains {
                $0.hasPrefix("root.tabs[1].split.secondary.class: class MessageViewController is defined in module MailKit")
            })
        #expect(reasons.contains { $0.hasPrefix("root.tabs[0].title: localized: key \"tab-inbox.title\" in fr.lproj/Main.strings") })
        #expect(!reasons.contains { $0.hasPrefix("root.tabs[1].split.primary.title") })  // not in Main.strings: not localized
        #expect(reasons.contains { $0.hasPrefix("root.tabs[0].navigation[0].layout: 2 size-class variations") })
        #expect(reasons.contains { $0.hasPrefix("root.tabs[3]: 1 child view controller embedded") })
        #expect(reasons.contains { $0.hasPrefix("root: Swift sources were not read") })
    }

    @Test("the Debug configuration: no generated Info.plist, the included xcconfig's deployment target")
    func debugConfiguration() throws {
        let app = try reader.describe(project: ProjectFixtures.mailbox, configuration: "Debug")
        #expect(app.source == "Mailbox.xcodeproj: target Mailbox, Debug")
        #expect(app.deploymentTarget == OSVersion(14, 0))
        #expect(app.infoPlist.values.requiresFullScreen == false)  // INFOPLIST_KEY_ is ignored without GENERATE_INFOPLIST_FILE
        #expect(app.name == "Mailbox")
        #expect(app.unresolved.contains { $0.path == "root" && $0.reason.hasPrefix("no main storyboard") })
    }

    @Test("Xcode 16: a synchronized folder, its xcconfig by anchor, a scene manifest's storyboard")
    func notes() throws {
        let app = try reader.describe(project: ProjectFixtures.notes, target: "Notes")
        #expect(app.deploymentTarget == OSVersion(17, 0))
        #expect(app.infoPlist.values.requiresFullScreen)
        #expect(app.infoPlist.values.sceneManifest?.supportsMultipleScenes == false)
        #expect(
            app.infoPlist.sources.first { $0.key == "UIDeviceFamily" }?.source
                == "Notes.xcodeproj: project, Release, TARGETED_DEVICE_FAMILY")
        guard case .split(let split) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(split.style == .tripleColumn)
        #expect(split.supplementary?.title == "Notes")
        #expect(split.compact?.title == "All Notes")
        #expect(split.preferredDisplayMode == .twoBesideSecondary)
        #expect(split.preferredSplitBehavior == .displace)
        #expect(split.primaryEdge == .trailing)
        #expect(app.unresolved.map(\.path) == ["root.split.secondary.navigation[0]"])
    }

    @Test("what the reader writes, app check reads back unchanged and the twin builds", arguments: ["Release", "Debug"])
    func roundTrip(configuration: String) throws {
        for app in [
            try reader.describe(project: ProjectFixtures.mailbox, configuration: configuration),
            try reader.describe(project: ProjectFixtures.notes, target: "Notes", configuration: configuration),
        ] {
            let text = app.jsonValue.prettyText
            let read = try AppDescriptionReader.read(data: Data(text.utf8))
            let again = read.jsonValue.prettyText
            if again != text {
                let pairs = zip(text.split(separator: "\n"), again.split(separator: "\n")).filter { $0.0 != $0.1 }.prefix(3)
                Issue.record("read back differently: \(pairs.map { "\($0.0) -> \($0.1)" })")
            }
            _ = try RunnableApp.described(read)
        }
    }

    @Test("reading twice gives the same bytes")
    func deterministic() throws {
        let first = try reader.describe(project: ProjectFixtures.mailbox).jsonValue.prettyText
        let second = try reader.describe(project: ProjectFixtures.mailbox).jsonValue.prettyText
        #expect(first == second)
    }

    // MARK: Targets and configurations

    @Test("several iOS app targets and no --target: an error listing them; macOS and extensions are not listed")
    func targets() throws {
        #expect(
            throws: ProjectReadingError.ambiguousTarget(
                file: ProjectFixtures.notes + "/project.pbxproj", appTargets: ["Notes", "NotesLite"])
        ) {
            try reader.describe(project: ProjectFixtures.notes)
        }
        #expect(
            throws: ProjectReadingError.unknownTarget(
                file: ProjectFixtures.mailbox + "/project.pbxproj", name: "MailboxMac", appTargets: ["Mailbox"])
        ) {
            try reader.describe(project: ProjectFixtures.mailbox, target: "MailboxMac")
        }
        #expect(
            throws: ProjectReadingError.unknownConfiguration(
                file: ProjectFixtures.mailbox + "/project.pbxproj", name: "Beta", available: ["Debug", "Release"])
        ) {
            try reader.describe(project: ProjectFixtures.mailbox, configuration: "Beta")
        }
    }

    @Test("a project that does not parse, or is not there, names the file")
    func brokenProjects() throws {
        let broken = ProjectFixtures.path("Projects/Broken/NotPlist.xcodeproj")
        do {
            _ = try reader.describe(project: broken)
            Issue.record("no error")
        } catch {
            guard case .notAPropertyList(let file, _) = error else { Issue.record("\(error)"); return }
            #expect(file == broken + "/project.pbxproj")
        }
        #expect(throws: ProjectReadingError.noSuchProject(path: "/nonexistent/App.xcodeproj")) {
            try reader.describe(project: "/nonexistent/App.xcodeproj")
        }
    }

    @Test("a missing xcconfig and a missing Info.plist are listed with the file and who refers to it; reading goes on")
    func missingFiles() throws {
        let copy = try ProjectFixtures.copy("Projects/Mailbox")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Config/Mailbox.xcconfig"))
        let mailbox = try reader.describe(project: copy.appendingPathComponent("Mailbox.xcodeproj").path)
        #expect(
            mailbox.unresolved.contains {
                $0.path == "project" && $0.file == "Config/Mailbox.xcconfig"
                    && $0.source == "Mailbox.xcodeproj: target Mailbox, Release, baseConfigurationReference" && $0.remedy != nil
            })
        #expect(mailbox.name == "Acme Mail")
        let notes = try ProjectFixtures.copy("Projects/Notes")
        defer { try? FileManager.default.removeItem(at: notes.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: notes.appendingPathComponent("Notes/Info.plist"))
        let read = try reader.describe(project: notes.appendingPathComponent("Notes.xcodeproj").path, target: "Notes")
        #expect(
            read.unresolved.contains {
                $0.file == "Notes/Info.plist"
                    && $0.source == "Notes.xcodeproj: target Notes, Release, INFOPLIST_FILE"
            })
    }

    @Test("a storyboard the Info.plist names but the target lacks is listed with the key; the root is a placeholder")
    func missingMainStoryboard() throws {
        let copy = try ProjectFixtures.copy("Projects/Notes")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Notes/Main.storyboard"))
        let app = try reader.describe(project: copy.appendingPathComponent("Notes.xcodeproj").path, target: "Notes")
        #expect(
            app.unresolved.contains {
                $0.path == "root" && $0.reason.contains("storyboard Main is not among the target's resources")
                    && $0.source
                        == "Notes/Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile"
            })
        #expect(app.root == ControllerDescription())
    }
}
