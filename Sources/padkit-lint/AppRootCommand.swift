import ArgumentParser
import Foundation
import PadKitLint

/// `padkit-lint app-root DIR...`: the root view controller an app builds in Swift, as JSON in the
/// app description's contract. `padkit app init --sources` runs it, as `padkit lint` runs the
/// linter, so that `padkit` itself never builds swift-syntax.
struct AppRootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-root",
        abstract: "Find the root view controller an app builds in its Swift sources (JSON).",
        discussion: """
            Prints {"root": node or null, "unresolved": [{"path", "reason", "source"}], "storyboards": \
            [{"name", "identifier", "path"}]}, and "presentations": {"Name": {"style", "detents", ..., "source"}} when the \
            app's SwiftUI views present sheets, covers or popovers; nodes use the app description's keys, each with its "source" \
            (file:line).
            """
    )

    @OptionGroup var sources: SourceFolderOptions

    func run() throws {
        let index = try Linter.index(paths: sources.pathsOrWorkingDirectory, root: sources.rootOrWorkingDirectory)
        FileHandle.standardOutput.write(Data(AppRootReader.read(index).json.utf8))
    }
}
