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

    /// Writes `text` to a new temporary file called `name`.
    static func temporaryFile(_ name: String, _ data: Data) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }
}
