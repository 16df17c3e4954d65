/// The tableau's symbols and rows: making symbols, pivoting, substituting rows into rows.
extension Tableau {
    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        owners.append(owner)
        slotOfSymbol.append(-1)
        columns.append([])
        return id
    }

    mutating func addVariable() {
        symbolOfVariable.append(-1)
    }

    mutating func externalSymbol(forVariable index: Int) -> Int32 {
        let existing = symbolOfVariable[index]
        if existing >= 0 { return existing }
        let s = newSymbol(.external, owner: -1)
        symbolOfVariable[index] = s
        return s
    }

    /// Installs `row` as the row of `basic` and indexes its symbols.
    mutating func insertRow(basic: Int32, _ row: SparseRow) {
        structureVersion &+= 1
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
            clearStale(slot)
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOfSlot.append(basic)
            marks.append(0)
            isStale.append(false)
            staleReads.append(0)
        }
        slotOfSymbol[Int(basic)] = slot
        for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
    }

    /// Removes and returns the row in `slot`. Column entries that point to it go stale and are
    /// dropped on their next walk.
    mutating func takeRow(_ slot: Int32) -> SparseRow {
        structureVersion &+= 1
        let basic = basicOfSlot[Int(slot)]
        slotOfSymbol[Int(basic)] = -1
        basicOfSlot[Int(slot)] = -1
        clearStale(slot)
        var row = SparseRow()
        swap(&row, &rows[Int(slot)])
        freeSlots.append(slot)
        return row
    }

    /// The slots of the rows that contain `symbol`, each once, in `slotBuffer`; the column is
    /// rewritten without its stale entries.
    mutating func collectColumn(_ symbol: Int32) {
        epoch &+= 1
        if epoch == 0 {
            for i in marks.indices { marks[i] = 0 }
            epoch = 1
        }
        slotBuffer.removeAll(keepingCapacity: true)
        var column: [Int32] = []
        swap(&column, &columns[Int(symbol)])
        for slot in column {
            let s = Int(slot)
            if basicOfSlot[s] >= 0, marks[s] != epoch, rows[s].index(of: symbol) != nil {
                marks[s] = epoch
                slotBuffer.append(slot)
            }
        }
        column.removeAll(keepingCapacity: true)
        column.append(contentsOf: slotBuffer)
        swap(&column, &columns[Int(symbol)])
    }

    /// `dst += scale · src`, leaving out `skip`. When `slot ≥ 0`, symbols new to `dst` are
    /// added to the column index under that slot.
    ///
    /// The hot loop of every pivot: a two-pointer merge of two sorted cell arrays into a
    /// reused scratch buffer through unsafe buffer pointers (no per-cell capacity or uniqueness
    /// checks), then one copy back into the destination's storage, so a merge allocates
    /// nothing once the buffers have grown.
    mutating func merge(_ src: SparseRow, scale: Double, into dst: inout SparseRow, skipping skip: Int32, slot: Int32) {
        let dn = dst.cells.count
        let sn = src.cells.count
        if sn &* Tableau.inPlaceRatio < dn {
            addInPlace(src, scale: scale, into: &dst, skipping: skip, slot: slot)
            return
        }
        let need = dn + sn
        var out: [Cell] = []
        swap(&out, &scratch)
        if out.count < need {
            out.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: need - out.count))
        }
        var added: [Int32] = []
        swap(&added, &addedBuffer)
        if added.count < sn { added.append(contentsOf: repeatElement(0, count: sn - added.count)) }
        var k = 0
        var a = 0
        var finite = true
        let eps = Tableau.epsilon
        let register = slot >= 0
        out.withUnsafeMutableBufferPointer { o in
            added.withUnsafeMutableBufferPointer { newSymbols in
                dst.cells.withUnsafeBufferPointer { d in
                    src.cells.withUnsafeBufferPointer { s in
                        var i = 0
                        var j = 0
                        while i < dn && j < sn {
                            let x = d[i].symbol
                            let y = s[j].symbol
                            if x < y {
                                if x != skip { o[k] = d[i]; k &+= 1 }
                                i &+= 1
                            } else if y < x {
                                let v = s[j].coefficient * scale
                                if !v.isFinite { finite = false }
                                if abs(v) >= eps {
                                    o[k] = Cell(symbol: y, coefficient: v)
                                    k &+= 1
                                    if register { newSymbols[a] = y; a &+= 1 }
                                }
                                j &+= 1
                            } else {
                                let v = d[i].coefficient + s[j].coefficient * scale
                                if !v.isFinite { finite = false }
                                if abs(v) >= eps && x != skip { o[k] = Cell(symbol: x, coefficient: v); k &+= 1 }
                                i &+= 1
                                j &+= 1
                            }
                        }
                        while i < dn {
                            if d[i].symbol != skip { o[k] = d[i]; k &+= 1 }
                            i &+= 1
                        }
                        while j < sn {
                            let v = s[j].coefficient * scale
                            if !v.isFinite { finite = false }
                            if abs(v) >= eps {
                                o[k] = Cell(symbol: s[j].symbol, coefficient: v)
                                k &+= 1
                                if register { newSymbols[a] = s[j].symbol; a &+= 1 }
                            }
                            j &+= 1
                        }
                    }
                }
            }
        }
        if register {
            for t in 0..<a { columns[Int(added[t])].append(slot) }
        }
        swap(&added, &addedBuffer)
        dst.constant += src.constant * scale
        if !finite || !dst.constant.isFinite { overflowed = true }
        dst.cells.removeAll(keepingCapacity: true)
        out.withUnsafeBufferPointer { dst.cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<k])) }
        swap(&out, &scratch)
    }

    /// How many times longer than the source row the destination must be for ``merge(_:scale:into:skipping:slot:)``
    /// to update it in place rather than rewrite it.
    static let inPlaceRatio = 8

    /// `dst += scale · src` for a short `src` and a long `dst`: each source cell is found by
    /// binary search (from where the previous one was, since both are sorted) and updated,
    /// inserted or removed in place, so the cost grows with the source row and the cells
    /// moved, not with the whole destination.
    ///
    /// This is the common case on long chains: a pivot row near the chain's anchor is a few
    /// cells long, and the rows it is substituted into (every variable expressed relative to
    /// the anchor) are as long as the chain. Rewriting each of them made a pivot cost the
    /// square of the chain's length (Kiwi's `Row::insert` also updates in place).
    private mutating func addInPlace(
        _ src: SparseRow, scale: Double, into dst: inout SparseRow,
        skipping skip: Int32, slot: Int32
    ) {
        let eps = Tableau.epsilon
        if skip >= 0, let i = dst.index(of: skip) { dst.cells.remove(at: i) }
        var low = 0
        for cell in src.cells where cell.symbol != skip {
            let v = cell.coefficient * scale
            if !v.isFinite { overflowed = true }
            var high = dst.cells.count
            while low < high {
                let mid = (low &+ high) >> 1
                if dst.cells[mid].symbol < cell.symbol { low = mid &+ 1 } else { high = mid }
            }
            if low < dst.cells.count && dst.cells[low].symbol == cell.symbol {
                let sum = dst.cells[low].coefficient + v
                if !sum.isFinite { overflowed = true }
                if abs(sum) < eps {
                    dst.cells.remove(at: low)
                } else {
                    dst.cells[low].coefficient = sum
                    low &+= 1
                }
            } else if abs(v) >= eps {
                dst.cells.insert(Cell(symbol: cell.symbol, coefficient: v), at: low)
                low &+= 1
                if slot >= 0 { columns[Int(cell.symbol)].append(slot) }
            }
        }
        dst.constant += src.constant * scale
        if !dst.constant.isFinite { overflowed = true }
    }

    /// Replaces `symbol` by `row` everywhere (Kiwi's `substitute`): in every row that contains
    /// it, in the objective levels and in the artificial objective. With `leavingVariablesStale`
    /// (a pivot), variables' rows are marked stale instead (see `Tableau+StaleRows.swift`) and
    /// stay in the symbol's column.
    mutating func substitute(_ symbol: Int32, _ row: SparseRow, leavingVariablesStale: Bool = false) {
        structureVersion &+= 1
        collectColumn(symbol)
        var slots: [Int32] = []
        swap(&slots, &slotBuffer)
        var kept: [Int32] = []
        swap(&kept, &keptBuffer)
        kept.removeAll(keepingCapacity: true)
        for slot in slots {
            let s = Int(slot)
            if leavingVariablesStale && kinds[Int(basicOfSlot[s])] == .external {
                markStale(slot)
                kept.append(slot)
                continue
            }
            var dst = SparseRow()
            swap(&dst, &rows[s])
            let coefficient = dst.coefficient(of: symbol)
            merge(row, scale: coefficient, into: &dst, skipping: symbol, slot: slot)
            let negative = dst.constant < 0
            swap(&dst, &rows[s])
            let basic = basicOfSlot[s]
            if negative && kinds[Int(basic)] != .external { infeasible.append(basic) }
        }
        swap(&slots, &slotBuffer)
        // Rows that still mention the symbol (the stale ones) stay in its column.
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        columns[Int(symbol)].append(contentsOf: kept)
        swap(&kept, &keptBuffer)
        for l in levels.indices {
            let c = levels[l].coefficient(of: symbol)
            if c != 0 {
                objectiveMaskIsValid = false
                var dst = SparseRow()
                swap(&dst, &levels[l])
                merge(row, scale: c, into: &dst, skipping: symbol, slot: -1)
                swap(&dst, &levels[l])
            }
        }
        if artificial != nil {
            var dst = artificial ?? SparseRow()
            artificial = nil
            let c = dst.coefficient(of: symbol)
            if c != 0 { merge(row, scale: c, into: &dst, skipping: symbol, slot: -1) }
            artificial = dst
        }
    }

    /// Makes `entering` basic in the row of `slot`, whose basic symbol leaves.
    mutating func pivot(slot: Int32, entering: Int32) {
        let s = Int(slot)
        structureVersion &+= 1
        pivotCount += 1
        let leaving = basicOfSlot[s]
        var row = SparseRow()
        swap(&row, &rows[s])
        row.solve(lhs: leaving, rhs: entering)
        if !row.isFinite { overflowed = true }
        slotOfSymbol[Int(leaving)] = -1
        slotOfSymbol[Int(entering)] = slot
        basicOfSlot[s] = entering
        columns[Int(leaving)].append(slot)
        rows[s] = row
        substitute(entering, row, leavingVariablesStale: true)
    }
}
