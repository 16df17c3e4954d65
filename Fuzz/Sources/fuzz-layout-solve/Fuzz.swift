// fuzz-seeds: Tests/PadKitCLITests/Layout/*.json
import Foundation
import FuzzSupport
import PadLayout

/// A `padkit layout solve` document: decoded, validated, solved and printed both ways. A bad
/// document must end in a ``ConstraintSystemError``.
@main
enum Fuzz {
    static func main() {
        FuzzDriver.run { input in
            let data = Data(input)
            guard let solution = try? ConstraintSystemDocument.decode(data).solve() else { return }
            _ = solution.json
            _ = solution.text
        }
    }
}
