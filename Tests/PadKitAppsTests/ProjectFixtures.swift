import Foundation
import PadKitApps
import Testing

/// Paths of the hand-written project, storyboard and xcconfig fixtures in `Fixtures/`.
enum ProjectFixtures {
    static func path(_ relative: String, testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Fixtures/\(relative)").path
    }

    /// The storyboard or XIB at `relative`, read, and its first scene.
    static func firstScene(_ relative: String, testFile: String = #filePath) throws -> (file: ScreenFile, scene: ScreenScene) {
        let path = path(relative, testFile: testFile)
        let file = try ScreenReader.read(path: path, displayPath: path)
        return (file, try #require(file.scenes.first))
    }

    /// The first scene of the storyboard or XIB at `relative` laid out as designed, with each
    /// view's frame by its id.
    static func designedFirstScene(
        _ relative: String, testFile: String = #filePath
    ) throws -> (layout: ScreenWindowLayout, frames: [String: CGRect?]) {
        let (file, scene) = try firstScene(relative, testFile: testFile)
        let layout = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: try #require(ScreenWindow.designed(file)))
        return (layout, Dictionary(uniqueKeysWithValues: layout.views.map { ($0.view.id, $0.frame) }))
    }

    static var mailbox: String { path("Projects/Mailbox/Mailbox.xcodeproj") }
    static var notes: String { path("Projects/Notes/Notes.xcodeproj") }

    /// A fresh temporary folder holding a copy of `relative` (for tests that change a fixture).
    static func copy(_ relative: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = folder.appendingPathComponent((relative as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: path(relative), toPath: destination.path)
        return destination
    }

    /// A copy of the Mailbox project whose app delegate is Objective-C (`AppDelegate.m`, holding
    /// `body`) instead of Swift, as Kodi Remote's is.
    static func mailboxWithObjectiveCAppDelegate(_ body: String) throws -> URL {
        let copy = try copy("Projects/Mailbox")
        let project = copy.appendingPathComponent("Mailbox.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "lastKnownFileType = sourcecode.swift; path = AppDelegate.swift",
                with: "lastKnownFileType = sourcecode.c.objc; path = AppDelegate.m"
            ).utf8
        ).write(to: project)
        try Data(body.utf8).write(to: copy.appendingPathComponent("Mailbox/AppDelegate.m"))
        return copy
    }

    /// Writes `text` to a new temporary file called `name`.
    static func temporaryFile(_ name: String, _ data: Data) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }
}
