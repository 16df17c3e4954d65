extension JSONValue {
    /// The value as JSON on one line.
    public var compactText: String { text(.compact) }

    /// The value as indented JSON (``JSONStyle/pretty``), with a trailing newline.
    public var prettyText: String { text(.pretty) + "\n" }

    /// The value as JSON text in `style`, without a trailing newline.
    public func text(_ style: JSONStyle) -> String {
        var out = ""
        write(to: &out, style: style, level: 0)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    private func write(to out: inout String, style: JSONStyle, level: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let value): out += value.isFinite ? NumberText.points(value) : "null"
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            writeContainer(
                open: "[", close: "]", count: items.count, inline: items.allSatisfy(\.isScalar),
                to: &out, style: style, level: level
            ) { index, out in
                items[index].write(to: &out, style: style, level: level + 1)
            }
        case .object(let pairs):
            let separator = style == .expanded ? " : " : ": "
            writeContainer(
                open: "{", close: "}", count: pairs.count, inline: pairs.allSatisfy { $0.1.isScalar },
                to: &out, style: style, level: level
            ) { index, out in
                Self.writeString(pairs[index].0, to: &out)
                out += separator
                pairs[index].1.write(to: &out, style: style, level: level + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, inline: Bool, to out: inout String, style: JSONStyle, level: Int,
        element: (Int, inout String) -> Void
    ) {
        if count == 0 { out += open + close; return }
        let multiline =
            switch style {
            case .compact: false
            case .pretty: !(inline && compactText.count <= 100)
            case .expanded: true
            }
        if multiline {
            let indent = "  "
            let inner = String(repeating: indent, count: level + 1)
            out += open + "\n"
            for index in 0..<count {
                out += inner
                element(index, &out)
                out += index == count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: indent, count: level) + close
        } else {
            out += open
            for index in 0..<count {
                element(index, &out)
                if index < count - 1 { out += ", " }
            }
            out += close
        }
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as JSON's short escapes
    /// where it has one and `\u00XX` otherwise, everything else (`/`, non-ASCII) as it is.
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
