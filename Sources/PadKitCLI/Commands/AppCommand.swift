import ArgumentParser
import Foundation
import PadKit
import PadKitApps
import PadKitSamples

/// `padkit app`: app descriptions, the JSON files that make a developer's own app the input of
/// `matrix`, `simulate` and `traits`.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Check an app description, read one from an Xcode project, storyboards, sources or an Info.plist, or list the samples.",
        subcommands: [AppCheckCommand.self, AppInitCommand.self, AppListCommand.self]
    )
}

/// `padkit app check PATH`: every problem in a description, or a summary of its tree.
struct AppCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate an app description and print a summary of its controller tree.",
        discussion: "Exit status 1 with every problem, each with its JSON path, when the description cannot be used."
    )

    @Argument(help: "The app description file (JSON).")
    var file: String

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let app = try RunnableApp.described(try AppDescriptionReader.read(contentsOf: file))
        guard let description = app.appDescription else { return "" }
        return AppSummary.text(description)
    }
}

/// `padkit app init`: a description from the app's own files: an Xcode project
/// (`--project`), or a storyboard and Swift sources (`--storyboard`, `--sources`), or only an
/// Info.plist (`--info-plist`).
struct AppInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Print an app description (JSON) read from an Xcode project, a storyboard and sources, or an Info.plist.",
        discussion: """
            --project reads the app target's build settings (with its xcconfig files), its Info.plist or generated \
            INFOPLIST_KEY_ settings, its storyboards, and the root its code sets (through padkit-lint app-root). \
            --storyboard and --sources do the same for an app without a project; --info-plist adds an Info.plist to them, \
            or alone gives the Info.plist keys and a plain root to fill in. Every node and Info.plist value names its \
            source; what could not be determined is listed under "unresolved".
            """
    )

    @OptionGroup var projectOptions: ProjectOptions

    @Option(help: "A storyboard whose initial view controller is the root (unless code sets one).")
    var storyboard: String?

    @Option(help: "A folder of the app's Swift sources, read for the root set in code (repeatable).")
    var sources: [String] = []

    @Option(name: .customLong("info-plist"), help: "The app's Info.plist (XML or binary).")
    var infoPlist: String?

    func validate() throws {
        if projectOptions.project != nil && (storyboard != nil || !sources.isEmpty || infoPlist != nil) {
            throw ValidationError("--project reads the storyboards, sources and Info.plist itself; give it alone")
        }
        if projectOptions.project == nil && storyboard == nil && sources.isEmpty && infoPlist == nil {
            throw ValidationError("give --project, --storyboard, --sources or --info-plist")
        }
    }

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        if let description = try projectOptions.appDescription() { return description.jsonValue.prettyText }
        guard storyboard != nil || !sources.isEmpty else { return try infoPlistOnly().jsonValue.prettyText }
        var keys = AppInfoPlist()
        var name: String?
        if let infoPlist {
            let url = URL(fileURLWithPath: infoPlist)
            keys = try AppInfoPlist(contentsOf: url)
            keys.sources = InfoPlist.Key.all.filter { keys.declares($0) }.map { AppInfoPlist.KeySource(key: $0, source: infoPlist) }
            name = AppInfoPlist.bundleName(contentsOf: url)
        }
        var description = try AppProjectReader(appRoot: AppRootProcess.run).describe(
            storyboard: storyboard, sources: sources, name: name, infoPlist: keys)
        if let infoPlist { description.deploymentTarget = AppInfoPlist.minimumOSVersion(contentsOf: URL(fileURLWithPath: infoPlist)) }
        return description.jsonValue.prettyText
    }

    /// `--info-plist` alone: the keys and a plain root to fill in.
    private func infoPlistOnly() throws -> AppDescription {
        let path = infoPlist ?? ""
        let url = URL(fileURLWithPath: path)
        let keys = try AppInfoPlist(contentsOf: url)
        let bundleName = AppInfoPlist.bundleName(contentsOf: url)
        let folder = url.deletingLastPathComponent().lastPathComponent
        var description = AppDescription(
            name: bundleName ?? (folder.isEmpty ? "App" : folder), infoPlist: keys, root: ControllerDescription(title: "Root"))
        if bundleName == nil {
            description.unresolved.append(
                UnresolvedItem(
                    path: "name",
                    reason:
                        """
                        the Info.plist has no plain CFBundleDisplayName or CFBundleName (a build setting such as $(PRODUCT_NAME) is not \
                        expanded here); the folder's name was used
                        """,
                    source: path))
        }
        description.unresolved.append(
            UnresolvedItem(
                path: "root",
                reason: "an Info.plist does not say which controllers the window shows; replace this plain controller with the app's tree"))
        description.deploymentTarget = AppInfoPlist.minimumOSVersion(contentsOf: url)
        description.infoPlist.sources = InfoPlist.Key.all.filter { keys.declares($0) }.map { AppInfoPlist.KeySource(key: $0, source: path) }
        return description
    }
}
