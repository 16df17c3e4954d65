// fuzz-seeds: Tests/PadKitCLITests/Layout/*.json
import Foundation
import PadLayout

/// A `padkit layout solve` document: decoded, validated, solved and printed both ways. A bad
/// document must end in a ``ConstraintSystemError``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let solution = try? ConstraintSystemDocument.decode(data).solve() else { return 0 }
    _ = solution.json
    _ = solution.text
    return 0
}
