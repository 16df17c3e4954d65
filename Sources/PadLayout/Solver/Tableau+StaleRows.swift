/// Variables' rows, left stale by pivots and brought up to date only where a row is read.
///
/// A variable (an external symbol) is unrestricted in sign, so its row never takes part in a
/// ratio test, a feasibility repair or the objective: the simplex needs only the rows of slacks
/// and errors. Kiwi still substitutes every pivot into every variable's row. On a chain whose
/// variables are written relative to one anchor (`v[i+1] >= v[i] + 10` with a weak `v[i] == 0`
/// each), every pivot moves the anchor and rewrote every variable's row, each as long as the
/// chain: four fifths of the work of building it. On a stack of labels, every edit's pivots
/// rewrote the row of each label's left edge and width.
///
/// A pivot (``Tableau/pivot(slot:entering:)``) leaves a variable's row as it is and marks it
/// stale. The row is still a true identity among the tableau's symbols (pivots change how the
/// system is written, never what it says); only some of the symbols it mentions have become
/// basic since. The rules that keep that so:
///
/// * **Column index complete.** A stale row stays in the column of every symbol it mentions,
///   basic ones included, so every operation that rewrites the rows mentioning a symbol finds
///   it: substituting a symbol's row (a new constraint's subject, phase one), setting the
///   artificial symbol to zero, and an in-place constant change. A constant change is the
///   substitution `σ → σ + Δ/κ` of one of the constraint's markers; every row that mentions
///   `σ` shifts by its coefficient times `Δ/κ`, a stale one too, also when `σ` is basic
///   (``shiftStaleRows(containing:by:)``).
/// * **Read fresh.** A new constraint that mentions a variable reads its row after
///   ``refresh(_:)``, which replaces the basic symbols the row mentions by their rows, once,
///   however many pivots went by. Removing a constraint drops a marker, and may make a basic
///   symbol parametric, that stale rows may still mention: those rows are refreshed first
///   (``refreshStaleRows(mentioning:)``).
/// * **Values by evaluation.** A variable's value is its row's constant plus, for each basic
///   symbol the row mentions, the coefficient times that symbol's value (a slack's or error's
///   row is never stale: its constant is its value), so reading the solution after an edit
///   costs one pass over the stale rows' cells and no substitution at all.
extension Tableau {
    /// Marks the row in `slot` (a variable's) as mentioning a symbol that has become basic.
    @inline(__always)
    mutating func markStale(_ slot: Int32) {
        staleReads[Int(slot)] = 0
        if !isStale[Int(slot)] {
            isStale[Int(slot)] = true
            staleCount += 1
            staleSlots.append(slot)
            // Rows refreshed one by one stay listed (and may be listed again when they go stale
            // again): drop those before the list outgrows the rows.
            if staleSlots.count > 2 * rows.count + 64 { pruneStaleSlots() }
        }
    }

    /// Keeps each stale slot once, in the order first listed.
    private mutating func pruneStaleSlots() {
        var seen = [Bool](repeating: false, count: rows.count)
        var kept: [Int32] = []
        for slot in staleSlots where isStale[Int(slot)] && !seen[Int(slot)] {
            seen[Int(slot)] = true
            kept.append(slot)
        }
        staleSlots = kept
    }

    /// Whether any row is stale.
    var hasStaleRows: Bool { staleCount > 0 }

    /// Marks the row in `slot` as up to date (refreshed, taken or replaced).
    @inline(__always)
    mutating func clearStale(_ slot: Int32) {
        if isStale[Int(slot)] {
            isStale[Int(slot)] = false
            staleCount -= 1
        }
    }

    /// The values of the variables' rows, by evaluation (see ``evaluate(_:memo:)``). A stale
    /// row read three times with no pivot touching it in between is then brought up to date: a
    /// run of edits that pivot nothing (a resize within one regime) soon reads constants again,
    /// while rows that the pivots of every other edit touch (the crossing stack, whose edits
    /// alternate across a kink) are only ever evaluated. Three, not two: on that stack it saves
    /// 2% of the instructions, and 1% on remove-and-add (callgrind).
    mutating func fillValuesFromStaleRows(_ values: inout [Double]) {
        var memo: [Double] = []
        swap(&memo, &evaluationMemo)
        memo.removeAll(keepingCapacity: true)
        memo.append(contentsOf: repeatElement(.nan, count: rows.count))
        for i in 0..<min(values.count, symbolOfVariable.count) {
            let sym = symbolOfVariable[i]
            let slot = sym >= 0 ? slotOfSymbol[Int(sym)] : -1
            values[i] = slot >= 0 ? evaluate(slot, memo: &memo) : 0
        }
        swap(&memo, &evaluationMemo)
        var k = 0
        while k < staleSlots.count {
            let slot = staleSlots[k]
            if isStale[Int(slot)] {
                staleReads[Int(slot)] &+= 1
                if staleReads[Int(slot)] >= 3 { refresh(slot) }
            }
            k += 1
        }
        if staleCount == 0 { staleSlots.removeAll(keepingCapacity: true) }
    }

    /// The constant change `σ → σ + d` reaches stale rows that mention `σ` while `σ` is basic
    /// (fresh rows never mention a basic symbol). Returns false, with nothing written, if a
    /// shifted constant would not be finite.
    mutating func shiftStaleRows(containing symbol: Int32, by d: Double) -> Bool {
        if staleCount == 0 { return true }
        collectColumn(symbol)
        for slot in slotBuffer where isStale[Int(slot)] {
            let s = Int(slot)
            if !(rows[s].constant + rows[s].coefficient(of: symbol) * d).isFinite { return false }
        }
        for slot in slotBuffer where isStale[Int(slot)] {
            let s = Int(slot)
            rows[s].constant += rows[s].coefficient(of: symbol) * d
        }
        return true
    }

    /// Brings the stale rows that mention `symbol` up to date (before the symbol's row goes:
    /// a removed constraint's marker, or a basic symbol that becomes parametric).
    mutating func refreshStaleRows(mentioning symbol: Int32) {
        if staleCount == 0 { return }
        collectColumn(symbol)
        var slots: [Int32] = []
        swap(&slots, &refreshSlots)
        slots.removeAll(keepingCapacity: true)
        for slot in slotBuffer where isStale[Int(slot)] { slots.append(slot) }
        for slot in slots { refresh(slot) }
        swap(&slots, &refreshSlots)
    }

    /// Brings every stale row up to date.
    mutating func refreshAll() {
        while let slot = staleSlots.popLast() {
            refresh(slot)
        }
        staleCount = 0
    }

    /// Brings the row in `slot` up to date if it is stale: each basic symbol it mentions is
    /// replaced by that symbol's row, after that row is brought up to date if it is a stale
    /// variable's row too (an explicit stack, so a long chain of them cannot exhaust the call
    /// stack).
    mutating func refresh(_ slot: Int32) {
        guard isStale[Int(slot)] else { return }
        structureVersion &+= 1
        var stack: [Int32] = []
        swap(&stack, &refreshStack)
        stack.removeAll(keepingCapacity: true)
        stack.append(slot)
        while let top = stack.last {
            var dependency: Int32 = -1
            for cell in rows[Int(top)].cells {
                let other = slotOfSymbol[Int(cell.symbol)]
                if other >= 0 && isStale[Int(other)] && !stack.contains(other) {
                    dependency = other
                    break
                }
            }
            if dependency >= 0 {
                stack.append(dependency)
                continue
            }
            substituteBasicSymbols(in: top)
            clearStale(top)
            stack.removeLast()
        }
        swap(&stack, &refreshStack)
    }

    /// Replaces the basic symbols a row mentions by their rows.
    private mutating func substituteBasicSymbols(in slot: Int32) {
        let s = Int(slot)
        var basics: [Int32] = []
        swap(&basics, &basicsBuffer)
        basics.removeAll(keepingCapacity: true)
        for cell in rows[s].cells where slotOfSymbol[Int(cell.symbol)] >= 0 { basics.append(cell.symbol) }
        var row = SparseRow()
        swap(&row, &rows[s])
        for symbol in basics {
            let coefficient = row.coefficient(of: symbol)
            if coefficient == 0 { continue }
            let source = rows[Int(slotOfSymbol[Int(symbol)])]
            merge(source, scale: coefficient, into: &row, skipping: symbol, slot: slot)
        }
        swap(&row, &rows[s])
        swap(&basics, &basicsBuffer)
    }

    /// The value of the basic symbol of `slot`: its row's constant, plus, for a stale row, each
    /// basic symbol it mentions times that symbol's value. `memo` holds the values of stale
    /// rows already evaluated in this read (NaN: not yet).
    func evaluate(_ slot: Int32, memo: inout [Double]) -> Double {
        if !isStale[Int(slot)] { return rows[Int(slot)].constant }
        if !memo[Int(slot)].isNaN { return memo[Int(slot)] }
        // Depth first over the stale rows this one depends on, with an explicit stack.
        var stack: [Int32] = [slot]
        while let top = stack.last {
            var pending: Int32 = -1
            var value = rows[Int(top)].constant
            for cell in rows[Int(top)].cells {
                let other = slotOfSymbol[Int(cell.symbol)]
                if other < 0 { continue }
                if !isStale[Int(other)] {
                    value += cell.coefficient * rows[Int(other)].constant
                } else if !memo[Int(other)].isNaN {
                    value += cell.coefficient * memo[Int(other)]
                } else if !stack.contains(other) {
                    pending = other
                    break
                }
            }
            if pending >= 0 {
                stack.append(pending)
                continue
            }
            memo[Int(top)] = value
            stack.removeLast()
        }
        return memo[Int(slot)]
    }
}
