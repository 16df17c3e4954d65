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
        abstract: "Check an app description, or start one from an Info.plist.",
        subcommands: [AppCheckCommand.self, AppInitCommand.self]
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

/// `padkit app init --info-plist PATH`: a starting description from a real Info.plist.
struct AppInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Print a starting app description (JSON) from an app's Info.plist.",
        discussion: """
        The description carries the Info.plist keys that decide what the app gets on iPad (orientations with their \
        ~ipad and ~iphone variants, UIRequiresFullScreen, UIDeviceFamily, scenes) and a plain view controller as its \
        root, to replace with the app's real tree.
        """
    )

    @Option(name: .customLong("info-plist"), help: "The app's Info.plist (XML or binary).")
    var infoPlist: String

    func run() throws {
        print(try render(), terminator: "")
    }

    func render() throws -> String {
        let url = URL(fileURLWithPath: infoPlist)
        let keys = try AppInfoPlist(contentsOf: url)
        let bundleName = AppInfoPlist.bundleName(contentsOf: url)
        let folder = url.deletingLastPathComponent().lastPathComponent
        var description = AppDescription(name: bundleName ?? (folder.isEmpty ? "App" : folder), infoPlist: keys, root: ControllerDescription(title: "Root"))
        if bundleName == nil {
            description.unresolved.append(UnresolvedItem(
                path: "name", reason: "the Info.plist has no plain CFBundleDisplayName or CFBundleName (a build setting such as $(PRODUCT_NAME) is not expanded here); the folder's name was used",
                source: infoPlist))
        }
        description.unresolved.append(UnresolvedItem(
            path: "root", reason: "an Info.plist does not say which controllers the window shows; replace this plain controller with the app's tree"))
        description.deploymentTarget = AppInfoPlist.minimumOSVersion(contentsOf: url)
        description.infoPlist.sources = AppInfoPlist.keys.filter { keys.declares($0) }.map { AppInfoPlist.KeySource(key: $0, source: infoPlist) }
        return description.jsonValue.prettyText
    }
}
