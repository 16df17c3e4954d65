/// Reading the variables' values.
extension Tableau {
    /// Writes every variable's value into `values` (sized to the variable count).
    ///
    /// `mutating` although it only reads: called on the solver's stored property, a
    /// non-mutating method gets a copy of the whole tableau (a retain and release per array),
    /// which costs more than the loop.
    mutating func fillValues(_ values: inout [Double]) {
        if hasStaleRows { return fillValuesFromStaleRows(&values) }
        symbolOfVariable.withUnsafeBufferPointer { symbols in
            slotOfSymbol.withUnsafeBufferPointer { slots in
                rows.withUnsafeBufferPointer { r in
                    values.withUnsafeMutableBufferPointer { out in
                        for i in 0..<min(out.count, symbols.count) {
                            let sym = symbols[i]
                            let slot = sym >= 0 ? slots[Int(sym)] : -1
                            out[i] = slot >= 0 ? r[Int(slot)].constant : 0
                        }
                    }
                }
            }
        }
    }

    func value(ofVariable index: Int) -> Double {
        let sym = symbolOfVariable[index]
        if sym < 0 { return 0 }
        let slot = slotOfSymbol[Int(sym)]
        if slot < 0 { return 0 }
        var memo = [Double](repeating: .nan, count: isStale[Int(slot)] ? rows.count : 0)
        return evaluate(slot, memo: &memo)
    }

    /// Whether the variable could take another value without making any constraint worse:
    /// it is parametric, or its row contains a parametric external variable or a non-dummy
    /// restricted symbol whose objective coefficients are all zero (a free direction).
    /// A direction that a degenerate row blocks does not count (``canMove(_:direction:)``); only
    /// single-symbol directions are tried, so a move that needs two symbols at once is missed.
    mutating func isAmbiguous(variable index: Int) -> Bool {
        let sym = symbolOfVariable[index]
        if sym < 0 { return true }
        let slot = slotOfSymbol[Int(sym)]
        if slot < 0 { return true }
        refresh(slot)
        if !objectiveMaskIsValid || objectiveMask.count != kinds.count { makeObjectiveMask() }
        let cells = rows[Int(slot)].cells
        for cell in cells {
            // Only a symbol no objective level has can move without making the solution worse.
            guard !objectiveMask[Int(cell.symbol)] else { continue }
            switch kinds[Int(cell.symbol)] {
            case .external:
                if canMove(cell.symbol, direction: 1) || canMove(cell.symbol, direction: -1) { return true }
            case .dummy: continue
            case .slack, .error:
                if canMove(cell.symbol, direction: 1) { return true }
            }
        }
        return false
    }

    /// Marks the symbols some objective level has (see `objectiveMask`).
    mutating func makeObjectiveMask() {
        objectiveMask = Array(repeating: false, count: kinds.count)
        for level in levels {
            for cell in level.cells where !(abs(cell.coefficient) < Tableau.epsilon) { objectiveMask[Int(cell.symbol)] = true }
        }
        objectiveMaskIsValid = true
    }

    /// Whether parametric `symbol` can move from zero in `direction` without leaving a
    /// restricted basic variable negative: a degenerate row (a restricted basic variable at zero)
    /// that would go negative, or a dummy's row that would leave zero, blocks it. This keeps two
    /// optional inequalities that pin a size between them (hugging and compression resistance at
    /// an intrinsic size) from counting as a free direction.
    private mutating func canMove(_ symbol: Int32, direction: Double) -> Bool {
        for slot in columns[Int(symbol)] {
            refresh(slot)
            let basic = basicOfSlot[Int(slot)]
            guard basic >= 0 else { continue }
            let kind = kinds[Int(basic)]
            if kind == .external { continue }
            let row = rows[Int(slot)]
            let a = row.coefficient(of: symbol) * direction
            if kind == .dummy && abs(a) > Tableau.epsilon { return false }
            if a < -Tableau.epsilon && abs(row.constant) < Tableau.epsilon { return false }
        }
        return true
    }
}
