// fuzz-seeds: Tests/PadKitLintTests/Fixtures/.SampleApp/**/*.swift Sources/PadKitSamples/*.swift
import PadKitLint

/// Any bytes as a Swift source file, through the whole lint pipeline (UTF-8 check, nesting scan,
/// parse, every rule in one walk, suppressions).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = Linter.lint(contents: Array(UnsafeBufferPointer(start: bytes, count: count)), kind: .swift, path: "Fuzz.swift")
    return 0
}
