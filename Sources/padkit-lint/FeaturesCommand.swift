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

    @Argument(help: "Files and folders of the app target's Swift sources and Info.plist.")
    var paths: [String] = []

    @Option(help: "Folder the sources' paths are printed relative to (default: the current folder).")
    var root: String?

    @Option(help: "Output format: json (the only one).")
    var format: AppRootFormat = .json

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolute = { (path: String) in
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL.path
        }
        do {
            let report = try FeatureReport(
                paths: (paths.isEmpty ? [workingDirectory] : paths).map(absolute), root: absolute(root ?? workingDirectory))
            FileHandle.standardOutput.write(Data(report.json.utf8))
        } catch {
            FileHandle.standardError.write(Data("padkit-lint features: \(error)\n".utf8))
            throw ExitCode(LintCLI.usageExitStatus)
        }
    }
}
