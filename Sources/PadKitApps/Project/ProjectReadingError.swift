/// Why an app's project, build settings or storyboards could not be read into a description.
///
/// Every case names the file, and the line or project object id where there is one, so
/// `padkit app init` can say exactly what to fix; the command exits 1.
public enum ProjectReadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadableFile(file: String)
    /// A file the project or a storyboard refers to is not there.
    case missingFile(file: String, referencedFrom: String)
    /// `project.pbxproj` is not a property list (`reason` is the parser's).
    case notAPropertyList(file: String, reason: String)
    /// `project.pbxproj` parses but is not shaped like a project (an object id, a missing key).
    case malformedProject(file: String, objectID: String, reason: String)
    /// `--project` names nothing.
    case noSuchProject(path: String)
    /// `--project` names a folder without an `.xcodeproj`, or with several (`projects` lists them).
    case projectFolder(path: String, projects: [String])
    /// `--project` names a folder without an `.xcodeproj` whose project a generator makes from
    /// `manifest` (XcodeGen, Tuist): `command` makes it.
    case generatedProject(path: String, manifest: String, tool: String, command: String)
    /// `--project` names an `.xcodeproj` without its `project.pbxproj` (a project generator writes
    /// it and the repository does not keep it, only the folder's shared schemes), beside a
    /// generator's `manifest`: `command` makes it.
    case generatedProjectFile(project: String, manifest: String, tool: String, command: String)
    /// `--project` names a workspace: which of its projects to read is the user's choice.
    case workspace(path: String, projects: [String])
    /// The project has no iOS app target.
    case noAppTarget(file: String, targets: [String])
    /// Several iOS app targets and no `--target`.
    case ambiguousTarget(file: String, appTargets: [String])
    /// `--target` names no iOS app target.
    case unknownTarget(file: String, name: String, appTargets: [String])
    /// `--configuration` names no configuration of the target.
    case unknownConfiguration(file: String, name: String, available: [String])
    /// A line of an `.xcconfig` file that is neither a setting, a comment nor an `#include`.
    case malformedXCConfig(file: String, line: Int, text: String)
    /// `#include`s that lead back to a file already being read.
    case includeCycle(chain: [String])
    /// A storyboard or XIB that is not well-formed XML, or not an Interface Builder document.
    case malformedXML(file: String, line: Int, reason: String)
    /// A reading limit was hit (file size, nesting depth, element count, entity declarations).
    case limitExceeded(file: String, line: Int, limit: ReadingLimits.Limit, maximum: Int, value: Int)
    /// A storyboard reference names a storyboard that is not in the app.
    case missingStoryboard(name: String, referencedFrom: String)
    /// A storyboard reference or an `instantiateViewController(withIdentifier:)` names a scene
    /// the storyboard does not have.
    case unknownSceneIdentifier(file: String, identifier: String, referencedFrom: String)
    /// Storyboard references that lead back to a scene already being read.
    case referenceCycle(chain: [String])
    /// A segue or the document's initial controller names an object id the storyboard does not have.
    case unknownDestination(file: String, objectID: String, referencedFrom: String)
    /// `padkit-lint app-root` could not run, or wrote something that is not its contract.
    case appRootFailed(reason: String)

    public var description: String {
        switch self {
        case .unreadableFile(let file):
            return "\(file): cannot read the file"
        case .missingFile(let file, let from):
            return "\(from): refers to \(file), which does not exist"
        case .notAPropertyList(let file, let reason):
            return "\(file): not a property list (\(reason))"
        case .malformedProject(let file, let objectID, let reason):
            return "\(file): object \(objectID): \(reason)"
        case .noSuchProject(let path):
            return "\(path): no such project (give the .xcodeproj folder, or the folder that holds it)"
        case .projectFolder(let path, let projects):
            return projects.isEmpty
                ? "\(path): no .xcodeproj in this folder"
                : "\(path): several projects in this folder; choose one with --project: \(projects.joined(separator: ", "))"
        case .generatedProject(let path, let manifest, let tool, let command):
            return "\(path): no .xcodeproj in this folder; its \(manifest) is \(tool)'s manifest, and the project exists only after "
                + "`\(command)` runs there: run it, then give --project the .xcodeproj it makes"
        case .generatedProjectFile(let project, let manifest, let tool, let command):
            return "\(project): no project.pbxproj in it; the \(manifest) beside it is \(tool)'s manifest, and the project file exists "
                + "only after `\(command)` runs there: run it, then read the project again"
        case .workspace(let path, let projects):
            return projects.isEmpty
                ? "\(path): a workspace without projects PadKit can find; give an .xcodeproj with --project"
                : "\(path): a workspace; choose one of its projects with --project: \(projects.joined(separator: ", "))"
        case .noAppTarget(let file, let targets):
            return "\(file): no iOS app target (targets: \(targets.isEmpty ? "none" : targets.joined(separator: ", ")))"
        case .ambiguousTarget(let file, let appTargets):
            return "\(file): several iOS app targets; choose one with --target: \(appTargets.joined(separator: ", "))"
        case .unknownTarget(let file, let name, let appTargets):
            return "\(file): no iOS app target named '\(name)'; app targets: \(appTargets.joined(separator: ", "))"
        case .unknownConfiguration(let file, let name, let available):
            return "\(file): no configuration named '\(name)'; configurations: \(available.joined(separator: ", "))"
        case .malformedXCConfig(let file, let line, let text):
            return "\(file):\(line): not a build setting, comment or #include: \(text)"
        case .includeCycle(let chain):
            return "#include cycle: \(chain.joined(separator: " -> "))"
        case .malformedXML(let file, let line, let reason):
            return "\(file):\(line): \(reason)"
        case .limitExceeded(let file, let line, let limit, let maximum, let value):
            return "\(file)\(line > 0 ? ":\(line)" : ""): \(limit) limit hit: \(value), at most \(maximum); the file is refused"
        case .missingStoryboard(let name, let from):
            return "\(from): refers to storyboard '\(name)', which is not in the app"
        case .unknownSceneIdentifier(let file, let identifier, let from):
            return "\(from): storyboard \(file) has no scene with identifier '\(identifier)'"
        case .referenceCycle(let chain):
            return "storyboard reference cycle: \(chain.joined(separator: " -> "))"
        case .unknownDestination(let file, let objectID, let from):
            return "\(file): \(from) names object \(objectID), which the storyboard does not have"
        case .appRootFailed(let reason):
            return "padkit-lint app-root: \(reason)"
        }
    }
}
