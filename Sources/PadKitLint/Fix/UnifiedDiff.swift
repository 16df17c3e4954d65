/// A unified diff (`diff -u`, three lines of context) of the edits `--fix --dry-run` would make,
/// built from the edits themselves: each touches a few lines, so no general diff is needed.
enum UnifiedDiff {
    /// Old lines `[start, end)` replaced by `lines` (each with its line break, as in the file).
    struct Change {
        var start: Int
        var end: Int
        var lines: [String]
    }

    static let context = 3

    /// The diff of `source` with `edits` applied, headed `a/path` and `b/path`; empty when the
    /// edits change nothing.
    static func render(path: String, source: [UInt8], edits: [TextEdit]) -> String {
        let starts = lineStarts(source)
        let oldLines = (0..<starts.count).map { line($0, starts: starts, source: source) }
        let changes = self.changes(edits, source: source, starts: starts)
        guard !changes.isEmpty else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        var delta = 0
        while index < changes.count {
            // A hunk: changes whose contexts touch.
            var last = index
            while last + 1 < changes.count, changes[last + 1].start - context <= changes[last].end + context { last += 1 }
            let hunkStart = max(0, changes[index].start - context)
            let hunkEnd = min(oldLines.count, changes[last].end + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var cursor = hunkStart
            for change in changes[index...last] {
                for line in cursor..<change.start { body += " " + terminated(oldLines[line]); oldCount += 1; newCount += 1 }
                for line in change.start..<change.end { body += "-" + terminated(oldLines[line]); oldCount += 1 }
                for line in change.lines { body += "+" + terminated(line); newCount += 1 }
                cursor = change.end
            }
            for line in cursor..<hunkEnd { body += " " + terminated(oldLines[line]); oldCount += 1; newCount += 1 }
            let newStart = hunkStart + delta
            output +=
                "@@ -\(oldCount == 0 ? hunkStart : hunkStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
                + body
            for change in changes[index...last] { delta += change.lines.count - (change.end - change.start) }
            index = last + 1
        }
        return output
    }

    /// A line as printed in a diff: with its break, or marked when the file ends without one.
    private static func terminated(_ line: String) -> String {
        line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n"
    }

    /// The line changes the edits make, in order; edits on the same line become one change.
    static func changes(_ edits: [TextEdit], source: [UInt8], starts: [Int]) -> [Change] {
        let sorted = edits.sorted { $0.offset < $1.offset }
        var groups: [(start: Int, end: Int, edits: [TextEdit])] = []
        for edit in sorted {
            let first = lineIndex(of: edit.offset, starts: starts)
            // An insertion at the start of a line replaces no line; any other edit replaces the
            // lines it touches.
            let insertsLines = edit.length == 0 && (edit.offset == source.count || starts.contains(edit.offset))
            let end = insertsLines ? first : lineIndex(of: max(edit.offset, edit.offset + edit.length - 1), starts: starts) + 1
            if let previous = groups.last, first < previous.end || (first == previous.end && first == previous.start) {
                groups[groups.count - 1] = (previous.start, max(previous.end, end), previous.edits + [edit])
            } else {
                groups.append((first, end, [edit]))
            }
        }
        return groups.compactMap { group in
            let from = group.start < starts.count ? starts[group.start] : source.count
            let to = group.end < starts.count ? starts[group.end] : source.count
            let shifted = group.edits.map { TextEdit(offset: $0.offset - from, length: $0.length, replacement: $0.replacement) }
            guard let replaced = TextEdit.apply(shifted, to: Array(source[from..<to])) else { return nil }
            return Change(start: group.start, end: group.end, lines: splitLines(replaced))
        }
    }

    /// The byte offset where each line starts (none for an empty file).
    static func lineStarts(_ source: [UInt8]) -> [Int] {
        guard !source.isEmpty else { return [] }
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < source.count {
            starts.append(offset + 1)
        }
        return starts
    }

    private static func lineIndex(of offset: Int, starts: [Int]) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    private static func line(_ index: Int, starts: [Int], source: [UInt8]) -> String {
        let end = index + 1 < starts.count ? starts[index + 1] : source.count
        return String(decoding: source[starts[index]..<end], as: UTF8.self)
    }

    private static func splitLines(_ bytes: [UInt8]) -> [String] {
        let starts = lineStarts(bytes)
        return (0..<starts.count).map { line($0, starts: starts, source: bytes) }
    }
}
