import Foundation

/// A target's build settings for one configuration, resolved the way Xcode resolves them.
///
/// Precedence, highest first (Xcode Help, "Build setting evaluation"): the target's configuration
/// in the project file, the target configuration's `.xcconfig` (`baseConfigurationReference`),
/// the project's configuration, the project configuration's `.xcconfig`, then the platform's
/// defaults. `$(inherited)` in a level is the value of the level below; inside one xcconfig (and
/// the files it includes) a later assignment's `$(inherited)` is the earlier assignment, as in
/// Xcode 10's build system. A conditional assignment (`KEY[sdk=iphoneos*]`) that matches an iOS
/// device build (`sdk=iphoneos*`, `arch=arm64`, `config=` the configuration) wins over the
/// unconditional one of its level. `$(VAR)` and `${VAR}` expand, with the `:lower`, `:upper`,
/// `:rfc1034identifier`, `:c99extidentifier`, `:identifier`, `:file`, `:dir`, `:base` and
/// `:default=` operators; a variable set nowhere expands to nothing, as in Xcode, and is reported.
struct BuildSettings {
    /// One assignment at one level.
    struct Assignment {
        let key: String
        let conditions: [(name: String, pattern: String)]
        let value: String
        let source: String
    }

    /// A resolved value, where it came from, and the variables it used that nothing sets.
    struct Value {
        let text: String
        let source: String
        let undefined: [String]
    }

    /// The levels, highest precedence first.
    let levels: [[Assignment]]
    /// What matches `config=`.
    let configuration: String

    /// The value of `key`, or `nil` when no level sets it.
    func value(_ key: String) -> Value? {
        var undefined: [String] = []
        guard let (text, source) = raw(key, from: 0, stack: [key]) else { return nil }
        let expanded = expand(text, stack: [key], undefined: &undefined)
        return Value(text: expanded, source: source, undefined: undefined)
    }

    /// `text` with its `$(VAR)` references expanded from these settings (an Info.plist value,
    /// which Xcode expands the same way when it writes the built Info.plist).
    func expanding(_ text: String, source: String) -> Value {
        var undefined: [String] = []
        let expanded = expand(text, stack: [], undefined: &undefined)
        return Value(text: expanded, source: source, undefined: undefined)
    }

    /// Whether `value(key)` is `YES` (Xcode's booleans: `YES`/`NO`, case-insensitive).
    func bool(_ key: String) -> Bool? {
        guard let value = value(key)?.text.trimmingCharacters(in: .whitespaces).uppercased(), !value.isEmpty else { return nil }
        return value == "YES" || value == "TRUE" || value == "1"
    }

    private func matches(_ assignment: Assignment) -> Bool {
        assignment.conditions.allSatisfy { name, pattern in
            switch name {
            case "sdk": return Self.glob(pattern, matches: "iphoneos")
            case "arch": return Self.glob(pattern, matches: "arm64")
            case "config": return Self.glob(pattern, matches: configuration)
            case "variant": return Self.glob(pattern, matches: "normal")
            default: return false
            }
        }
    }

    /// The unexpanded value of `key` at `level` or below, with `$(inherited)` replaced.
    private func raw(_ key: String, from level: Int, stack: [String]) -> (String, String)? {
        guard level < levels.count else { return nil }
        let matching = levels[level].filter { $0.key == key && matches($0) }
        let ordered = matching.filter(\.conditions.isEmpty) + matching.filter { !$0.conditions.isEmpty }
        guard !ordered.isEmpty else { return raw(key, from: level + 1, stack: stack) }
        var current: String? = nil
        var inheritedFromBelow: String?? = nil
        for assignment in ordered {
            var text = assignment.value
            for token in ["$(inherited)", "${inherited}"] where text.contains(token) {
                let previous: String
                if let current {
                    previous = current
                } else {
                    if inheritedFromBelow == nil { inheritedFromBelow = .some(raw(key, from: level + 1, stack: stack)?.0) }
                    previous = (inheritedFromBelow ?? nil) ?? ""
                }
                text = text.replacingOccurrences(of: token, with: previous)
            }
            current = text.trimmingCharacters(in: .whitespaces)
        }
        guard let current, let last = ordered.last else { return nil }
        return (current, last.source)
    }

    /// Expands `$(VAR)` and `${VAR}` (nested ones first), at most 32 levels deep.
    private func expand(_ text: String, stack: [String], undefined: inout [String]) -> String {
        guard text.contains("$"), stack.count < 32 else { return text }
        var result = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "$", index + 1 < characters.count, characters[index + 1] == "(" || characters[index + 1] == "{" {
                let close: Character = characters[index + 1] == "(" ? ")" : "}"
                let open = characters[index + 1]
                var depth = 1
                var end = index + 2
                while end < characters.count {
                    if characters[end] == open { depth += 1 }
                    if characters[end] == close { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                guard end < characters.count else {
                    result.append(contentsOf: characters[index...])
                    break
                }
                let inner = expand(String(characters[(index + 2)..<end]), stack: stack, undefined: &undefined)
                result += reference(inner, stack: stack, undefined: &undefined)
                index = end + 1
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }

    /// The value of one `$(NAME:operator)` reference.
    private func reference(_ body: String, stack: [String], undefined: inout [String]) -> String {
        let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        var value: String
        if stack.contains(name) {
            if !undefined.contains(name) { undefined.append(name) }
            value = ""
        } else if let (text, _) = raw(name, from: 0, stack: stack + [name]) {
            value = expand(text, stack: stack + [name], undefined: &undefined)
        } else {
            value = ""
            if parts.count < 2 || !parts[1].hasPrefix("default=") { if !undefined.contains(name) { undefined.append(name) } }
        }
        guard parts.count == 2 else { return value }
        for op in parts[1].split(separator: ",").map(String.init) {
            switch op {
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            case "rfc1034identifier": value = String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
            case "c99extidentifier", "identifier": value = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            case "file": value = (value as NSString).lastPathComponent
            case "dir": value = (value as NSString).deletingLastPathComponent
            case "base": value = ((value as NSString).lastPathComponent as NSString).deletingPathExtension
            case "standardizepath": value = LexicalPath.normalized(value)
            default:
                if op.hasPrefix("default=") {
                    if value.isEmpty { value = String(op.dropFirst("default=".count)) }
                } else if !undefined.contains("\(name):\(op)") {
                    undefined.append("\(name):\(op)")
                }
            }
        }
        return value
    }

    /// Shell-style `*` and `?` matching, as build-setting conditions use.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
