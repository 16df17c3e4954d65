import ArgumentParser
import PadKitLint

// The option values of `padkit-lint` are the library's own enumerations; ArgumentParser reads
// them by raw value and lists their cases in help and in its error for a value it does not know.

extension OutputFormat: ExpressibleByArgument {}
extension FailThreshold: ExpressibleByArgument {}

/// `padkit-lint app-root --format`: the report's formats.
enum AppRootFormat: String, CaseIterable, ExpressibleByArgument {
    /// The app description's JSON contract (the only format).
    case json
}
