/// A JSON value whose objects keep their keys in the order they were written.
///
/// PadKit's JSON outputs are contracts that tests and tools read; building them from ordered
/// pairs (never from a `Dictionary`) keeps the bytes identical from run to run.
public indirect enum JSONValue: Sendable, Hashable {
    /// An object, its keys in the order they are written.
    case object([(String, JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number; written as PadKit writes points (`561.5`, `1024`).
    case number(Double)
    /// A Boolean.
    case bool(Bool)
    /// `null`.
    case null

    /// Whether the two values are the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.compactText == rhs.compactText
    }

    /// Hashes the components that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(compactText)
    }

    /// The value as JSON on one line.
    public var compactText: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// The value as indented JSON (two spaces), with short scalar-only objects and arrays kept on
    /// one line, and a trailing newline.
    public var prettyText: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let value): out += value.isFinite ? NumberText.points(value) : "null"
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, inline: items.allSatisfy(\.isScalar),
                           to: &out, indent: indent, level: level) { index, out in
                items[index].write(to: &out, indent: indent, level: level + 1)
            }
        case .object(let pairs):
            writeContainer(open: "{", close: "}", count: pairs.count, inline: pairs.allSatisfy { $0.1.isScalar },
                           to: &out, indent: indent, level: level) { index, out in
                Self.writeString(pairs[index].0, to: &out)
                out += ": "
                pairs[index].1.write(to: &out, indent: indent, level: level + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, inline: Bool, to out: inout String, indent: String?, level: Int,
        element: (Int, inout String) -> Void
    ) {
        if count == 0 { out += open + close; return }
        if let indent, !(inline && compactText.count <= 100) {
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

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
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
