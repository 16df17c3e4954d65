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
            try Self.report(
                #"{"root": {"title": "Home"}, "storyboards": [{"name": "Settings", "identifier": null, "path": "root.tabs[4]"}]}"#)
        })
        let app = try elsewhere.describe(project: ProjectFixtures.mailbox)
        #expect(app.unresolved.contains { $0.path == "root.tabs[4]" && $0.reason.contains("no node at this path") })
        let missing = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in
            try Self.report(#"{"root": {"title": "Home"}, "storyboards": [{"name": "Nowhere", "identifier": null, "path": "root"}]}"#)
        })
        // Not fatal: listed at the node's path, with who asked for it.
        let read = try missing.describe(project: ProjectFixtures.mailbox)
        #expect(
            read.unresolved.contains {
                $0.path == "root" && $0.reason.contains("storyboard Nowhere is not among the target's resources")
                    && $0.source == "padkit-lint app-root: root"
            })
    }

    @Test(
        "output that is not a report is an error",
        arguments: [
            ("not json", "its output is not JSON"),
            (#"{"rot": null}"#, "rot"),
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

    /// Issue 34: what the contract refuses degrades at its path and is listed; the rest is kept.
    @Test(
        "a report that breaks the contract degrades at each refused place",
        arguments: [
            // A classic split given a supplementary column: the column is left out.
            (
                #"{"root": {"split": {"style": "classic", "primary": {"source": "A.swift:2"}, "supplementary": {"source": "A.swift:3"}, "secondary": {"source": "A.swift:4"}}, "source": "A.swift:1"}, "unresolved": [], "storyboards": []}"#,
                "root.split.supplementary",
                #"{"source": "A.swift:1", "split": {"style": "classic", "primary": {"source": "A.swift:2"}, "secondary": {"source": "A.swift:4"}}}"#
            ),
            // A split without its primary column: a placeholder at that place.
            (
                #"{"root": {"split": {"style": "doubleColumn", "secondary": {"source": "A.swift:4"}}, "source": "A.swift:1"}, "unresolved": [], "storyboards": []}"#,
                "root.split.primary",
                #"{"source": "A.swift:1", "split": {"style": "doubleColumn", "primary": {"source": "A.swift:1"}, "secondary": {"source": "A.swift:4"}}}"#
            ),
            // A display mode the contract does not know: left out.
            (
                #"{"root": {"split": {"style": "classic", "primary": {"source": "A.swift:2"}, "preferredDisplayMode": "allVisible"}, "source": "A.swift:1"}}"#,
                "root.split.preferredDisplayMode",
                #"{"source": "A.swift:1", "split": {"style": "classic", "primary": {"source": "A.swift:2"}}}"#
            ),
            // An empty tab list under a title: the tab bar's `tabs` key is left out, the title kept.
            (#"{"root": {"title": "Home", "tabs": [], "source": "A.swift:1"}}"#, "root.tabs", #"{"title": "Home", "source": "A.swift:1"}"#),
            // A refused node deep in a tab: a plain placeholder with its title and source.
            (
                #"{"root": {"tabs": [{"navigation": [{"split": {"style": "classic", "primary": {"source": "B.swift:3"}}, "title": "Inbox", "source": "B.swift:2"}], "source": "B.swift:1"}], "source": "A.swift:1"}}"#,
                "root.tabs[0].navigation[0]",
                #"{"source": "A.swift:1", "tabs": [{"source": "B.swift:1", "navigation": [{"title": "Inbox", "source": "B.swift:2"}]}]}"#
            ),
            (#"{"root": null, "storyboards": [{"name": "Main"}]}"#, "storyboards[0]", "null"),
        ])
    func degradedReports(json: String, path: String, root: String) throws {
        let report = try Self.report(json)
        let written = report.root.map(\.jsonValue.compactText) ?? "null"
        #expect(written == root)
        #expect(
            report.unresolved.contains { $0.path == path && $0.reason.contains("breaks the description's contract") },
            "\(report.unresolved)")
    }
}

/// Issue 34: a storyboard split whose class is its own delegate gets the answers its code gives.
@Suite("Split classes that are their own delegate")
struct SplitDelegateClassTests {
    @Test("the answer the split's style asks is applied to splits of that class, where none is written")
    func applied() throws {
        let report = try AppRootDescription(
            json: Data(
                #"""
                {"root": null, "unresolved": [], "storyboards": [],
                 "splitDelegates": {"ChatSplit": {"topColumnForCollapsing": "primary", "collapseSecondaryOntoPrimary": true}}}
                """#.utf8))
        #expect(report.splitDelegates.map(\.className) == ["ChatSplit"])
        let columns = try AppRootDescription(
            json: Data(
                #"""
                {"root": {"tabs": [{"class": "ChatSplit", "split": {"style": "doubleColumn", "primary": {}}},
                                   {"class": "ChatSplit", "split": {"style": "classic", "primary": {}}},
                                   {"class": "Other", "split": {"style": "classic", "primary": {}}}]}}
                """#.utf8))
        let root = try #require(columns.root).withSplitDelegates(report.splitDelegates)
        guard case .tabs(let tabs) = root.kind else { Issue.record("\(root.kind)"); return }
        let delegates = tabs.map { tab -> SplitDelegateDescription? in
            if case .split(let split) = tab.kind { return split.delegate }
            return nil
        }
        #expect(delegates[0]?.topColumnForCollapsing == .primary && delegates[0]?.collapseSecondaryOntoPrimary == nil)
        #expect(delegates[1]?.collapseSecondaryOntoPrimary == true && delegates[1]?.topColumnForCollapsing == nil)
        #expect(delegates[2] == nil)
    }
}

/// Issue 34: `source` paths are relative to the project's folder wherever `padkit` runs.
@Suite("Sources relative to the project")
struct RebasedSourceTests {
    @Test("a path written relative to the current folder, or absolute, is made relative to the project's folder; others are kept")
    func rebased() {
        let here = FileManager.default.currentDirectoryPath
        #expect(AppProjectReader.rebased("\(here)/Apps/Mail/App/A.swift:3", onto: "\(here)/Apps/Mail") == "App/A.swift:3")
        #expect(AppProjectReader.rebased("Apps/Mail/App/A.swift:3", onto: "\(here)/Apps/Mail") == "App/A.swift:3")
        #expect(AppProjectReader.rebased("Elsewhere/A.swift:3", onto: "\(here)/Apps/Mail") == "Elsewhere/A.swift:3")
        #expect(AppProjectReader.rebased("Main.storyboard#scene-1", onto: here) == "Main.storyboard#scene-1")
    }
}

extension AppRootTests {
    /// Found on OpenTerm (louisdh/openterm): its root is a dependency's generic container, which
    /// the code sets but PadKit cannot follow; the placeholder's note said no root was found.
    @Test("no storyboard and a root in code that could not be followed: the placeholder says so")
    func unfollowedCodeRoot() throws {
        let reader = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in
            try Self.report(
                #"{"root": null, "unresolved": [{"path": "root", "reason": "the window's root controller is set here but could not be followed", "source": "App/AppDelegate.swift:28"}], "storyboards": []}"#
            )
        })
        let app = try reader.describe(storyboard: nil, sources: [ProjectFixtures.path("Projects/Mailbox/Mailbox")])
        #expect(
            app.unresolved.map(\.reason) == [
                "the window's root controller is set here but could not be followed",
                "no main storyboard, and the root set in code could not be followed; the root is a placeholder",
            ])
    }
}

extension AppRootTests {
    /// Found on Kodi Remote (xbmc/Official-Kodi-Remote-iOS): its roots are set in Objective-C and
    /// listed, but the placeholder's note said no root set in code was found.
    @Test("no storyboard and a root set in Objective-C: the placeholder says the code's root was not followed")
    func objectiveCRootWithoutStoryboard() throws {
        let copy = try ProjectFixtures.mailboxWithObjectiveCAppDelegate(
            "- (void)launch {\n    self.window.rootViewController = [[UIViewController alloc] init];\n}\n")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let config = copy.appendingPathComponent("Config/Mailbox.xcconfig")
        let settings = try String(contentsOf: config, encoding: .utf8)
        try Data(settings.replacingOccurrences(of: "INFOPLIST_KEY_UIMainStoryboardFile = Main", with: "").utf8).write(to: config)
        let reader = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in try Self.report(#"{"root": null, "storyboards": []}"#) })
        let app = try reader.describe(project: copy.appendingPathComponent("Mailbox.xcodeproj").path, target: "Mailbox")
        let root = app.unresolved.filter { $0.path == "root" }.map(\.reason)
        #expect(root.first?.hasPrefix("the window's root is set in Objective-C here") == true, "\(root)")
        #expect(root.last == "no main storyboard, and the root set in code could not be followed; the root is a placeholder")
    }
}
