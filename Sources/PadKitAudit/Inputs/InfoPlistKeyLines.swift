import Foundation
import PadKitApps

/// Info.plist evidence with its line: a description read from a project names the file each key
/// came from (`Journal/Info.plist`); the audit's evidence names the key's line in it
/// (`Journal/Info.plist:24`), found as the line of `<key>KEY</key>` in an XML property list.
/// Keys Xcode generates from build settings keep their source (the target and configuration), as
/// does a binary list, which has no lines.
public enum InfoPlistKeyLines {
    /// `description` with each key's source given its line, the files read relative to `directory`.
    public static func locating(_ description: AppDescription, in directory: String) -> AppDescription {
        var description = description
        var files: [String: [Substring]] = [:]
        description.infoPlist.sources = description.infoPlist.sources.map { entry in
            let path = entry.source
            guard path.hasSuffix(".plist") else { return entry }
            if files[path] == nil {
                let absolute = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
                let text = FileManager.default.contents(atPath: absolute).map { String(decoding: $0, as: UTF8.self) } ?? ""
                files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let index = files[path]?.firstIndex(where: { $0.contains("<key>\(entry.key)</key>") }) else { return entry }
            return AppInfoPlist.KeySource(key: entry.key, source: "\(path):\(index + 1)")
        }
        return description
    }
}
