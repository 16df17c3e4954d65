/// The objective: its levels by strength, and the simplex that optimises it.
extension Tableau {
    /// The index of the objective level for `strength`, created if needed.
    mutating func level(for strength: Double) -> Int {
        var i = 0
        while i < levelStrengths.count && levelStrengths[i] > strength { i += 1 }
        if i < levelStrengths.count && levelStrengths[i] == strength { return i }
        levelStrengths.insert(strength, at: i)
        levels.insert(SparseRow(), at: i)
        objectiveMaskIsValid = false
        return i
    }

    /// Adds `coefficient · symbol` to an objective level, expanding the symbol's row if basic.
    mutating func addToObjective(level l: Int, symbol: Int32, coefficient: Double) {
        objectiveMaskIsValid = false
        var dst = SparseRow()
        swap(&dst, &levels[l])
        let slot = slotOfSymbol[Int(symbol)]
        if slot >= 0 {
            let row = rows[Int(slot)]
            merge(row, scale: coefficient, into: &dst, skipping: -1, slot: -1)
        } else {
            dst.add(symbol, coefficient)
        }
        swap(&dst, &levels[l])
    }

    /// The entering symbol of the primal simplex: the lowest-id symbol whose objective vector
    /// is lexicographically negative (Bland's rule, as Kiwi's first-negative scan).
    func enteringSymbol(artificialPhase: Bool) -> Int32 {
        var best: Int32 = -1
        if artificialPhase {
            guard let art = artificial else { return -1 }
            for cell in art.cells where cell.coefficient < -Tableau.epsilon && kinds[Int(cell.symbol)] != .dummy {
                return cell.symbol
            }
            return -1
        }
        for l in levels.indices {
            for cell in levels[l].cells where cell.coefficient < -Tableau.epsilon {
                let sym = cell.symbol
                if best >= 0 && sym >= best { break }
                if kinds[Int(sym)] == .dummy { continue }
                var blocked = false
                var h = 0
                while h < l {
                    if abs(levels[h].coefficient(of: sym)) >= Tableau.epsilon { blocked = true; break }
                    h += 1
                }
                if !blocked { best = sym; break }
            }
        }
        return best
    }

    /// The row that leaves when `entering` enters (minimum ratio over restricted rows with a
    /// negative coefficient; ties go to the lowest basic id).
    mutating func leavingSlot(entering: Int32) -> Int32 {
        collectColumn(entering)
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for slot in slotBuffer {
            let s = Int(slot)
            let basic = basicOfSlot[s]
            if kinds[Int(basic)] == .external { continue }
            let c = rows[s].coefficient(of: entering)
            if c < 0 {
                let r = -rows[s].constant / c
                if r < bestRatio || (r == bestRatio && basic < bestBasic) {
                    bestRatio = r
                    best = slot
                    bestBasic = basic
                }
            }
        }
        return best
    }

    /// Primal simplex on the objective levels (or the artificial objective).
    mutating func optimize(artificialPhase: Bool) throws(TableauFailure) {
        var count = 0
        while true {
            if overflowed { throw .nonFinite }
            let entering = enteringSymbol(artificialPhase: artificialPhase)
            if entering < 0 { return }
            let slot = leavingSlot(entering: entering)
            if slot < 0 { throw .internalError("the objective is unbounded") }
            pivot(slot: slot, entering: entering)
            count += 1
            if count > Tableau.pivotLimit { throw .internalError("the primal simplex did not converge") }
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality
    /// (Kiwi's `dualOptimize`). A row that cannot be repaired proves the required constraints
    /// infeasible; its markers name the conflict.
    mutating func dualOptimize() throws(TableauFailure) {
        var count = 0
        while !infeasible.isEmpty {
            if overflowed {
                infeasible.removeAll()
                throw .nonFinite
            }
            // The most infeasible row leaves first (Dantzig's dual rule); ties go to the
            // lowest basic id, so the order never depends on how rows were discovered.
            var pick = 0
            var worst = Double.infinity
            var k = 0
            while k < infeasible.count {
                let sym = infeasible[k]
                let sl = slotOfSymbol[Int(sym)]
                let c = sl >= 0 ? rows[Int(sl)].constant : 0
                if c < worst || (c == worst && sym < infeasible[pick]) { worst = c; pick = k }
                k += 1
            }
            let leaving = infeasible.remove(at: pick)
            let slot = slotOfSymbol[Int(leaving)]
            if slot < 0 { continue }
            let row = rows[Int(slot)]
            if row.constant >= -Tableau.epsilon { continue }
            let entering = dualEnteringSymbol(row)
            if entering < 0 {
                infeasible.removeAll()
                throw .unsatisfiable(requiredOwners(of: row, basic: leaving))
            }
            pivot(slot: slot, entering: entering)
            count += 1
            if count > Tableau.pivotLimit { throw .internalError("the dual simplex did not converge") }
        }
        if count > 0 { repairDegenerateRows() }
    }

    /// Moves degenerate slacks out of the basis where that gives them a positive reduced cost.
    ///
    /// A slack that is basic at zero leaves the symbols in its row free of cost (a label's
    /// compression slack, when its hugging slack is basic at zero). The next dual simplex then
    /// walks an infeasibility through every such row, one pivot per label: the 2n + 1 pivots
    /// Kiwi makes on the crossing stack. Pivoting such a row on its dual-ratio minimum is a
    /// degenerate pivot (no constant moves) that keeps every reduced cost lexicographically
    /// non-negative (the dual ratio test guarantees it), so the solution and its optimality are
    /// unchanged; only the basis is one from which the next regime change is a couple of pivots.
    mutating func repairDegenerateRows() {
        var slot = 0
        var budget = rows.count
        while slot < rows.count && budget > 0 {
            let basic = basicOfSlot[slot]
            if basic >= 0 && kinds[Int(basic)] == .slack && abs(rows[slot].constant) < Tableau.epsilon
                && isSoftSlack(basic)
            {
                let entering = dualEnteringSymbol(rows[slot])
                if entering >= 0 && levels.contains(where: { abs($0.coefficient(of: entering)) >= Tableau.epsilon }) {
                    pivot(slot: Int32(slot), entering: entering)
                    budget -= 1
                }
            }
            slot += 1
        }
    }

    /// Whether `symbol` is the slack of a non-required inequality (the only slacks that
    /// ``repairDegenerateRows()`` moves: required slacks, as in a grid, never cause the walk).
    private func isSoftSlack(_ symbol: Int32) -> Bool {
        let owner = owners[Int(symbol)]
        guard owner >= 0, let tag = tags[Int(owner)] else { return false }
        return !tag.isRequired
    }

    /// The entering symbol of the dual simplex for an infeasible row: among positive
    /// non-dummy coefficients, the lexicographically smallest `objective / coefficient`
    /// (Kiwi's `getDualEnteringSymbol`, level by level; ties go to the lowest id).
    mutating func dualEnteringSymbol(_ row: SparseRow) -> Int32 {
        var best: Int32 = -1
        var bestRatios: [Double] = []
        swap(&bestRatios, &ratioBuffer)
        bestRatios.removeAll(keepingCapacity: true)
        for cell in row.cells where cell.coefficient > Tableau.epsilon && kinds[Int(cell.symbol)] != .dummy {
            if best < 0 {
                best = cell.symbol
                for l in levels.indices { bestRatios.append(levels[l].coefficient(of: cell.symbol) / cell.coefficient) }
                continue
            }
            var better = false
            var l = 0
            while l < levels.count {
                let a = levels[l].coefficient(of: cell.symbol) / cell.coefficient
                let b = bestRatios[l]
                let tolerance = 1e-9 * max(1, abs(b))
                if a < b - tolerance { better = true; break }
                if a > b + tolerance { break }
                l += 1
            }
            if better {
                best = cell.symbol
                for m in levels.indices { bestRatios[m] = levels[m].coefficient(of: cell.symbol) / cell.coefficient }
            }
        }
        swap(&bestRatios, &ratioBuffer)
        return best
    }

    /// The tags of the required constraints whose markers appear in a row (the constraints a
    /// proof of infeasibility uses).
    func requiredOwners(of row: SparseRow, basic: Int32) -> [Int32] {
        var result: [Int32] = []
        var symbols = row.cells.map(\.symbol)
        if basic >= 0 { symbols.append(basic) }
        for sym in symbols {
            let owner = owners[Int(sym)]
            if owner >= 0, let tag = tags[Int(owner)], tag.isRequired, !result.contains(owner) {
                result.append(owner)
            }
        }
        return result
    }
}
