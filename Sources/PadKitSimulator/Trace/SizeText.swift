import Foundation
import PadKit

/// Formats sizes in traces and trees (`1194x834`, `561.5x744`).
enum SizeText {
    static func text(_ size: CGSize) -> String {
        "\(NumberText.points(Double(size.width)))x\(NumberText.points(Double(size.height)))"
    }
}
