import Foundation

/// A file as Xcode finds it on a Mac: the Macs Xcode runs on have case-insensitive file systems
/// by default (APFS), so a project that names `Version.public.xcconfig`, `main.Storyboard` or
/// `appDelegate.swift` builds there when the file on disk is `Version.Public.xcconfig`,
/// `Main.storyboard` or `AppDelegate.swift`. PadKit runs on case-sensitive file systems too,
/// and finds the file the same way.
enum CaseInsensitivePath {
    /// `path` when it exists, else a file in the same folder whose name differs only in case (the
    /// first in name order when several do); `nil` when there is none.
    static func existing(_ path: String) -> String? {
        if FileManager.default.fileExists(atPath: path) { return path }
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let match = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []).sorted()
            .first { $0.caseInsensitiveCompare(name) == .orderedSame }
        return match.map { (folder as NSString).appendingPathComponent($0) }
    }
}
