import Foundation

/// A place in an app's files that a description names as where something was read: the `source`
/// strings of a generated description (`App/Info.plist`, `App/SceneDelegate.swift:27`,
/// `App/Base.lproj/Main.storyboard#BYZ-38-t0r`, `Config/Shared.xcconfig:4`), parsed so a check can
/// point at a file and line.
///
/// A source that names no file (`Xcode default`) has no location.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the folder the description was read from (the project's folder).
    public var file: String
    /// The 1-based line, when the source gives one (`:27`).
    public var line: Int?
    /// What to look for in the file to find the line when the source gives none: a storyboard
    /// scene's id (`#BYZ-38-t0r`), an Info.plist key, a build setting's name.
    public var anchor: String?

    /// Makes a location from its parts; what is not given takes its default.
    public init(file: String, line: Int? = nil, anchor: String? = nil) {
        self.file = file
        self.line = line
        self.anchor = anchor
    }

    /// Parses a description's `source` string; `nil` when it names no file.
    ///
    /// A file is the text before the first `:` or `#` when it has no space and has an extension
    /// (`Info.plist`, `Main.storyboard`, `Mailbox.xcodeproj`). After it, `:27` is a line, `#id` a
    /// storyboard scene, and `: target App, Release, INFOPLIST_KEY_X` (a build setting in the
    /// project file) names the setting, whose line is looked up in `project.pbxproj`.
    public init?(source: String) {
        let end = source.firstIndex { $0 == ":" || $0 == "#" } ?? source.endIndex
        let file = String(source[..<end])
        guard !file.isEmpty, !file.contains(" "), let dot = file.lastIndex(of: "."), dot != file.startIndex,
            file.index(after: dot) != file.endIndex
        else { return nil }
        var rest = source[end...]
        var line: Int?
        var anchor: String?
        if rest.hasPrefix("#") {
            rest = rest.dropFirst()
            // A scene's id is written as `sceneID="..."`, a controller's as `id="..."`.
            anchor = "\"\(rest.prefix { $0 != " " && $0 != ":" })\""
        } else if rest.hasPrefix(":") {
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, let number = Int(digits) {
                line = number
            } else if let setting = rest.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !setting.isEmpty,
                !setting.contains(" ")
            {
                anchor = setting
            }
        }
        if file.hasSuffix(".xcodeproj") {
            self.init(file: file + "/project.pbxproj", line: line, anchor: anchor)
        } else {
            self.init(file: file, line: line, anchor: anchor)
        }
    }

    /// The line of ``anchor`` (its first occurrence) in `text`, the file's contents; ``line`` when
    /// the source gave one; `nil` when neither is known.
    public func resolvedLine(in text: String?) -> Int? {
        if let line { return line }
        guard let anchor, let text else { return nil }
        var number = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(anchor) { return number }
            number += 1
        }
        return nil
    }

    /// `file:line`, or the file.
    public var description: String {
        line.map { "\(file):\($0)" } ?? file
    }
}
