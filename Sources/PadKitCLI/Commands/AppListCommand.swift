import ArgumentParser
import PadKitSamples

/// `padkit app list`: the built-in sample apps any `--app` option or scenario can name, with what
/// each one is. Listing them loads every sample's description, which is why the other commands'
/// help texts give only the names.
struct AppListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the built-in sample apps that --app and scenarios can name, with what each one is."
    )

    func run() throws {
        print(render(), terminator: "")
    }

    func render() -> String {
        var table = TextTable([.init(title: "APP"), .init(title: "WHAT IT IS")])
        for app in SampleApps.all { table.append([app.name, app.summary]) }
        return table.render()
    }
}
