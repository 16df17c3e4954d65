import Foundation
import PadKit
@testable import PadKitApps
import SnapshotSupport
import Testing

/// A project is read as far as its files allow: what a setup step makes (CocoaPods' xcconfig,
/// a secrets file, a generated source) is listed with its remedy, and reading goes on.
@Suite("Reading an incomplete project")
struct IncompleteProjectTests {
    static var pantry: String { ProjectFixtures.path("Projects/Pantry/Pantry.xcodeproj") }

    /// Reads with a stand-in for `padkit-lint app-root` that records what it was asked to read.
    static func describe(_ project: String, target: String? = nil) throws -> (AppDescription, [String]) {
        nonisolated(unsafe) var asked: [String] = []
        let reader = AppProjectReader(appRoot: { paths throws(ProjectReadingError) in
            asked = paths
            return AppRootDescription(
                root: nil, unresolved: [UnresolvedItem(path: "root", reason: "stand-in for padkit-lint app-root: nothing read")])
        })
        return (try reader.describe(project: project, target: target), asked)
    }

    /// The description's goldens live with the fixtures (`Fixtures/Goldens/__Goldens__`).
    static func golden(_ text: String, _ name: String) -> Golden.Outcome {
        Golden.compare(text, named: name, testFile: ProjectFixtures.path("Goldens/Goldens.swift"))
    }

    /// Found on WooCommerce: CocoaPods not installed, and a root set in code PadKit could not follow
    /// (before it read a helper's callers); the placeholder's note said no root was found.
    @Test("pods missing and a root set in code that could not be followed: the placeholder says it was not followed")
    func podsMissingAndRootNotFollowed() throws {
        let reader = AppProjectReader(appRoot: { _ throws(ProjectReadingError) in
            AppRootDescription(
                root: nil,
                unresolved: [UnresolvedItem(path: "root", reason: UnresolvedItem.rootNotFollowed, source: "App/Coordinator.swift:12")])
        })
        let app = try reader.describe(project: Self.pantry, target: nil)
        #expect(
            app.unresolved.filter { $0.path == "root" }.last?.reason
                == "no main storyboard, and the root set in code could not be followed; the root is a placeholder")
    }

    @Test("Pods before pod install, a missing include, a generated source: listed with file and remedy; the rest is read")
    func missingFilesAreUnresolved() throws {
        let (app, _) = try Self.describe(Self.pantry)
        let pods = try #require(app.unresolved.first { $0.file?.hasPrefix("Pods/") == true })
        #expect(pods.path == "project")
        #expect(pods.file == "Pods/Target Support Files/Pods-Pantry/Pods-Pantry.release.xcconfig")
        #expect(pods.source == "Pantry.xcodeproj: target Pantry, Release, baseConfigurationReference")
        #expect(pods.remedy?.contains("pod install") == true)
        let secrets = try #require(app.unresolved.first { $0.file == "Pantry/Config/Secrets.xcconfig" })
        #expect(secrets.source == "Pantry/Config/Project.xcconfig:4")
        // The R.swift run-script phase writes it: the entry says so (issue 34), not "create the file".
        #expect(
            app.unresolved.contains {
                $0.file == "Pantry/Generated/R.generated.swift" && $0.reason.contains("the build phase 'R.swift' (a run script) writes it")
                    && $0.remedy?.contains("build the project once") == true
            })
        // `#include? "Local.xcconfig"` is optional: a missing one is not listed.
        #expect(!app.unresolved.contains { $0.file?.hasSuffix("Local.xcconfig") == true })
        // What could be read was: the include found through the project's folder.
        #expect(app.deploymentTarget == OSVersion(15))
    }

    @Test("an include is looked for beside the including file, then in the project's folder")
    func includeSearchOrder() throws {
        let folder = ProjectFixtures.path("Projects/Pantry/Pantry/Config")
        let project = ProjectFixtures.path("Projects/Pantry")
        #expect(
            XCConfigFile.includeCandidates("Shared.xcconfig", includingFolder: folder, projectDirectory: project)
                == ["\(folder)/Shared.xcconfig", "\(project)/Shared.xcconfig"])
        #expect(
            XCConfigFile.includeCandidates("/abs/A.xcconfig", includingFolder: folder, projectDirectory: project) == ["/abs/A.xcconfig"])
        var count = 0
        let file = try XCConfigFile.read(
            "\(folder)/Project.xcconfig", projectDirectory: project, displayPath: { $0 }, limits: ReadingLimits(), filesRead: &count)
        #expect(file.assignments.map(\.key) == ["IPHONEOS_DEPLOYMENT_TARGET", "PANTRY_TINT", "SWIFT_VERSION"])
        #expect(file.assignments[0].source == "\(folder)/Shared.xcconfig:1")
        // Without the project's folder the same include is missing (and not fatal).
        count = 0
        let alone = try XCConfigFile.read("\(folder)/Project.xcconfig", displayPath: { $0 }, limits: ReadingLimits(), filesRead: &count)
        #expect(alone.assignments.map(\.key) == ["SWIFT_VERSION"])
        #expect(alone.unresolved.filter { $0.file != nil }.count == 2)
    }

    @Test("a preprocessed Info.plist: prefix header, definitions, #if/#ifdef/#elif, macros in text")
    func preprocessedInfoPlist() throws {
        let (app, _) = try Self.describe(Self.pantry)
        #expect(app.name == "Pantry Shelf")
        #expect(app.infoPlist.values.requiresFullScreen)
        // `#if PANTRY_IPAD && PANTRY_LEVEL >= 2`: the prefix header and a definition, both true.
        #expect(app.infoPlist.values.supportedInterfaceOrientationsPad == .all)
        #expect(!app.unresolved.contains { $0.path == "infoPlist" })
    }

    @Test("only the app target's sources are handed to the root reader: not the test target's mock, not files outside the build phase")
    func targetSources() throws {
        let (_, asked) = try Self.describe(Self.pantry)
        #expect(asked.map { ($0 as NSString).lastPathComponent } == ["PantryListViewController.swift", "SceneDelegate.swift"])
    }

    @Test("the description of the Pantry project", arguments: ["Release"])
    func golden(configuration: String) throws {
        let (app, _) = try Self.describe(Self.pantry)
        let outcome = Self.golden(app.jsonValue.prettyText, "pantry.json")
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("--project given a folder, a workspace or nothing")
    func projectLocations() throws {
        #expect(try ProjectLocation.resolve(ProjectFixtures.path("Projects/Pantry")) == Self.pantry)
        #expect(throws: ProjectReadingError.noSuchProject(path: "/nonexistent/App.xcodeproj")) {
            try AppProjectReader().describe(project: "/nonexistent/App.xcodeproj")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-workspace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = folder.appendingPathComponent("App.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:App.xcodeproj"></FileRef>
            </Workspace>
            """.utf8
        ).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        #expect(
            throws: ProjectReadingError.workspace(
                path: workspace.path, projects: ["\(folder.path)/App.xcodeproj", "\(folder.path)/Pods/Pods.xcodeproj"])
        ) {
            try ProjectLocation.resolve(workspace.path)
        }
        #expect(throws: ProjectReadingError.projectFolder(path: folder.path, projects: [])) { try ProjectLocation.resolve(folder.path) }
        #expect("\(ProjectReadingError.noSuchProject(path: "x"))".contains("no such project"))
    }

    @Test(
        "a folder whose project a generator makes says which command makes it",
        arguments: [
            ("project.yml", "XcodeGen", "xcodegen generate"), ("project.yaml", "XcodeGen", "xcodegen generate"),
            ("Project.swift", "Tuist", "tuist generate"),
        ])
    func generatedProject(manifest: String, tool: String, command: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("name: App\n".utf8).write(to: folder.appendingPathComponent(manifest))
        let expected = ProjectReadingError.generatedProject(path: folder.path, manifest: manifest, tool: tool, command: command)
        #expect(throws: expected) { try ProjectLocation.resolve(folder.path) }
        #expect("\(expected)".contains("`\(command)`"))
        // A repository that keeps only the project's shared schemes: the .xcodeproj is there, its
        // project.pbxproj is not (Element's Riot.xcodeproj beside its project.yml).
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("xcshareddata"), withIntermediateDirectories: true)
        let missingFile = ProjectReadingError.generatedProjectFile(project: project.path, manifest: manifest, tool: tool, command: command)
        #expect(throws: missingFile) { try ProjectLocation.resolve(project.path) }
        #expect(throws: missingFile) { try ProjectLocation.resolve(folder.path) }
        #expect("\(missingFile)".contains("no project.pbxproj") && "\(missingFile)".contains("`\(command)`"))
        // A generated project that is there is read as any other.
        try Data("// !$*UTF8*$!\n{}\n".utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(try ProjectLocation.resolve(folder.path) == project.path)
    }

    @Test("a storyboard class in the target's own module is not reported as another module's")
    func ownModule() throws {
        let copy = try ProjectFixtures.copy("Projects/Notes")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let storyboard = copy.appendingPathComponent("Notes/Main.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "customModuleProvider=\"target\"", with: "customModule=\"Notes\"").utf8).write(
            to: storyboard)
        let app = try AppProjectReader().describe(project: copy.appendingPathComponent("Notes.xcodeproj").path, target: "Notes")
        #expect(!app.unresolved.contains { $0.reason.contains("defined in module") })
    }
}
