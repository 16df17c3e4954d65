/// What holds between every operation, checked by tests and after random sequences.
extension Tableau {
    /// The tableau's invariants, checked one by one; returns what is broken (empty when sound).
    /// Tests run it after every step of random operation sequences.
    ///
    /// 1. `slotOfSymbol` and `basicOfSlot` are inverse; free slots hold no basic symbol.
    /// 2. No row mentions a basic symbol (solved form), and no cell is near zero.
    /// 3. Every restricted basic symbol is feasible (constant ≥ −ε): the basic feasible solved form.
    /// 4. Every cell's symbol lists the cell's slot in its column (the column index is complete).
    /// 5. Every objective level is optimal: no non-dummy symbol has a lexicographically negative
    ///    vector of coefficients.
    /// 6. The objective mask an ambiguity test reads, while marked valid, is the levels' own.
    func invariantViolations() -> [String] {
        guard hasStaleRows else { return structuralViolations() }
        // Stale rows: each must be in the column of every symbol it mentions (checked below),
        // and its value by evaluation must be what the row says once brought up to date.
        var fresh = self
        fresh.refreshAll()
        var problems = structuralViolations()
        let flagged = isStale.indices.filter { isStale[$0] && basicOfSlot[$0] >= 0 }
        if flagged.count != staleCount { problems.append("\(flagged.count) stale rows, \(staleCount) counted") }
        for slot in flagged where !staleSlots.contains(Int32(slot)) { problems.append("slot \(slot): stale but not listed") }
        var memo = [Double](repeating: .nan, count: rows.count)
        for slot in staleSlots where isStale[Int(slot)] {
            let lazy = evaluate(slot, memo: &memo)
            let exact = fresh.rows[Int(slot)].constant
            if abs(lazy - exact) > 1e-6 * max(1, abs(exact)) {
                problems.append("slot \(slot): stale row evaluates to \(lazy), up to date \(exact)")
            }
        }
        return problems + fresh.structuralViolations().map { "refreshed: " + $0 }
    }

    private func structuralViolations() -> [String] {
        var problems: [String] = []
        // Feasibility holds up to the solver's own precision: it takes a residue below
        // ``redundancyTolerance()`` (relative to the largest constant) as zero, and pivots then
        // scale such a residue by the coefficients they combine; with constants near 1e308 a
        // residue of 1e300 is that kind of zero. A hundred times that tolerance, as for the
        // absolute floor.
        let feasibilityTolerance = Tableau.epsilon * 100 * max(1, redundancyTolerance() / Tableau.epsilon)
        for (slot, basic) in basicOfSlot.enumerated() where basic >= 0 {
            if slotOfSymbol[Int(basic)] != Int32(slot) { problems.append("slot \(slot): basic \(basic) maps elsewhere") }
            let row = rows[slot]
            for cell in row.cells {
                if slotOfSymbol[Int(cell.symbol)] >= 0 && !isStale[slot] {
                    problems.append("slot \(slot): mentions basic symbol \(cell.symbol)")
                }
                if abs(cell.coefficient) < Tableau.epsilon { problems.append("slot \(slot): near-zero cell") }
                if !columns[Int(cell.symbol)].contains(Int32(slot)) {
                    problems.append("slot \(slot): column of \(cell.symbol) misses it")
                }
            }
            for (a, b) in zip(row.cells, row.cells.dropFirst()) where a.symbol >= b.symbol {
                problems.append("slot \(slot): cells not sorted")
            }
            let kind = kinds[Int(basic)]
            if kind != .external && kind != .dummy && row.constant < -feasibilityTolerance {
                problems.append("slot \(slot): restricted basic \(basic) infeasible (\(row.constant))")
            }
        }
        for (symbol, slot) in slotOfSymbol.enumerated() where slot >= 0 {
            if basicOfSlot[Int(slot)] != Int32(symbol) { problems.append("symbol \(symbol): slot \(slot) holds another basic") }
        }
        if enteringSymbol(artificialPhase: false) >= 0 { problems.append("objective not optimal") }
        if objectiveMaskIsValid && objectiveMask.count == kinds.count {
            // 6. The objective mask, where it is read as it is (a shorter one is made again), is
            // the levels' own (see `objectiveMask`).
            var exact = self
            exact.makeObjectiveMask()
            if exact.objectiveMask != objectiveMask { problems.append("objective mask out of date: a write to the levels kept it") }
        }
        return problems
    }
}
