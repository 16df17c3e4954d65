/// Path clean-up without touching the file system: `.` dropped, `..` applied, repeated `/`
/// collapsed. Foundation's `standardizingPath` also resolves symbolic links, which changes the
/// names the description prints and is not safe to call from several threads on Linux.
enum LexicalPath {
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == ".." && absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
