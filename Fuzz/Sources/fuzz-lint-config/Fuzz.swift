// fuzz-seeds: Tests/PadKitLintTests/Fixtures/.SampleApp/.padkit-lint.yml
import Foundation
import PadKitLint

/// A `.padkit-lint.yml`: parsed, and when it parses, applied to a lint of a small file. A bad
/// configuration must end in a ``ConfigurationError``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let configuration = try? LintConfiguration.parse(yaml: text, path: ".padkit-lint.yml") else { return 0 }
    _ = configuration.isExcluded("App/Sources/View.swift")
    _ = Linter.lint(contents: Array("let width = UIScreen.main.bounds.width / 2\n".utf8), kind: .swift, path: "App/View.swift",
                    configuration: configuration)
    return 0
}
