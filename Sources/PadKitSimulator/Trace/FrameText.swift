import Foundation
import PadKit

/// Formats frames in tables, traces and trees (`20,20 344x240`) and as JSON
/// (`{"x", "y", "width", "height"}`).
public enum FrameText {
    /// A frame as the trace writes it: `x,y WxH`, origin omitted when zero.
    public static func text(_ frame: CGRect) -> String {
        "\(NumberText.points(Double(frame.origin.x))),\(NumberText.points(Double(frame.origin.y))) "
            + "\(NumberText.points(Double(frame.size.width)))x\(NumberText.points(Double(frame.size.height)))"
    }

    /// A frame as the JSON tree writes it: `{"x", "y", "width", "height"}`.
    public static func json(_ frame: CGRect) -> JSONValue {
        .object([
            ("x", .number(Double(frame.origin.x))), ("y", .number(Double(frame.origin.y))),
            ("width", .number(Double(frame.size.width))), ("height", .number(Double(frame.size.height))),
        ])
    }
}
