/// A tool that makes an `.xcodeproj` from a manifest of its own, so that a clone of the app has
/// no project until it runs: XcodeGen (`project.yml`, "XcodeGen generates your Xcode project
/// using your folder structure and a project spec", yonaskolb/XcodeGen) and Tuist
/// (`Project.swift`, `tuist generate`). PadKit reads `.xcodeproj` projects only; when a folder
/// has a manifest and no project, `--project` says which command makes it.
struct ProjectGenerator: Sendable, Hashable {
    /// The manifest's file name in the project's folder.
    let manifest: String
    /// The tool's name.
    let tool: String
    /// The command that writes the `.xcodeproj`.
    let command: String

    /// The generators PadKit recognises, in the order it looks for them.
    static let all = [
        ProjectGenerator(manifest: "project.yml", tool: "XcodeGen", command: "xcodegen generate"),
        ProjectGenerator(manifest: "project.yaml", tool: "XcodeGen", command: "xcodegen generate"),
        ProjectGenerator(manifest: "Project.swift", tool: "Tuist", command: "tuist generate"),
    ]
}
