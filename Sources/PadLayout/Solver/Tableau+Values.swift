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
    /// Degenerate rows that would block such a move are not examined, so this can report
    /// ambiguity where an exhaustive check would not.
    mutating func isAmbiguous(variable index: Int) -> Bool {
        let sym = symbolOfVariable[index]
        if sym < 0 { return true }
        let slot = slotOfSymbol[Int(sym)]
        if slot < 0 { return true }
        refresh(slot)
        for cell in rows[Int(slot)].cells {
            switch kinds[Int(cell.symbol)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if levels.allSatisfy({ abs($0.coefficient(of: cell.symbol)) < Tableau.epsilon }) { return true }
            }
        }
        return false
    }
}
