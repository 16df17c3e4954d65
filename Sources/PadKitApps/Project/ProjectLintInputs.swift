import Foundation
import PadKit

/// What `padkit lint --project` hands `padkit-lint`: the app target's Swift and Objective-C files
/// and its Info.plist as the build makes it (the file's keys and the ones Xcode generates from the
/// target's build settings), so the Info.plist rules judge what the app ships with.
public struct ProjectLintInputs: Sendable {
    /// The project's folder: the lint root, findings' paths relative to it.
    public var projectDirectory: String
    /// The target's Swift files and local packages' source folders.
    public var swiftPaths: [String]
    /// The target's Objective-C files (`.m`, `.mm`), which `padkit-lint` checks for the crash rules.
    public var objectiveCPaths: [String] = []
    /// The resolved Info.plist, a JSON object of its keys.
    public var infoPlist: JSONValue
    /// The Info.plist file as displayed (`App/Info.plist`), or `Info.plist` when every key is generated.
    public var infoPlistName: String
    /// What could not be read (missing files, a submodule not checked out).
    public var unresolved: [UnresolvedItem]
}

extension AppProjectReader {
    /// The inputs of `padkit lint --project` for an app target of an Xcode project.
    ///
    /// - Throws: what ``describe(project:target:configuration:)`` throws for the project and target.
    public func lintInputs(
        project path: String, target: String? = nil, configuration: String? = nil
    ) throws(ProjectReadingError) -> ProjectLintInputs {
        let project: XcodeProject, app: ProjectTarget, plist: ProjectInfoPlist
        do {
            project = try XcodeProject(path: ProjectLocation.resolve(path), limits: limits)
            let base = project.directory
            var filesRead = 0
            app = try ProjectTarget(
                project: project, target: target, configuration: configuration, limits: limits,
                displayPath: { Self.relative($0, to: base) }, filesRead: &filesRead)
            plist = try ProjectInfoPlist(target: app, displayPath: { Self.relative($0, to: base) }, limits: limits)
        } catch {
            throw error as? ProjectReadingError ?? .unreadableFile(file: path)
        }
        let sources = TargetSources(target: app, limits: limits, displayPath: { Self.relative($0, to: project.directory) })
        return ProjectLintInputs(
            projectDirectory: project.directory, swiftPaths: sources.swiftPaths, objectiveCPaths: sources.objectiveCFiles,
            infoPlist: .object(plist.resolved), infoPlistName: plist.fileDisplayPath ?? "Info.plist",
            unresolved: app.unresolved + plist.unresolved + sources.unresolved)
    }
}
