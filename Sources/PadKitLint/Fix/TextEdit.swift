/// One replacement in a file's bytes: what `--fix` writes for a finding whose fix is mechanical.
public struct TextEdit: Hashable, Sendable {
    /// The UTF-8 byte offset where the replaced range starts.
    public let offset: Int
    /// How many bytes are replaced (0 for an insertion).
    public let length: Int
    /// The text written instead.
    public let replacement: String

    /// `source` with `edits` applied, or `nil` when two edits overlap or one lies outside it.
    /// Edits are applied from the end, so each offset refers to the original bytes.
    static func apply(_ edits: [TextEdit], to source: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { $0.offset != $1.offset ? $0.offset < $1.offset : $0.length < $1.length }
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var cursor = 0
        for edit in sorted {
            guard edit.offset >= cursor, edit.length >= 0, edit.offset + edit.length <= source.count else { return nil }
            result += source[cursor..<edit.offset]
            result += Array(edit.replacement.utf8)
            cursor = edit.offset + edit.length
        }
        result += source[cursor...]
        return result
    }
}

/// The edits `--fix` would make in one file, with the digest of the bytes they were computed on
/// (a file that changed on disk since is left alone).
public struct FileFix: Hashable, Sendable {
    /// The file, as findings print it (relative to the lint root).
    public let path: String
    /// The edits, one finding's after another.
    public let edits: [TextEdit]
    /// ``Finding/stableHash(_:)``-style digest of the linted bytes.
    public let sourceDigest: String
    /// How many findings the edits fix.
    public let findingCount: Int
}
