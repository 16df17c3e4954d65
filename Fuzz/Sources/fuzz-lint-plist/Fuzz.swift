// fuzz-seeds: Tests/PadKitLintTests/Fixtures/.SampleApp/**/*.plist
import FuzzSupport
import PadKitLint

/// Any bytes as an Info.plist (XML, binary or OpenStep), through the lint pipeline's property
/// list rules.
@main
enum Fuzz {
    static func main() {
        FuzzDriver.run { input in
            _ = Linter.lint(contents: Array(input), kind: .infoPlist, path: "Info.plist")
        }
    }
}
