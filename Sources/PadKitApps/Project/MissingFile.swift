/// A file the project refers to that is not in the repository, and the setup step that makes it.
///
/// Real projects refer to files that exist only after a setup step: CocoaPods writes
/// `Pods/Target Support Files/Pods-<Target>/Pods-<Target>.<configuration>.xcconfig` on
/// `pod install`, Carthage writes `Carthage/Build`, Tuist and XcodeGen write xcconfig files and
/// whole projects, and many teams keep a `Secrets.xcconfig` out of version control. Xcode itself
/// builds past a missing `#include` with a warning ("Unable to find included file"). Such a file
/// is not fatal: it becomes an ``UnresolvedItem`` with the file, who referred to it and this
/// remedy, and reading goes on without its settings.
struct MissingFile {
    /// The file, as displayed (relative to the project's folder when inside it).
    let file: String
    /// Who referred to it (`App.xcodeproj: target App, Release, baseConfigurationReference`,
    /// `Config/App.xcconfig:3`).
    let referencedFrom: String

    /// The likely remedy, from where the file would live.
    var remedy: String {
        let path = "/" + file
        if path.contains("/Pods/") {
            return "run `pod install` (CocoaPods writes this file) for the exact settings"
        }
        if path.contains("/Carthage/") {
            return "run `carthage bootstrap` (Carthage writes this file) for the exact settings"
        }
        if path.contains("/Tuist/") || path.contains("/Derived/") {
            return "run `tuist generate` (Tuist writes this file) for the exact settings"
        }
        if path.contains("/DerivedData/") || path.contains("/build/") || path.contains("/Generated/")
            || path.lowercased().contains("generated")
        {
            return "build the project once or run the step that generates this file, then read it again"
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if name.lowercased().contains("secret") || name.lowercased().contains("local") || name.lowercased().contains("private") {
            return "create \(name) as the project's README describes (it is kept out of the repository)"
        }
        return "create the file or run the project's setup step that makes it (see its README), then read it again"
    }

    /// The unresolved item, at `path`: `"project"` when the file is about the project, not a node.
    func unresolved(what: String, consequence: String, at path: String = "project") -> UnresolvedItem {
        UnresolvedItem(
            path: path, reason: "\(what) \(file) does not exist; \(consequence)", source: referencedFrom, file: file, remedy: remedy)
    }
}
