import Foundation
import PadJSON

/// The one way PadKit writes a frame or a size, in text (tables, traces, trees: `20,20 344x240`,
/// `1194x834`) and in JSON (`{"x", "y", "width", "height"}`, `{"width", "height"}`), with
/// ``NumberText``'s numbers so the bytes are the same on every run and platform.
public enum FrameText {
    /// A frame as traces and tables write it: `x,y WxH`.
    public static func text(_ frame: CGRect) -> String {
        "\(NumberText.points(Double(frame.minX))),\(NumberText.points(Double(frame.minY))) \(text(frame.size))"
    }

    /// A size as traces and tables write it: `WxH`.
    public static func text(_ size: CGSize) -> String {
        "\(NumberText.points(Double(size.width)))x\(NumberText.points(Double(size.height)))"
    }

    /// A frame as JSON: `{"x", "y", "width", "height"}`.
    public static func json(_ frame: CGRect) -> JSONValue {
        .object([
            ("x", .number(Double(frame.minX))), ("y", .number(Double(frame.minY))),
            ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height))),
        ])
    }

    /// A size as JSON: `{"width", "height"}`.
    public static func json(_ size: CGSize) -> JSONValue {
        .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
    }
}
