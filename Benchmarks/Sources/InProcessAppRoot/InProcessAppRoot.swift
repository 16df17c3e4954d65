import Foundation
import PadKitApps
import PadKitLint

/// The root an app's Swift code builds, read in process as `padkit-lint app-root` reads it and
/// handed to `AppProjectReader(appRoot:)`: what the benchmarks time instead of a second process.
public final class InProcessAppRoot: @unchecked Sendable {
    /// The Swift files the last read was given.
    public private(set) var paths: [String] = []
    /// The folder paths are reported against.
    public let root: String

    /// A reader whose reports name files relative to `root`.
    public init(root: String) { self.root = root }

    /// Reads the root the files build, as `padkit-lint app-root` does, and remembers them.
    public func run(_ paths: [String]) throws(ProjectReadingError) -> AppRootDescription {
        self.paths = paths
        do {
            let index = try Linter.index(paths: paths, root: root)
            return try AppRootDescription(json: Data(AppRootReader.read(index).json.utf8))
        } catch let error as ProjectReadingError {
            throw error
        } catch {
            throw .appRootFailed(reason: "\(error)")
        }
    }
}
