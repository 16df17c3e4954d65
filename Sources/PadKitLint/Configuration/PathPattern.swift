/// A path to exclude, written as in `.gitignore`-style tools: `Generated`, `*.pb.swift`,
/// `Sources/Legacy/**`, `App/**/Mock*.swift`.
///
/// - A pattern without `/` matches any single path component at any depth, so `Generated`
///   excludes every folder (or file) named `Generated`.
/// - A pattern with `/` is matched from the lint root, component by component; `**` matches any
///   number of components (including none).
/// - `*` matches any run of characters within a component, `?` one character.
/// - A path is excluded when the pattern matches it or any folder above it.
public struct PathPattern: Hashable, Sendable {
    /// The pattern as written in the configuration.
    public let text: String
    private let components: [Substring]
    private let anchored: Bool

    /// Parses a pattern; a leading `./` and a trailing `/` are ignored.
    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        anchored = trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative to the lint root, `/`-separated) is excluded by this pattern.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty else { return false }
        if !anchored {
            let only = components[0]
            return parts.contains { Self.matchComponent(pattern: only, name: $0) }
        }
        for length in stride(from: parts.count, through: 1, by: -1) {
            if Self.match(pattern: components[...], path: parts[0..<length]) { return true }
        }
        return false
    }

    private static func match(pattern: ArraySlice<Substring>, path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(pattern: rest, path: remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = path.first, matchComponent(pattern: head, name: name) else { return false }
        return match(pattern: pattern.dropFirst(), path: path.dropFirst())
    }

    /// `*` and `?` wildcard matching of one component, over Unicode scalars.
    static func matchComponent(pattern: Substring, name: Substring) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let n = Array(name.unicodeScalars)
        var pi = 0, ni = 0
        var star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] {
                pi += 1; ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ni; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
