import Foundation

/// The C preprocessing Xcode runs on an Info.plist when `INFOPLIST_PREPROCESS = YES`, as far as
/// the files in the repository allow.
///
/// Xcode runs the compiler's preprocessor on the file as C (`cc -E -P -x c`): definitions from
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS` (`NAME` or `NAME=value`, space-separated, as `-D`), the
/// `INFOPLIST_PREFIX_HEADER` file read first (`-include`), then the plist's own `#include`,
/// `#define`, `#undef`, `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif`. The same emulation
/// is in GYP's Xcode emulation module (`xcode_emulation`, "INFOPLIST_PREPROCESS"), which builds the
/// same command. Two consequences of C mode that projects meet:
/// - `/* ... */` and `//` comments are removed, so `<string>https://example.com</string>` loses
///   everything after `https:` unless the flags hold `-traditional` (set in
///   `INFOPLIST_OTHER_PREPROCESSOR_FLAGS`; `keepsLineComments`); text in double quotes is kept;
/// - a defined macro's name is replaced wherever it appears as a word outside double quotes, tags
///   included.
///
/// What depends on a file that is not there (a prefix header written by a build phase, an include
/// from `Pods/`) is reported: an `#if` that tests a name nothing defines, while such a file is
/// missing, is decided as C decides it (the name is 0) and listed as unresolved.
/// Function-like macros are recorded (for `defined`) but not expanded; where one is used in the
/// text, that is listed too.
public struct InfoPlistPreprocessor {
    /// The preprocessed text and what could not be decided.
    public struct Output: Sendable, Hashable {
        public var text: String
        /// Problems, each with its `file:line` and, for a missing file, the file.
        public var unresolved: [UnresolvedItem]
    }

    /// Reads an included file: its text and display name, or `nil` when it is not there.
    public typealias FileReader = (String) -> (text: String, display: String)?

    /// Object-like macros by name; `nil` value: a function-like macro.
    private var macros: [String: String?] = [:]
    /// `//` comments are kept (`-traditional`).
    public var keepsLineComments: Bool
    /// Folders a quoted `#include` is looked up in after the including file's folder (the project's).
    public var includeFolders: [String]
    private var missingFiles: [String] = []
    private var unresolved: [UnresolvedItem] = []
    private let read: FileReader
    /// At most this many nested includes, this many included files in all (a file that includes
    /// itself twice would otherwise double at every level), and this many output bytes.
    static let maximumIncludeDepth = 32
    static let maximumIncludes = 256
    private var includesRead = 0
    /// Macro replacements in all: macros that name two others each grow exponentially while every
    /// path stays free of repeats, which the hiding rule alone does not stop.
    static let maximumExpansions = 100_000
    private var expansions = 0
    static let maximumOutputBytes = 8 << 20

    /// - Parameters:
    ///   - definitions: `INFOPLIST_PREPROCESSOR_DEFINITIONS` split into words (`NAME`, `NAME=value`).
    ///   - includeFolders: where a quoted include is looked for after the including file's folder.
    ///   - keepsLineComments: `-traditional` is among `INFOPLIST_OTHER_PREPROCESSOR_FLAGS`.
    ///   - read: reads a file by path.
    public init(definitions: [String], includeFolders: [String] = [], keepsLineComments: Bool = false, read: @escaping FileReader) {
        self.includeFolders = includeFolders
        self.keepsLineComments = keepsLineComments
        self.read = read
        // What every C compilation on Apple platforms gets (clang's own predefinitions).
        macros["__APPLE__"] = "1"
        macros["__clang__"] = "1"
        for definition in definitions where !definition.isEmpty {
            let parts = definition.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard Self.isIdentifier(name) else { continue }
            macros[name] = parts.count == 2 ? String(parts[1]) : "1"
        }
    }

    /// Preprocesses `text` (the Info.plist at `path`, shown as `display`), after the prefix header.
    ///
    /// - Parameter prefixHeader: the prefix header's path and display name, `nil` when none is set;
    ///   a prefix header that is not there is reported and preprocessing goes on without it.
    public mutating func run(
        text: String, path: String, display: String, prefixHeader: (path: String, display: String, source: String)?
    ) -> Output {
        var output = ""
        if let prefixHeader {
            if let header = read(prefixHeader.path) {
                var discarded = ""
                process(
                    header.text, folder: (prefixHeader.path as NSString).deletingLastPathComponent, display: header.display, depth: 1,
                    into: &discarded)
            } else {
                missingFiles.append(prefixHeader.display)
                unresolved.append(
                    MissingFile(file: prefixHeader.display, referencedFrom: prefixHeader.source)
                        .unresolved(
                            what: "the Info.plist prefix header", consequence: "the Info.plist is preprocessed without its definitions"))
            }
        }
        process(text, folder: (path as NSString).deletingLastPathComponent, display: display, depth: 0, into: &output)
        return Output(text: output, unresolved: unresolved)
    }

    // MARK: Lines and directives

    /// One conditional group: whether its enclosing group is active, whether a branch was taken,
    /// whether the current branch is active.
    private struct Conditional {
        let enclosingActive: Bool
        var taken: Bool
        var active: Bool
        var sawElse = false
    }

    private mutating func process(_ text: String, folder: String, display: String, depth: Int, into output: inout String) {
        let lines = Self.logicalLines(Self.strippingComments(text, keepsLineComments: keepsLineComments))
        var stack: [Conditional] = []
        var active: Bool { stack.last?.active ?? true }
        for (number, line) in lines {
            if output.utf8.count > Self.maximumOutputBytes { return }
            let source = "\(display):\(number)"
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "#" else {
                if active { output += expand(line, source: source) + "\n" }
                continue
            }
            let body = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            let directive = String(body.prefix { $0.isLetter })
            let rest = String(body.dropFirst(directive.count)).trimmingCharacters(in: .whitespaces)
            switch directive {
            case "if", "ifdef", "ifndef":
                let value: Bool
                if !active {
                    value = false
                } else if directive == "if" {
                    value = condition(rest, source: source)
                } else {
                    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    noteIfUnknown([name], source: source)
                    value = (macros[name] != nil) == (directive == "ifdef")
                }
                stack.append(Conditional(enclosingActive: active, taken: value, active: value))
            case "elif":
                guard var top = stack.popLast() else { problem("#elif without #if", source: source); continue }
                let value = top.enclosingActive && !top.taken && !top.sawElse && condition(rest, source: source)
                top.active = value
                top.taken = top.taken || value
                stack.append(top)
            case "else":
                guard var top = stack.popLast() else { problem("#else without #if", source: source); continue }
                top.active = top.enclosingActive && !top.taken && !top.sawElse
                top.taken = true
                top.sawElse = true
                stack.append(top)
            case "endif":
                if stack.popLast() == nil { problem("#endif without #if", source: source) }
            default:
                guard active else { continue }
                directiveLine(directive, rest, folder: folder, display: display, source: source, depth: depth, into: &output)
            }
        }
        if !stack.isEmpty {
            problem("\(stack.count) #if without #endif at the end of the file", source: "\(display):\(lines.last?.number ?? 1)")
        }
    }

    private mutating func directiveLine(
        _ directive: String, _ rest: String, folder: String, display: String, source: String, depth: Int, into output: inout String
    ) {
        switch directive {
        case "define":
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard Self.isIdentifier(name) else { problem("#define without a name", source: source); return }
            let after = rest.dropFirst(name.count)
            if after.first == "(" {
                macros[name] = .some(nil)
            } else {
                macros[name] = after.trimmingCharacters(in: .whitespaces)
            }
        case "undef":
            macros[String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })] = nil
        case "include", "import":
            include(rest, folder: folder, source: source, depth: depth, into: &output)
        case "error":
            problem("#error \(rest): Xcode stops the build here", source: source)
        case "warning", "pragma", "line", "":
            break
        default:
            problem("#\(directive) is not a preprocessing directive; the line is left out", source: source)
        }
    }

    private mutating func include(_ rest: String, folder: String, source: String, depth: Int, into output: inout String) {
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
            problem("#include \(rest): a system header, not part of the project; not read", source: source)
            return
        }
        let name = String(rest[rest.index(after: rest.startIndex)..<close])
        guard depth < Self.maximumIncludeDepth else {
            problem("#include \"\(name)\" is nested more than \(Self.maximumIncludeDepth) deep (a cycle?); not read", source: source)
            return
        }
        guard includesRead < Self.maximumIncludes else {
            if includesRead == Self.maximumIncludes {
                problem(
                    "more than \(Self.maximumIncludes) files included in all; #include \"\(name)\" and later ones are not read",
                    source: source)
                includesRead += 1
            }
            return
        }
        includesRead += 1
        let candidates = name.hasPrefix("/") ? [name] : ([folder] + includeFolders).map { ($0 as NSString).appendingPathComponent(name) }
        for candidate in candidates {
            if let file = read(candidate) {
                process(
                    file.text, folder: (candidate as NSString).deletingLastPathComponent, display: file.display, depth: depth + 1,
                    into: &output)
                return
            }
        }
        missingFiles.append(name)
        unresolved.append(
            MissingFile(file: name, referencedFrom: source)
                .unresolved(what: "the file the Info.plist includes,", consequence: "the Info.plist is preprocessed without it"))
    }

    private mutating func problem(_ reason: String, source: String) {
        unresolved.append(UnresolvedItem(path: "infoPlist", reason: "preprocessing: \(reason)", source: source))
    }

    /// An `#if` that tests names nothing defines, while a file that could define them is missing,
    /// is decided without them; that is listed.
    private mutating func noteIfUnknown(_ names: [String], source: String) {
        guard !missingFiles.isEmpty else { return }
        let unknown = names.filter { macros[$0] == nil && !$0.isEmpty }
        guard !unknown.isEmpty else { return }
        unresolved.append(
            UnresolvedItem(
                path: "infoPlist",
                reason:
                    """
                    preprocessing: \(unknown.joined(separator: ", ")) is defined nowhere PadKit can read \
                    (\(missingFiles.joined(separator: ", ")) is missing); the condition is decided as if it were undefined
                    """,
                source: source))
    }

    // MARK: Text

    /// Comments removed (`/* */` always, `//` unless `-traditional`), double-quoted text kept;
    /// a block comment keeps its line breaks so line numbers hold.
    static func strippingComments(_ text: String, keepsLineComments: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var scalars = text.unicodeScalars[...]
        var inQuote = false
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\n" { inQuote = false; result.unicodeScalars.append(scalar); continue }
            if inQuote {
                result.unicodeScalars.append(scalar)
                if scalar == "\\", let next = scalars.first, next != "\n" {
                    result.unicodeScalars.append(next); scalars = scalars.dropFirst()
                }
                if scalar == "\"" { inQuote = false }
                continue
            }
            if scalar == "\"" { inQuote = true; result.unicodeScalars.append(scalar); continue }
            if scalar == "/", let next = scalars.first {
                if next == "*" {
                    scalars = scalars.dropFirst()
                    result.unicodeScalars.append(" ")
                    while let inner = scalars.first {
                        scalars = scalars.dropFirst()
                        if inner == "\n" { result.unicodeScalars.append(inner) }
                        if inner == "*", scalars.first == "/" { scalars = scalars.dropFirst(); break }
                    }
                    continue
                }
                if next == "/" && !keepsLineComments {
                    while let inner = scalars.first, inner != "\n" { scalars = scalars.dropFirst() }
                    continue
                }
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Lines joined where one ends in a backslash, each with its first physical line's number.
    static func logicalLines(_ text: String) -> [(number: Int, text: String)] {
        var result: [(Int, String)] = []
        var pending: (Int, String)?
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let continued = line.hasSuffix("\\")
            if continued { line.removeLast() }
            if var current = pending {
                current.1 += line
                pending = current
            } else {
                pending = (offset + 1, line)
            }
            if !continued, let done = pending {
                result.append(done)
                pending = nil
            }
        }
        if let pending { result.append(pending) }
        return result
    }

    /// `line` with defined object-like macros replaced (rescanned, a macro never inside itself),
    /// double-quoted text left alone.
    private mutating func expand(_ line: String, source: String, hiding: Set<String> = [], depth: Int = 0) -> String {
        guard depth < 64, line.contains(where: { $0.isLetter || $0 == "_" }) else { return line }
        var result = ""
        var index = line.startIndex
        var inQuote = false
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" { inQuote.toggle() }
            if !inQuote, character.isLetter || character == "_", character.isASCII {
                var end = line.index(after: index)
                while end < line.endIndex, line[end].isASCII, line[end].isLetter || line[end].isNumber || line[end] == "_" {
                    end = line.index(after: end)
                }
                let word = String(line[index..<end])
                if !hiding.contains(word), let entry = macros[word], spendExpansion(source: source) {
                    if let replacement = entry {
                        result += expand(replacement, source: source, hiding: hiding.union([word]), depth: depth + 1)
                    } else {
                        result += word
                        if line[end...].drop(while: { $0 == " " }).first == "(" {
                            problem("\(word)(…) is a function-like macro; PadKit does not expand it", source: source)
                        }
                    }
                } else {
                    result += word
                }
                index = end
                continue
            }
            result.append(character)
            index = line.index(after: index)
        }
        return result
    }

    /// Counts one macro replacement; `false` once the budget is spent (said once).
    private mutating func spendExpansion(source: String?) -> Bool {
        expansions += 1
        if expansions == Self.maximumExpansions + 1 {
            problem("more than \(Self.maximumExpansions) macro replacements; the rest of the file is left unexpanded", source: source ?? "")
        }
        return expansions <= Self.maximumExpansions
    }

    // MARK: #if expressions

    private mutating func condition(_ expression: String, source: String) -> Bool {
        var tokens = Self.tokens(expression)
        noteIfUnknown(tokens.filter { Self.isIdentifier($0) && $0 != "defined" }, source: source)
        tokens = expandTokens(tokens, hiding: [], depth: 0)
        var parser = ConditionParser(tokens: tokens)
        guard let value = parser.parse() else {
            problem("#if \(expression): not an expression PadKit can evaluate; read as false", source: source)
            return false
        }
        return value != 0
    }

    /// Macros in an `#if` replaced, except the operand of `defined`, which becomes 1 or 0.
    private mutating func expandTokens(_ tokens: [String], hiding: Set<String>, depth: Int) -> [String] {
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "defined" {
                var cursor = index + 1
                let parenthesised = cursor < tokens.count && tokens[cursor] == "("
                if parenthesised { cursor += 1 }
                if cursor < tokens.count {
                    result.append(macros[tokens[cursor]] != nil ? "1" : "0")
                    cursor += 1
                    if parenthesised, cursor < tokens.count, tokens[cursor] == ")" { cursor += 1 }
                    index = cursor
                    continue
                }
            }
            if Self.isIdentifier(token) {
                if depth < 64, !hiding.contains(token), let entry = macros[token], let replacement = entry, spendExpansion(source: nil) {
                    result += expandTokens(Self.tokens(replacement), hiding: hiding.union([token]), depth: depth + 1)
                } else {
                    // An identifier that is not a macro is 0 in an #if (C11 6.10.1).
                    result.append("0")
                }
            } else {
                result.append(token)
            }
            index += 1
        }
        return result
    }

    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        let characters = Array(text)
        var index = 0
        let pairs: Set<String> = ["&&", "||", "==", "!=", "<=", ">=", "<<", ">>"]
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character.isLetter || character == "_" || character.isNumber {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                result.append(String(characters[index..<end]))
                index = end
                continue
            }
            if index + 1 < characters.count, pairs.contains(String(characters[index...index + 1])) {
                result.append(String(characters[index...index + 1]))
                index += 2
                continue
            }
            result.append(String(character))
            index += 1
        }
        return result
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }
}
