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

extension Tableau {
    /// Whether every variable has the same value at every optimum of the constraints held, shown
    /// by the optimal tableau itself (a sufficient test: `false` means not shown).
    ///
    /// At an optimum every non-basic slack and error has a reduced cost that is lexicographically
    /// at least zero; one that some objective level prices is strictly positive, so it is zero at
    /// every optimum, and so is every non-basic dummy (a required equality's marker). The optimal
    /// face is the set of feasible points where those symbols are zero; near the optimum found,
    /// the only rows that limit it are the degenerate ones (a restricted basic symbol at zero:
    /// `Σ b·t ≥ 0` over the other non-basic symbols `t`) and a dummy's row (`Σ b·t = 0`). Symbols
    /// those rows force to zero are found by propagation: a dummy's row with one symbol left free
    /// fixes it, and a degenerate row whose free symbols are all restricted (≥ 0) with negative
    /// coefficients fixes them all. Every variable whose row (brought up to date) mentions only
    /// fixed symbols has its value on the whole face (which is convex, so a point of it elsewhere
    /// would be reached along a direction the rows near the optimum allow): whatever pivots
    /// another solver made to reach its optimum (another order of additions, other constants on
    /// the way), its variables have these values. A symbol priced below `epsilon` counts as
    /// unpriced, and a row whose constant is below it as degenerate (a move it would allow is
    /// below a millionth of a point).
    mutating func hasUniqueVariableValues() -> Bool {
        if !objectiveMaskIsValid || objectiveMask.count != kinds.count { makeObjectiveMask() }
        var fixed = [Bool](repeating: false, count: kinds.count)
        for symbol in kinds.indices where kinds[symbol] == .dummy || (kinds[symbol] != .external && objectiveMask[symbol]) {
            fixed[symbol] = true
        }
        var variableRows: [Int] = []
        var limitingRows: [Int] = []
        for index in rows.indices {
            let basic = basicOfSlot[index]
            guard basic >= 0 else { continue }
            switch kinds[Int(basic)] {
            case .external:
                refresh(Int32(index))
                variableRows.append(index)
            case .dummy:
                limitingRows.append(index)
            case .slack, .error:
                if abs(rows[index].constant) < Tableau.epsilon { limitingRows.append(index) }
            }
        }
        var changed = true
        while changed {
            changed = false
            for index in limitingRows {
                let isDummy = kinds[Int(basicOfSlot[index])] == .dummy
                var free: [Int32] = []
                var allRestrictedNegative = true
                for cell in rows[index].cells where !fixed[Int(cell.symbol)] {
                    free.append(cell.symbol)
                    if kinds[Int(cell.symbol)] == .external || cell.coefficient >= 0 { allRestrictedNegative = false }
                }
                guard !free.isEmpty else { continue }
                if (isDummy && free.count == 1) || allRestrictedNegative {
                    for symbol in free { fixed[Int(symbol)] = true }
                    changed = true
                }
            }
        }
        for index in variableRows {
            for cell in rows[index].cells where !fixed[Int(cell.symbol)] { return false }
        }
        return true
    }
}

extension Tableau {
    /// Whether each variable is basic and its row, brought up to date, mentions only required
    /// equalities' markers, none of which a redundant equality's row mentions.
    ///
    /// Such a variable is a fixed combination of those equalities alone, `x = v + Σ αⱼ·dⱼ`, an
    /// identity among the constraints' expressions. A redundant equality's marker is basic, its
    /// row naming the equalities it depends on (an all-dummy row, which no pivot rewrites, as
    /// dummies never enter the basis), so the equalities no such row names depend on no other:
    /// every tableau that holds them keeps their markers non-basic, and writes each variable's row
    /// the same way (a basic symbol's row in the non-basic symbols is unique), whatever else it
    /// holds, in whatever order it added them, and whatever pivots it made.
    mutating func rowsMentionOnlyIndependentDummies(variables: [Int]) -> Bool {
        var dummies: Set<Int32> = []
        for index in variables {
            guard index < symbolOfVariable.count else { return false }
            let sym = symbolOfVariable[index]
            guard sym >= 0 else { return false }
            let slot = slotOfSymbol[Int(sym)]
            guard slot >= 0 else { return false }
            refresh(slot)
            for cell in rows[Int(slot)].cells {
                guard kinds[Int(cell.symbol)] == .dummy else { return false }
                dummies.insert(cell.symbol)
            }
        }
        if dummies.isEmpty { return true }
        for index in rows.indices {
            let basic = basicOfSlot[index]
            guard basic >= 0, kinds[Int(basic)] == .dummy else { continue }
            if dummies.contains(basic) || rows[index].cells.contains(where: { dummies.contains($0.symbol) }) { return false }
        }
        return true
    }
}

extension Tableau {
    /// The tags of the constraints whose slack or error lets the variable move without making the
    /// solution worse: the owners of the restricted symbols of its row that ``isAmbiguous(variable:)``
    /// counts as a free direction, in the order of the row. Empty when the variable is in no row
    /// (no constraint mentions it), is itself parametric, or moves only with another free variable
    /// (an external symbol of its row): then no one constraint's slack is what frees it.
    mutating func freeingTags(variable index: Int) -> [Int32] {
        guard index >= 0, index < symbolOfVariable.count else { return [] }
        let sym = symbolOfVariable[index]
        if sym < 0 { return [] }
        let slot = slotOfSymbol[Int(sym)]
        if slot < 0 { return [] }
        refresh(slot)
        if !objectiveMaskIsValid || objectiveMask.count != kinds.count { makeObjectiveMask() }
        var tags: [Int32] = []
        for cell in rows[Int(slot)].cells {
            guard !objectiveMask[Int(cell.symbol)] else { continue }
            switch kinds[Int(cell.symbol)] {
            case .external, .dummy: continue
            case .slack, .error:
                let owner = owners[Int(cell.symbol)]
                if owner >= 0, !tags.contains(owner), canMove(cell.symbol, direction: 1) { tags.append(owner) }
            }
        }
        return tags
    }

    /// Whether any constraint mentions the variable (it has a symbol in the tableau).
    func isConstrained(variable index: Int) -> Bool {
        index >= 0 && index < symbolOfVariable.count && symbolOfVariable[index] >= 0
    }
}
