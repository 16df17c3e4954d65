// fuzz-seeds: Tests/PadKitLintTests/Fixtures/.SampleApp/.padkit-lint.yml
import Foundation
import FuzzSupport
import PadKitLint

/// A `.padkit-lint.yml`: parsed, and when it parses, applied to a lint of a small file. A bad
/// configuration must end in a ``ConfigurationError``.
@main
enum Fuzz {
    static func main() {
        FuzzDriver.run { input in
            let text = String(decoding: input, as: UTF8.self)
            guard let configuration = try? LintConfiguration.parse(yaml: text, path: ".padkit-lint.yml") else { return }
            _ = configuration.isExcluded("App/Sources/View.swift")
            _ = Linter.lint(contents: Array("let width = UIScreen.main.bounds.width / 2\n".utf8), kind: .swift, path: "App/View.swift",
                            configuration: configuration)
        }
    }
}
