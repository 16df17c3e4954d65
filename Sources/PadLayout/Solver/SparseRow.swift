/// One `symbol · coefficient` entry of a ``SparseRow``.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the simplex tableau, `constant + Σ coefficient · symbol`, with its cells sorted by
/// symbol id in one contiguous array (Kiwi keeps rows in Loki's sorted `AssocVector` for the
/// same reason: binary-search lookup and cache-friendly merges).
struct SparseRow {
    /// Coefficients whose magnitude is below this are dropped (Kiwi's `nearZero`, 1e-8).
    static let epsilon = 1e-8

    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol` in `cells`, by binary search.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return nil
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return cells[i].coefficient
    }

    /// Adds `coefficient` to the symbol's cell, creating it or dropping it when it becomes zero.
    /// Returns whether a new cell was created.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s == symbol {
                let v = cells[mid].coefficient + coefficient
                if abs(v) < SparseRow.epsilon { cells.remove(at: mid) } else { cells[mid].coefficient = v }
                return false
            }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        if abs(coefficient) < SparseRow.epsilon { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        return true
    }

    /// Whether the constant and every coefficient are finite.
    var isFinite: Bool {
        constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
    }

    mutating func remove(_ symbol: Int32) {
        if let i = index(of: symbol) { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = row` into `symbol = row'` (Kiwi's `Row::solveFor(symbol)`).
    mutating func solve(for symbol: Int32) {
        guard let i = index(of: symbol) else { return }
        let scale = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= scale
        for j in cells.indices { cells[j].coefficient *= scale }
    }

    /// Turns `lhs = row` into `rhs = row'` (Kiwi's `Row::solveFor(lhs, rhs)`).
    mutating func solve(lhs: Int32, rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
