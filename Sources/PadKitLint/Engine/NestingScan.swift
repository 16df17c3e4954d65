/// A cheap scan for bracket nesting that SwiftParser cannot handle safely.
///
/// SwiftParser's lookahead for `[` (is this a collection literal or a type?) re-parses the first
/// element at every level, so its time grows about 2× per level of nested square brackets (22
/// levels take half a minute in a debug build) and very deep nesting overflows the stack, which
/// `maximumNestingLevel` does not prevent. Code outside comments and string literals is scanned
/// for the deepest `[` nesting and the deepest nesting of `(`, `[` and `{` together.
enum NestingScan {
    /// The deepest `[` nesting the linter parses (16 levels take about 0.5 s in a debug build;
    /// real code rarely goes past 5).
    static let maximumSquareBracketDepth = 16

    /// Where the source first goes too deep, and how: `nil` when it is safe to parse.
    static func tooDeep(_ source: [UInt8]) -> (offset: Int, detail: String)? {
        source.withUnsafeBufferPointer { scan($0) }
    }

    /// 1 for the bytes the scan acts on (`/ " [ ] ( ) { }`), 0 for the others, which it steps over.
    private static let interesting: [UInt8] = {
        var classes = [UInt8](repeating: 0, count: 256)
        for byte in "/\"[](){}".utf8 { classes[Int(byte)] = 1 }
        return classes
    }()

    private static func scan(_ source: UnsafeBufferPointer<UInt8>) -> (offset: Int, detail: String)? {
        interesting.withUnsafeBufferPointer { scan(source, interesting: $0) }
    }

    private static func scan(
        _ source: UnsafeBufferPointer<UInt8>, interesting: UnsafeBufferPointer<UInt8>
    ) -> (offset: Int, detail: String)? {
        var squareDepth = 0, totalDepth = 0
        var index = 0
        let count = source.count
        func byte(_ i: Int) -> UInt8 { i < count ? source[i] : 0 }
        while index < count {
            let c = source[index]
            if interesting[Int(c)] == 0 {
                index += 1
                continue
            }
            switch c {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < count && source[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                var depth = 1
                index += 2
                while index < count && depth > 0 {
                    if source[index] == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if source[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
                    index += 1
                }
                continue
            case UInt8(ascii: "\""):
                let triple = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
                index += triple ? 3 : 1
                while index < count {
                    if source[index] == UInt8(ascii: "\\") { index += 2; continue }
                    if source[index] == UInt8(ascii: "\"") {
                        if !triple { index += 1; break }
                        if byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"") { index += 3; break }
                    }
                    if !triple && source[index] == UInt8(ascii: "\n") { break }
                    index += 1
                }
                continue
            case UInt8(ascii: "["):
                squareDepth += 1
                totalDepth += 1
                if squareDepth > maximumSquareBracketDepth {
                    return (index, "nesting too deep to parse safely (more than \(maximumSquareBracketDepth) levels of '[')")
                }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                totalDepth += 1
            case UInt8(ascii: "]"):
                squareDepth = max(0, squareDepth - 1)
                totalDepth = max(0, totalDepth - 1)
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                totalDepth = max(0, totalDepth - 1)
            default:
                break
            }
            if totalDepth > SwiftFileLinter.maximumNestingLevel {
                return (index, "nesting too deep to parse safely (more than \(SwiftFileLinter.maximumNestingLevel) levels)")
            }
            index += 1
        }
        return nil
    }
}
