import Foundation

/// A reader of the OpenStep ("old-style ASCII") property lists Xcode writes `project.pbxproj`
/// in: `{ key = value; }`, `( value, value, )`, quoted and unquoted strings, `/* */` and `//`
/// comments. Every value is a `String`, `[Any]` or `[String: Any]`, as Foundation's decoder gives
/// them (an OpenStep plist has no numbers or booleans).
///
/// Foundation's `PropertyListSerialization` reads the same text through a UTF-16 copy of the whole
/// file; on a 1 MB project (DuckDuckGo's) that took about 0.2 s of the 0.27 s the project reading
/// took, more than half the linter's time on the app's 754 Swift files. This reader works on the
/// bytes. Anything it does not read (a `<data>` value, XML, a binary plist, broken text) returns
/// `nil`, and the caller falls back to Foundation, which reports the error.
public enum OpenStepPropertyList {
    /// The value `data` holds, or `nil` when it is not OpenStep text this reader knows.
    public static func parse(_ data: Data) -> Any? {
        data.withUnsafeBytes { raw -> Any? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var reader = Reader(bytes: UnsafeBufferPointer(start: base, count: raw.count))
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipTrivia()
            return reader.position == reader.bytes.count ? value : nil
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// Deeper nesting than any project has is refused (Foundation then reports it).
        static let maximumDepth = 256

        mutating func value(depth: Int) -> Any? {
            guard depth < Self.maximumDepth else { return nil }
            skipTrivia()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return dictionary(depth: depth)
            case UInt8(ascii: "("): return array(depth: depth)
            case UInt8(ascii: "\""): return quoted()
            default: return unquoted()
            }
        }

        private mutating func dictionary(depth: Int) -> [String: Any]? {
            position += 1
            var result: [String: Any] = [:]
            while true {
                guard let closed = closes(UInt8(ascii: "}")) else { return nil }
                if closed { return result }
                guard let key = value(depth: depth + 1) as? String else { return nil }
                skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
                position += 1
                guard let item = value(depth: depth + 1) else { return nil }
                skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { return nil }
                position += 1
                result[key] = item
            }
        }

        private mutating func array(depth: Int) -> [Any]? {
            position += 1
            var result: [Any] = []
            while true {
                guard let closed = closes(UInt8(ascii: ")")) else { return nil }
                if closed { return result }
                guard let item = value(depth: depth + 1) else { return nil }
                result.append(item)
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] != UInt8(ascii: ")") {
                    return nil
                }
            }
        }

        /// Skips trivia; then `true` past `delimiter` (the end of a dictionary or an array), `false`
        /// before anything else, `nil` at the end of the text.
        private mutating func closes(_ delimiter: UInt8) -> Bool? {
            skipTrivia()
            guard position < bytes.count else { return nil }
            guard bytes[position] == delimiter else { return false }
            position += 1
            return true
        }

        /// `"..."` with the escapes OpenStep plists use: `\n`, `\t`, `\r`, `\"`, `\\`, `\Uxxxx`,
        /// octal `\nnn`, and the C letters `\a \b \f \v`.
        private mutating func quoted() -> String? {
            position += 1
            let start = position
            // The common case: no escape, one slice.
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") { position += 1 }
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            }
            var text = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "a"): text.append(7)
                case UInt8(ascii: "b"): text.append(8)
                case UInt8(ascii: "f"): text.append(12)
                case UInt8(ascii: "v"): text.append(11)
                case UInt8(ascii: "U"):
                    var scalar: UInt32 = 0
                    for _ in 0..<4 {
                        guard position < bytes.count, let digit = Self.hexDigit(bytes[position]) else { return nil }
                        scalar = scalar * 16 + digit
                        position += 1
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    text += Array(String(Character(unicode)).utf8)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var code = UInt32(escape - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        code = code * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    // Foundation reads an octal escape as a NeXTSTEP-encoded byte; only ASCII is
                    // read here, the rest goes to Foundation.
                    guard code < 128 else { return nil }
                    text.append(UInt8(code))
                default:
                    text.append(escape)
                }
            }
            return nil
        }

        /// A run of the characters an unquoted OpenStep string may hold.
        private mutating func unquoted() -> String? {
            let start = position
            while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }

        /// Whitespace and comments.
        mutating func skipTrivia() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != 10 { position += 1 }
                } else {
                    return
                }
            }
        }

        /// Letters, digits and `_$+/:.-`, as Foundation's OpenStep reader accepts unquoted.
        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                UInt8(ascii: "-"):
                return true
            default: return false
            }
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
    }
}
