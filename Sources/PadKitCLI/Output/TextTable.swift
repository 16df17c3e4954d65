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
    func render() -> String {
        var widths = columns.map(\.title.count)
        for case let row? in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, column) in columns.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(column.rightAligned ? padding + cell : cell + padding)
            }
            var text = parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var out = line(columns.map(\.title)) + "\n"
        for row in rows {
            out += row.map(line) ?? ""
            out += "\n"
        }
        return out
    }
}
