import Foundation
@testable import PadKitApps
import Testing

/// Issue 34: a storyboard, source or Info.plist the project names with another case is found, as
/// on the case-insensitive file systems Xcode runs on.
@Suite("Names that differ only in case")
struct CaseInsensitivePathTests {
    @Test("the file on disk is found by a name that differs only in case; an absent name is nil")
    func found() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-case-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Main.storyboard", "AppDelegate.swift", "Info.plist"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        #expect(CaseInsensitivePath.existing(path("main.Storyboard")) == path("Main.storyboard"))
        #expect(CaseInsensitivePath.existing(path("appDelegate.swift")) == path("AppDelegate.swift"))
        #expect(CaseInsensitivePath.existing(path("Info.plist")) == path("Info.plist"))
        #expect(CaseInsensitivePath.existing(path("Missing.swift")) == nil)
    }
}
