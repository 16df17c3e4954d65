/// Variables' rows, brought up to date when they are read.
///
/// A variable (an external symbol) is unrestricted in sign, so its row never takes part in a
/// ratio test, a feasibility repair or the objective: the simplex only needs the rows of
/// slacks and errors. Kiwi still substitutes every pivot into every variable's row. On a
/// chain whose variables are written relative to one anchor (`v[i+1] >= v[i] + 10` with a
/// weak `v[i] == 0` each), every pivot moves the anchor, so it rewrote every variable's row,
/// each as long as the chain: four fifths of the work of building the system.
///
/// Here ``Tableau/substitute(_:_:)`` leaves a variable's row as it is and marks it stale: the
/// row is still a true equation (`variable = constant + Σ coefficient · symbol`), only some of
/// its symbols have become basic since. Before a row is read (values, a new constraint that
/// mentions the variable, ambiguity) ``refresh(_:)`` replaces those symbols by their current
/// rows, once, whatever the number of pivots in between. A stale row keeps its column
/// entries, so an in-place constant change (``Tableau/updateConstant(tag:to:)``) still shifts
/// its constant, which keeps the equation true. Removing a constraint refreshes every row
/// first, since it may drop a row a stale one still refers to.
extension Tableau {
    /// Marks a variable's row as mentioning a symbol that has just become basic.
    @inline(__always)
    mutating func markStale(_ slot: Int32) {
        if !isStale[Int(slot)] {
            isStale[Int(slot)] = true
            staleSlots.append(slot)
            // Rows refreshed one by one stay listed; drop them before the list outgrows the rows.
            if staleSlots.count > 2 * rows.count + 64 {
                let flags = isStale
                staleSlots.removeAll { !flags[Int($0)] }
            }
        }
    }

    /// Brings every stale row up to date.
    mutating func refreshAll() {
        while let slot = staleSlots.popLast() {
            refresh(slot)
        }
    }

    /// Brings the row in `slot` up to date: each basic symbol it mentions is replaced by that
    /// symbol's row, after bringing that row up to date if it is a stale variable's row too
    /// (an explicit stack, so a long chain of them cannot overflow the call stack).
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
            isStale[Int(top)] = false
            stack.removeLast()
        }
        swap(&stack, &refreshStack)
    }

    /// Replaces the basic symbols of a row by their rows (which are up to date).
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
}
