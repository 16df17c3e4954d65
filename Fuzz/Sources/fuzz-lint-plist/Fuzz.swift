// fuzz-seeds: Tests/PadKitLintTests/Fixtures/.SampleApp/**/*.plist
import PadKitLint

/// Any bytes as an Info.plist (XML, binary or OpenStep), through the lint pipeline's property
/// list rules.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = Linter.lint(contents: Array(UnsafeBufferPointer(start: bytes, count: count)), kind: .infoPlist, path: "Info.plist")
    return 0
}
