import Foundation
import PadKit

/// Escaping and number formatting shared by the SVG and HTML writers.
///
/// Every string that comes from input (titles, view names, file paths, scenario text) goes through
/// ``escape(_:)`` before it reaches the page, so a title such as `</svg><script>` is text, never
/// markup. The output is well-formed XML (XHTML-compatible HTML), which the tests check with an
/// XML parser.
public enum Markup {
    /// `text` escaped for XML text and attribute values: `&`, `<`, `>`, `"` and `'` become
    /// entities, line breaks and tabs become character references (so attribute values keep
    /// them), and characters XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF, lone surrogates
    /// cannot occur in a Swift string) become U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A pixel coordinate: rounded to hundredths, printed by PadKit's one number formatter (no
    /// trailing zeros, never exponent form), so the same drawing always gives the same bytes; a
    /// value that is not finite draws at 0.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return NumberText.points((value * 100).rounded() / 100)
    }

    /// `text` cut to at most `limit` characters, ending in `…` when cut. Labels are shortened by
    /// a character budget (about 0.6 em per character) so no text measurement is needed and the
    /// output stays deterministic; the full text is in the element's `<title>`.
    public static func truncated(_ text: String, limit: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        guard limit > 0 else { return "" }
        guard flat.count > limit else { return flat }
        return String(flat.prefix(max(0, limit - 1))) + "…"
    }
}
