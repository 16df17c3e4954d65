import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// The root set in code, from `padkit-lint app-root`'s report (faked here: the contract is JSON).
@Suite("A root set in code")
struct AppRootTests {
    /// The report read as `AppRootProcess` reads it: its plain-`throws` initializer throws only `ProjectReadingError`.
    static func report(_ json: String) throws(ProjectReadingError) -> AppRootDescription {
        do {
            return try AppRootDescription(json: Data(json.utf8))
        } catch {
            throw error as? ProjectReadingError ?? .appRootFailed(reason: "\(error)")
        }
    }

    static let tabsInCode = """
        {"root": {"tabs": [{"title": "Home", "source": "Mailbox/AppDelegate.swift:12"}, {"view": {}, "source": "Mailbox/AppDelegate.swift:13"}],
                  "source": "Mailbox/AppDelegate.swift:11"},
         "unresolved": [{"path": "root.tabs[0].title", "reason": "a title from NSLocalizedString(\\"home\\")", "source": "Mailbox/AppDelegate.swift:12"}],
         "storyboards": [{"name": "Settings", "identifier": "About", "path": "root.tabs[1]"}]}
        """

    @Test("a root set in code replaces the storyboard's initial controller; its storyboard uses are resolved")
    func codeRoot() throws {
        var folders: [String] = []
        let reader = AppProjectReader(appRoot: { sources throws(ProjectReadingError) in
            folders = sources
            return try Self.report(Self.tabsInCode)
        })
        let app = try reader.describe(project: ProjectFixtures.mailbox)
        // The target's own Swift files (its PBXSourcesBuildPhase), not the folders around them.
        #expect(folders == [ProjectFixtures.path("Projects/Mailbox/Mailbox/AppDelegate.swift")])
        guard case .tabs(let tabs) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(app.root.source == "Mailbox/AppDelegate.swift:11")
        #expect(tabs.map(\.title) == ["Home", "About"])
        #expect(tabs[1].source == "Mailbox/Settings.storyboard#scene-about")
        let paths = app.unresolved.map(\.path)
        #expect(paths.contains("root.tabs[0].title"))
        #expect(app.unresolved.contains { $0.path == "root" && $0.reason.contains("replaces storyboard Main's initial view controller") })
        // The storyboard's initial tab bar is not the root, and its scenes are not read.
        #expect(!paths.contains { $0.hasPrefix("root.tabs[1].split") })
    }

    @Test("no root in code: the storyboard's initial controller, with the report's notes")
    func noCodeRoot() throws {
        let reader = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in
            try Self.report(#"{"root": null, "unresolved": [{"path": "root", "reason": "padkit-lint was not found"}], "storyboards": []}"#)
        })
        let app = try reader.describe(project: ProjectFixtures.mailbox)
        #expect(app.root.className == "MainTabBarController")
        #expect(app.unresolved.first == UnresolvedItem(path: "root", reason: "padkit-lint was not found"))
    }

    @Test("sources alone: the code's root, storyboards found in the sources")
    func sourcesAlone() throws {
        let reader = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in try Self.report(Self.tabsInCode) })
        let app = try reader.describe(storyboard: nil, sources: [ProjectFixtures.path("Projects/Mailbox/Mailbox")])
        #expect(app.name == "Mailbox")
        guard case .tabs(let tabs) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(tabs[1].title == "About")
    }

    @Test("a storyboard use at a path the root does not have, or in a storyboard that is not there")
    func badStoryboardUses() throws {
        let elsewhere = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in
            try Self.report(#"{"root": {"title": "Home"}, "storyboards": [{"name": "Settings", "identifier": null, "path": "root.tabs[4]"}]}"#)
        })
        let app = try elsewhere.describe(project: ProjectFixtures.mailbox)
        #expect(app.unresolved.contains { $0.path == "root.tabs[4]" && $0.reason.contains("no node at this path") })
        let missing = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in
            try Self.report(#"{"root": {"title": "Home"}, "storyboards": [{"name": "Nowhere", "identifier": null, "path": "root"}]}"#)
        })
        // Not fatal: listed at the node's path, with who asked for it.
        let read = try missing.describe(project: ProjectFixtures.mailbox)
        #expect(read.unresolved.contains { $0.path == "root" && $0.reason.contains("storyboard Nowhere is not among the target's resources")
            && $0.source == "padkit-lint app-root: root" })
    }

    @Test("a report that breaks the contract is an error with its JSON paths", arguments: [
        ("not json", "its output is not JSON"),
        (#"{"root": {"tabs": []}}"#, "root.tabs"),
        (#"{"rot": null}"#, "rot"),
        (#"{"root": null, "storyboards": [{"name": "Main"}]}"#, "storyboards[0]"),
    ])
    func brokenReports(json: String, mention: String) {
        do {
            _ = try Self.report(json)
            Issue.record("no error")
        } catch {
            guard case .appRootFailed(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains(mention), "\(reason)")
        }
    }
}
