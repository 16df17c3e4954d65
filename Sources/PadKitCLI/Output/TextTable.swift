/// A plain-text table with aligned columns, for terminal output.
///
/// Columns are padded to their widest cell; a column marked right-aligned pads on the left.
/// Trailing spaces are trimmed so output diffs cleanly.
struct TextTable {
    struct Column {
        var title: String
        var rightAligned = false
    }

    var columns: [Column]
    private(set) var rows: [[String]?] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Adds a row; missing cells are empty.
    mutating func append(_ cells: [String]) {
        rows.append(cells)
    }

    /// Adds an empty line between groups of rows.
    mutating func appendSeparator() {
        rows.append(nil)
    }

    /// The table with a header line, two spaces between columns.
    ///
    /// Written in one pass straight into the string's storage: `padkit matrix` prints about 500
    /// rows, and building each line from padded parts and trimming it afterwards, or appending
    /// byte by byte, cost more than computing the rows. Spaces are only written once a later
    /// non-space character needs them, which is the trim.
    func render() -> String {
        var widths = columns.map { Self.width(of: $0.title) }
        let counts: [[Int]?] = rows.map { $0?.map(Self.width(of:)) }
        var cellBytes = columns.reduce(0) { $0 + $1.title.utf8.count }
        for (row, rowCounts) in zip(rows, counts) {
            guard let row, let rowCounts else { continue }
            for (index, count) in rowCounts.enumerated() where index < widths.count {
                widths[index] = max(widths[index], count)
            }
            cellBytes += row.reduce(0) { $0 + $1.utf8.count }
        }
        // Every line holds at most its cells' bytes, each column's padding and separator, and "\n".
        let capacity = cellBytes + (rows.count + 1) * (widths.reduce(0, +) + 2 * columns.count + 1)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = LineWriter(buffer: buffer)
            writer.appendLine(columns.map(\.title), counts: columns.map { Self.width(of: $0.title) }, columns: columns, widths: widths)
            for (row, rowCounts) in zip(rows, counts) {
                if let row, let rowCounts {
                    writer.appendLine(row, counts: rowCounts, columns: columns, widths: widths)
                } else {
                    writer.append(UInt8(ascii: "\n"))
                }
            }
            return writer.count
        }
    }

    /// Writes lines into a buffer sized by ``render()``.
    private struct LineWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func append(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }

        mutating func appendLine(_ cells: [String], counts: [Int], columns: [Column], widths: [Int]) {
            var pendingSpaces = 0
            for (index, column) in columns.enumerated() {
                if index > 0 { pendingSpaces += 2 }
                var cell = index < cells.count ? cells[index] : ""
                let padding = widths[index] - (index < counts.count ? counts[index] : 0)
                if column.rightAligned { pendingSpaces += padding }
                // A cell's own trailing spaces are trimmed with the padding when nothing follows
                // (a space always ends a character of its own, so bytes are enough here).
                cell.withUTF8 { bytes in
                    var end = bytes.count
                    while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                    if end > 0 {
                        guard let base = buffer.baseAddress, let source = bytes.baseAddress else { return }
                        (base + count).initialize(repeating: UInt8(ascii: " "), count: pendingSpaces)
                        (base + count + pendingSpaces).initialize(from: source, count: end)
                        count += pendingSpaces + end
                        pendingSpaces = 0
                    }
                    pendingSpaces += bytes.count - end
                }
                if !column.rightAligned { pendingSpaces += padding }
            }
            append(UInt8(ascii: "\n"))
        }
    }

    /// A cell's width in characters; ASCII text (nearly every cell) is counted by its bytes.
    private static func width(of cell: String) -> Int {
        let bytes = cell.utf8
        return bytes.allSatisfy { $0 < 0x80 } ? bytes.count : cell.count
    }
}
