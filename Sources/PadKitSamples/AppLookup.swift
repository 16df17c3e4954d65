import Foundation
import PadKitApps
import PadKit
import PadKitSimulator

/// Finds the app an `--app` option or a scenario's `"app"` names: a built-in sample by name, an
/// app description file by path, or (in a scenario) an inline description object.
public enum AppLookup {
    /// Whether an `--app` value is a path rather than a built-in name: anything with a `/` or a
    /// `.json`, `.yml` or `.yaml` ending.
    public static func isPath(_ value: String) -> Bool {
        value.contains("/") || [".json", ".yml", ".yaml"].contains { value.lowercased().hasSuffix($0) }
    }

    /// The app `value` names.
    ///
    /// - Parameter directory: what a relative path is relative to (a scenario's folder); `nil`:
    ///   the current directory.
    /// - Throws: ``AppDescriptionError``: an unknown name (with the built-in names), a file that
    ///   cannot be read, or every problem in the description.
    public static func app(_ value: String, relativeTo directory: URL? = nil) throws(AppDescriptionError) -> RunnableApp {
        guard isPath(value) else {
            guard let sample = SampleApps.named(value) else {
                throw AppDescriptionError(
                    path: "app",
                    "unknown app '\(value)'; expected a description file (a path ending in .json) "
                        + "or one of \(SampleApps.names.joined(separator: ", "))")
            }
            return sample
        }
        let url = RelativePath.resolve(value, against: directory)
        if [".yml", ".yaml"].contains(where: { value.lowercased().hasSuffix($0) }) {
            throw AppDescriptionError(file: value, path: "$", "YAML app descriptions are not supported; write the description as JSON")
        }
        return try RunnableApp.described(try AppDescriptionReader.read(contentsOf: url.path))
    }

    /// Reads a scenario file's JSON and the app it names.
    ///
    /// - Parameter file: the scenario's path; an app given as a path is relative to its folder.
    /// - Throws: ``ScenarioError`` with the JSON path (an app description's problems are listed
    ///   under `app`).
    public static func scenario(json data: Data, file: String) throws -> (scenario: Scenario, app: RunnableApp) {
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        var resolved: RunnableApp?
        let scenario = try Scenario(
            json: data,
            resolveApp: { value, path throws(ScenarioError) in
                let app: RunnableApp
                do throws(AppDescriptionError) {
                    switch value {
                    case .string(let name):
                        app = try self.app(name, relativeTo: directory)
                    case .object:
                        app = try RunnableApp.described(try AppDescriptionReader.read(value, baseDirectory: directory, pathPrefix: path))
                    default:
                        throw AppDescriptionError(
                            path: path,
                            "expected an app name, a description file or an app description object, found \(value.kindDescription)")
                    }
                } catch {
                    throw ScenarioError(
                        path: path,
                        error.problems.count == 1 && error.file == nil && error.problems[0].path == path
                            ? error.problems[0].message
                            : "the app description has problems:\n"
                                + error.description.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
                }
                resolved = app
                return ScenarioApp(
                    name: app.name, presentations: app.appDescription?.presentations.map { ($0.name, $0.request) } ?? [],
                    deploymentTarget: app.appDescription?.deploymentTarget)
            })
        guard let resolved else { throw ScenarioError(path: "app", "missing") }
        return (scenario, resolved)
    }
}
