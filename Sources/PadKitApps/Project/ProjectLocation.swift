import Foundation

/// What `--project` names, turned into an `.xcodeproj` folder the way a user means it.
///
/// - an `.xcodeproj` folder, or its `project.pbxproj`: that project;
/// - a folder holding exactly one `.xcodeproj`: that one (`padkit app init --project .`);
///   several: an error listing them;
/// - an `.xcworkspace`: an error naming the projects in it (its `contents.xcworkspacedata`
///   `FileRef` locations, `group:` and `container:` relative to the workspace's folder, `absolute:`
///   as written), as a workspace holds the app and its dependencies (CocoaPods' `Pods.xcodeproj`)
///   and which is the app is the user's choice;
/// - a folder with no `.xcodeproj` but a project generator's manifest (XcodeGen's `project.yml`,
///   Tuist's `Project.swift`): an error that says which command makes the project, as the
///   `.xcodeproj` exists only after that setup step (``ProjectGenerator``); likewise an
///   `.xcodeproj` without its `project.pbxproj` beside such a manifest;
/// - a path that does not exist: "no such project".
enum ProjectLocation {
    static func resolve(_ path: String) throws(ProjectReadingError) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: trimmed, isDirectory: &isDirectory) else { throw .noSuchProject(path: path) }
        let name = (trimmed as NSString).lastPathComponent
        if name == "project.pbxproj" { return trimmed }
        if (trimmed as NSString).pathExtension == "xcodeproj" { return try generated(trimmed) }
        if (trimmed as NSString).pathExtension == "xcworkspace" {
            throw .workspace(path: path, projects: workspaceProjects(trimmed))
        }
        guard isDirectory.boolValue else { throw .noSuchProject(path: path) }
        let projects = ((try? manager.contentsOfDirectory(atPath: trimmed)) ?? []).filter { ($0 as NSString).pathExtension == "xcodeproj" }
            .sorted()
        if projects.isEmpty,
            let generator = ProjectGenerator.all.first(where: {
                manager.fileExists(atPath: (trimmed as NSString).appendingPathComponent($0.manifest))
            })
        {
            throw .generatedProject(path: path, manifest: generator.manifest, tool: generator.tool, command: generator.command)
        }
        guard projects.count == 1 else {
            throw .projectFolder(path: path, projects: projects.map { (trimmed as NSString).appendingPathComponent($0) })
        }
        return try generated((trimmed as NSString).appendingPathComponent(projects[0]))
    }

    /// `project`, unless its `project.pbxproj` is missing and a generator's manifest is beside it
    /// (an XcodeGen or Tuist project whose repository keeps only the `.xcodeproj`'s shared
    /// schemes, as Element's `Riot.xcodeproj`): then the error says which command makes it.
    static func generated(_ project: String) throws(ProjectReadingError) -> String {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: (project as NSString).appendingPathComponent("project.pbxproj")) else { return project }
        let folder = (project as NSString).deletingLastPathComponent
        if let generator = ProjectGenerator.all.first(where: {
            manager.fileExists(atPath: ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent($0.manifest))
        }) {
            throw .generatedProjectFile(project: project, manifest: generator.manifest, tool: generator.tool, command: generator.command)
        }
        return project
    }

    /// The `.xcodeproj` paths a workspace refers to, in its order, CocoaPods' `Pods` project last.
    static func workspaceProjects(_ workspace: String) -> [String] {
        let file = (workspace as NSString).appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileManager.default.contents(atPath: file), data.count < 4 << 20 else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let folder = (workspace as NSString).deletingLastPathComponent
        var projects: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "location") {
            rest = rest[range.upperBound...]
            guard let open = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
            let quote = rest[open]
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: quote) else { break }
            let location = String(rest[after..<close])
            rest = rest[close...]
            guard location.hasSuffix(".xcodeproj"), let colon = location.firstIndex(of: ":") else { continue }
            let kind = location[..<colon], value = String(location[location.index(after: colon)...])
            let resolved = kind == "absolute" ? value : (folder.isEmpty ? value : (folder as NSString).appendingPathComponent(value))
            if !projects.contains(resolved) { projects.append(resolved) }
        }
        return projects.filter { !$0.hasSuffix("Pods.xcodeproj") } + projects.filter { $0.hasSuffix("Pods.xcodeproj") }
    }
}
