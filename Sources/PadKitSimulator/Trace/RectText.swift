import Foundation
import PadKit

/// Formats a rectangle as `x,y wxh` for traces (PadKit's number format, so output is stable).
enum RectText {
    static func text(_ rect: CGRect) -> String {
        "\(NumberText.points(Double(rect.minX))),\(NumberText.points(Double(rect.minY))) \(SizeText.text(rect.size))"
    }
}
