// fuzz-seeds: Tests/PadKitLintTests/Fixtures/.SampleApp/**/*.swift Sources/PadKitSamples/*.swift
import FuzzSupport
import PadKitLint

/// Any bytes as a Swift source file, through the whole lint pipeline (UTF-8 check, nesting scan,
/// parse, every rule in one walk, suppressions).
@main
enum Fuzz {
    static func main() {
        FuzzDriver.run { input in
            _ = Linter.lint(contents: Array(input), kind: .swift, path: "Fuzz.swift")
        }
    }
}
