import ArgumentParser
import Foundation
import PadKitLint

/// `padkit-lint features DIR...`: where an app adopts what iPad apps do beyond running in every
/// window (multiple windows, keyboard shortcuts and the menu bar, pointer interactions, drag and
/// drop, the hinge), each with its `file:line`, as JSON. `padkit audit` runs it for its tier-1
/// criteria, as `padkit app init --sources` runs `app-root`, so that `padkit` never builds swift-syntax.
struct FeaturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "features",
        abstract: "List where an app adopts iPad features (multiple windows, shortcuts, menu bar, pointer, drag and drop, hinge), as JSON.",
        discussion: """
            Prints {"adoptions": [{"api", "feature", "source"}], "fileCount", "tool", "unreadable": [{"path", "reason"}]}; \
            features: \(AppFeature.allCases.map(\.rawValue).joined(separator: ", ")). Info.plist files give \
            UIApplicationSupportsMultipleScenes; Swift files the UIKit types and SwiftUI modifiers.
            """
    )

    @OptionGroup var sources: SourceFolderOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolute = { (path: String) in
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL.path
        }
        do {
            let report = try FeatureReport(
                paths: sources.pathsOrWorkingDirectory.map(absolute), root: absolute(sources.rootOrWorkingDirectory))
            FileHandle.standardOutput.write(Data(report.json.utf8))
        } catch {
            FileHandle.standardError.write(Data("padkit-lint features: \(error)\n".utf8))
            throw ExitCode(LintCLI.usageExitStatus)
        }
    }
}
