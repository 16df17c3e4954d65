import ArgumentParser
import Foundation
import PadKitApps

/// `--project PATH [--target NAME] [--configuration NAME]`, shared by `app init` and `matrix`.
struct ProjectOptions: ParsableArguments {
    @Option(
        help:
            """
            An Xcode project (.xcodeproj) whose app target is read: build settings, xcconfig files, Info.plist, storyboards, and the root \
            set in code.
            """
    )
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
    ///
    /// Reading a large project takes seconds (most of it `padkit-lint`'s parse of the target's
    /// Swift files); when it took more than ``slowReading`` and standard error is a terminal (a
    /// person, not a pipe or a test), a hint there says how to read it once.
    func appDescription() throws(ProjectReadingError) -> AppDescription? {
        guard let project else { return nil }
        let clock = ContinuousClock()
        let start = clock.now
        let description = try AppProjectReader(appRoot: AppRootProcess.run).describe(
            project: project, target: target, configuration: configuration)
        let elapsed = clock.now - start
        if elapsed > Self.slowReading, isatty(STDERR_FILENO) == 1 {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let hint = String(
                format:
                    """
                    padkit: reading %@ took %.1f s; save the description once (padkit app init --project %@ > app.json) and pass --app \
                    app.json instead\n
                    """,
                project, seconds, project)
            FileHandle.standardError.write(Data(hint.utf8))
        }
        return description
    }

    /// How long a project read may take before the hint.
    static let slowReading: Duration = .seconds(3)
}
