import ArgumentParser
import PadKitApps

/// `--project PATH [--target NAME] [--configuration NAME]`, shared by `app init` and `matrix`.
struct ProjectOptions: ParsableArguments {
    @Option(help: "An Xcode project (.xcodeproj) whose app target is read: build settings, xcconfig files, Info.plist, storyboards, and the root set in code.")
    var project: String?

    @Option(help: "The app target (required when the project has several iOS app targets).")
    var target: String?

    @Option(help: "The build configuration (default: Release).")
    var configuration: String?

    func validate() throws {
        if project == nil && (target != nil || configuration != nil) {
            throw ValidationError("--target and --configuration need --project")
        }
    }

    /// The project's app description (`nil` without `--project`).
    func appDescription() throws(ProjectReadingError) -> AppDescription? {
        guard let project else { return nil }
        return try AppProjectReader(appRoot: AppRootProcess.run).describe(project: project, target: target, configuration: configuration)
    }
}
