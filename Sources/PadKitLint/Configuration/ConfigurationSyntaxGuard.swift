/// Refuses the YAML features a `.padkit-lint.yml` never needs before Yams reads the text, because
/// two of them make Yams take time exponential in a small file's nesting.
///
/// Yams looks for duplicate keys in every mapping; when there are some, it sorts them, comparing
/// nested collections element by element and asking `<` then `>` at every level (`Array.<` in
/// Yams' `Node.swift`), so the work doubles with each level. An 897-byte file of nested complex keys
/// (`? - ? - …`) took six minutes (found by the `lint-config` fuzz target). Aliases (`*name`) do the
/// same through repetition: each use stands for the whole anchored collection. A configuration's
/// keys are plain names and its values plain scalars and lists, so the guard refuses:
/// - an explicit key (`? ` at the start of a node),
/// - a flow collection used as a key (`]` or `}` followed by `:`),
/// - an alias (`*` at the start of a node; a glob that starts with `*` must be quoted anyway, or
///   YAML reads it as an alias).
/// Quoted text and comments are skipped.
enum ConfigurationSyntaxGuard {
    static func check(_ yaml: String, path: String) throws(ConfigurationError) {
        var quote: UInt8?
        var flowDepth = 0
        var line = 1
        var atNodeStart = true
        var previous: UInt8 = UInt8(ascii: "\n")
        let bytes = Array(yaml.utf8)
        var index = 0
        func following(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func isBreak(_ byte: UInt8?) -> Bool {
            byte == nil || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        while index < bytes.count {
            let byte = bytes[index]
            defer { previous = byte; index += 1 }
            if byte == UInt8(ascii: "\n") { line += 1; atNodeStart = true; if quote == nil { continue } }
            if let open = quote {
                if byte == open {
                    // '' inside single quotes is an escaped quote; \" inside double quotes too.
                    if open == UInt8(ascii: "'"), following(1) == open { index += 1; continue }
                    if open == UInt8(ascii: "\""), previous == UInt8(ascii: "\\") { continue }
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "#") where isBreak(previous):
                // A comment runs to the end of the line.
                while index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // Quotes start a quoted scalar only at the start of a node (`it's` is plain).
                if atNodeStart { quote = byte }
                atNodeStart = false
                continue
            case UInt8(ascii: "?") where atNodeStart && isBreak(following(1)):
                throw .unsupportedYAML(path: path, feature: "an explicit (complex) key '?'", line: line)
            case UInt8(ascii: "*") where atNodeStart:
                throw .unsupportedYAML(path: path, feature: "an alias ('*'; quote a glob that starts with *)", line: line)
            case UInt8(ascii: "-") where atNodeStart && isBreak(following(1)):
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                atNodeStart = true
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(0, flowDepth - 1)
                var next = index + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":"),
                    next + 1 == bytes.count || isBreak(bytes[next + 1])
                        || [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[next + 1])
                {
                    throw .unsupportedYAML(path: path, feature: "a list or mapping used as a key", line: line)
                }
                atNodeStart = false
                continue
            case UInt8(ascii: ","):
                atNodeStart = flowDepth > 0
                continue
            case UInt8(ascii: ":")
            where isBreak(following(1))
                || (flowDepth > 0 && [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(following(1) ?? 0)):
                atNodeStart = true
                continue
            default:
                atNodeStart = false
            }
        }
    }
}
