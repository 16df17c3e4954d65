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
    /// Written in one pass into one byte buffer: `padkit matrix` prints about 500 rows, and building
    /// each line from padded parts and trimming it afterwards cost more than computing the rows.
    /// Spaces are only written once a later non-space character needs them, which is the trim.
    func render() -> String {
        var widths = columns.map(\.title.count)
        let counts: [[Int]?] = rows.map { $0?.map(Self.width(of:)) }
        for case let row? in counts {
            for (index, count) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], count)
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity((widths.reduce(0, +) + 2 * columns.count + 1) * (rows.count + 1))
        func appendLine(_ cells: [String], counts: [Int]) {
            var pendingSpaces = 0
            for (index, column) in columns.enumerated() {
                if index > 0 { pendingSpaces += 2 }
                let cell = index < cells.count ? cells[index] : ""
                let padding = widths[index] - (index < counts.count ? counts[index] : 0)
                if column.rightAligned { pendingSpaces += padding }
                // A cell's own trailing spaces are trimmed with the padding when nothing follows
                // (a space always ends a character of its own, so bytes are enough here).
                let bytes = cell.utf8
                var end = bytes.endIndex
                while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") { end = bytes.index(before: end) }
                if end > bytes.startIndex {
                    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: pendingSpaces))
                    out.append(contentsOf: bytes[..<end])
                    pendingSpaces = 0
                }
                pendingSpaces += bytes.distance(from: end, to: bytes.endIndex)
                if !column.rightAligned { pendingSpaces += padding }
            }
            out.append(UInt8(ascii: "\n"))
        }
        appendLine(columns.map(\.title), counts: columns.map(\.title.count))
        for (row, rowCounts) in zip(rows, counts) {
            if let row, let rowCounts { appendLine(row, counts: rowCounts) } else { out.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A cell's width in characters; ASCII text (nearly every cell) is counted by its bytes.
    private static func width(of cell: String) -> Int {
        let bytes = cell.utf8
        return bytes.allSatisfy { $0 < 0x80 } ? bytes.count : cell.count
    }
}
