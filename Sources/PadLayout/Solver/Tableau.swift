/// The kind of a tableau symbol (Kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The error of a non-required constraint: ≥ 0, and part of the objective.
    case error
    /// The marker of a required equality: always 0, never chosen to enter the basis.
    case dummy
}

/// Why a tableau operation failed.
enum TableauFailure: Error {
    /// The required constraints cannot all hold; the tags (constraint ids) of a conflicting set.
    case unsatisfiable([Int32])
    /// A coefficient or constant of the new row, or a value computed by a pivot, is not
    /// finite: Double's range overflowed. The tableau may hold such values; ``Solver`` rebuilds it.
    case nonFinite
    case internalError(String)
}

/// What the tableau remembers about one constraint (Kiwi's `Tag`, plus what an in-place
/// constant update needs).
struct ConstraintTag {
    /// The symbol that identifies the constraint's row: its slack, its positive error, or its dummy.
    var marker: Int32
    /// The second error symbol of a non-required constraint, or −1.
    var other: Int32
    /// The coefficients of `marker` and `other` in the constraint's row as first written
    /// (`expression + κ·marker + …`, before any sign reversal). A change Δ of the expression's
    /// constant is the substitution `marker → marker + Δ/κ`.
    var markerCoefficient: Double
    var otherCoefficient: Double
    var strength: Double
    var isRequired: Bool
    /// The expression's current constant.
    var constant: Double
}

/// The rows a constant change goes through, remembered between edits (see
/// `Tableau/shiftCaches`).
struct ShiftCache {
    var version: UInt64 = 0
    var isValid = false
    var slots: [Int32] = []
    var coefficients: [Double] = []
}

/// An incremental simplex tableau in Cassowary's augmented form (Badros, Borning and Stuckey
/// 2001), in the shape of Kiwi's `SolverImpl` with four differences that make it faster or
/// more faithful:
///
/// * **Integer symbols and slot-indexed rows.** Symbols are `Int32` ids with their kind in a
///   side array; rows live in a contiguous array indexed by slot, and `slotOfSymbol` finds the
///   row of a basic symbol in O(1) (Kiwi: binary search in a sorted map of pointers).
/// * **A column index.** `columns[s]` lists the slots of the rows that may contain `s`
///   (entries are removed lazily and checked on use), so substituting a symbol, shifting a
///   constant or suggesting a value touches only the rows that mention it. Kiwi walks every
///   row.
/// * **Lexicographic objective.** One objective row per distinct strength, compared level by
///   level, so a higher strength is always satisfied first (see ``Strength``).
/// * **Variables' rows left stale by pivots.** The simplex never reads a variable's row, so a
///   pivot does not rewrite it; it is brought up to date where it is read, and values are
///   evaluated through it (see `Tableau+StaleRows.swift`).
///
/// It is a struct so that the hot loops get static exclusivity checking; ``Solver`` owns it.
struct Tableau {
    // Symbols.
    var kinds: [SymbolKind] = []
    /// For a marker or error symbol: the tag id of its constraint; for an external: −1.
    var owners: [Int32] = []
    var slotOfSymbol: [Int32] = []
    var columns: [[Int32]] = []

    // Rows.
    var rows: [SparseRow] = []
    var basicOfSlot: [Int32] = []
    var freeSlots: [Int32] = []
    var marks: [UInt32] = []
    var epoch: UInt32 = 0
    /// Per slot: a variable's row that pivots left mentioning basic symbols (see
    /// `Tableau+StaleRows.swift`); `staleSlots` lists them (possibly with refreshed ones).
    var isStale: [Bool] = []
    var staleCount = 0
    /// Per slot: value reads since a pivot last left the row stale.
    var staleReads: [UInt8] = []
    var evaluationMemo: [Double] = []
    var staleSlots: [Int32] = []
    var refreshStack: [Int32] = []
    var basicsBuffer: [Int32] = []
    var keptBuffer: [Int32] = []
    var refreshSlots: [Int32] = []

    // Objective: one row per strength level, strongest first.
    var levels: [SparseRow] = []
    var levelStrengths: [Double] = []
    var artificial: SparseRow?

    // Variables and constraints.
    var symbolOfVariable: [Int32] = []
    var tags: [ConstraintTag?] = []
    var infeasible: [Int32] = []

    // Scratch buffers reused by merges and column walks.
    var scratch: [Cell] = []
    var addedBuffer: [Int32] = []
    var slotBuffer: [Int32] = []
    var ratioBuffer: [Double] = []

    /// Bumped whenever any row's cells or the row set change; caches of row positions compare it.
    var structureVersion: UInt64 = 0
    /// Per tag: the rows (slot, coefficient of the marker) a constant change of that constraint
    /// touches, valid while `structureVersion` equals the stored version. Repeated edits of the
    /// same edit variable with no pivot in between (the common resize case) then update the
    /// constants in one sequential pass, with no search.
    var shiftCaches: [ShiftCache] = []
    /// Simplex pivots performed so far (primal, dual and artificial).
    var pivotCount = 0
    /// Set when any arithmetic on the rows produced a value that is not finite (an overflow
    /// of Double's range, or infinity times zero). The values in the tableau are then
    /// meaningless; ``Solver`` checks the flag after every operation and rebuilds.
    var overflowed = false

    static let epsilon = SparseRow.epsilon
    static let pivotLimit = 1_000_000

    // MARK: Symbols and rows

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
    private mutating func addInPlace(_ src: SparseRow, scale: Double, into dst: inout SparseRow,
                                     skipping skip: Int32, slot: Int32) {
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

    // MARK: Objective

    /// The index of the objective level for `strength`, created if needed.
    mutating func level(for strength: Double) -> Int {
        var i = 0
        while i < levelStrengths.count && levelStrengths[i] > strength { i += 1 }
        if i < levelStrengths.count && levelStrengths[i] == strength { return i }
        levelStrengths.insert(strength, at: i)
        levels.insert(SparseRow(), at: i)
        return i
    }

    /// Adds `coefficient · symbol` to an objective level, expanding the symbol's row if basic.
    mutating func addToObjective(level l: Int, symbol: Int32, coefficient: Double) {
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
                && isSoftSlack(basic) {
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

    // MARK: Constraints

    /// Adds a constraint (Kiwi's `addConstraint`). On failure the tableau holds the same
    /// constraints as before.
    mutating func addConstraint(tag id: Int32, variables: [Int], coefficients: [Double], constant: Double,
                                relation: Relation, strength: Double, required: Bool) throws(TableauFailure) {
        // The row `constant + Σ aᵢ·xᵢ`, with basic variables replaced by their rows.
        var row = SparseRow(constant: constant)
        for k in variables.indices {
            let sym = externalSymbol(forVariable: variables[k])
            let slot = slotOfSymbol[Int(sym)]
            if slot >= 0 {
                refresh(slot)
                let basicRow = rows[Int(slot)]
                merge(basicRow, scale: coefficients[k], into: &row, skipping: -1, slot: -1)
            } else {
                row.add(sym, coefficients[k])
            }
        }
        // Coefficients that overflow when combined (two terms of 1e308 on one variable) or
        // through a substituted row: nothing has changed yet, so the constraint is refused.
        if overflowed || !row.isFinite { overflowed = false; throw .nonFinite }
        var tag = ConstraintTag(marker: -1, other: -1, markerCoefficient: 0, otherCoefficient: 0,
                                strength: strength, isRequired: required, constant: constant)
        var level = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: id)
            tag.marker = slack
            tag.markerCoefficient = sign
            row.add(slack, sign)
            if !required {
                let error = newSymbol(.error, owner: id)
                tag.other = error
                tag.otherCoefficient = -sign
                row.add(error, -sign)
                level = self.level(for: strength)
                addToObjective(level: level, symbol: error, coefficient: 1)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy, owner: id)
                tag.marker = dummy
                tag.markerCoefficient = 1
                row.add(dummy, 1)
            } else {
                let plus = newSymbol(.error, owner: id)
                let minus = newSymbol(.error, owner: id)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                tag.otherCoefficient = 1
                row.add(plus, -1)
                row.add(minus, 1)
                level = self.level(for: strength)
                addToObjective(level: level, symbol: plus, coefficient: 1)
                addToObjective(level: level, symbol: minus, coefficient: 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        while tags.count <= Int(id) { tags.append(nil) }
        tags[Int(id)] = tag

        let subject = chooseSubject(row, tag)
        if subject >= 0 {
            row.solve(for: subject)
            if !row.isFinite { overflowed = true }
            substitute(subject, row)
            insertRow(basic: subject, row)
        } else if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if abs(row.constant) >= Tableau.epsilon && abs(row.constant) >= redundancyTolerance() {
                tags[Int(id)] = nil
                throw .unsatisfiable(Tableau.conflict(id, requiredOwners(of: row, basic: tag.marker)))
            }
            // Redundant but consistent: keep the all-dummy row under its own marker, so that a
            // later constant change can tell whether it still holds.
            row.solve(for: tag.marker)
            insertRow(basic: tag.marker, row)
        } else {
            do {
                try addWithArtificialVariable(row, tag: id)
            } catch {
                tags[Int(id)] = nil
                try? optimize(artificialPhase: false)
                throw error
            }
        }
        try optimize(artificialPhase: false)
    }

    /// The symbol to solve a new row for (Kiwi's `chooseSubject`), or −1.
    ///
    /// 1. An external variable: the one in the fewest rows (the lowest id among equals), since
    ///    solving for it substitutes its new row into each of them. Kiwi takes the first one;
    ///    on a chain `v[i] >= v[i-1] + 10` added link by link, that is the chain's first
    ///    variable, so every link rewrites every earlier row (cubic in the chain's length),
    ///    where the newest variable, in no row yet, costs nothing.
    /// 2. The constraint's own slack or error with a negative coefficient: it appears in no
    ///    other row, so solving for it keeps every row feasible.
    /// 3. When the row's constant is zero, any non-dummy restricted symbol, the one in the
    ///    fewest rows: the pivot is degenerate, so no constant moves, and it keeps the fill-in
    ///    small where Kiwi would go through an artificial variable (the `width == width₀` rows of
    ///    a chain).
    func chooseSubject(_ row: SparseRow, _ tag: ConstraintTag) -> Int32 {
        var external: Int32 = -1
        var externalRows = Int.max
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            let count = columns[Int(cell.symbol)].count
            if count < externalRows {
                external = cell.symbol
                externalRows = count
                if count == 0 { break }
            }
        }
        if external >= 0 { return external }
        for sym in [tag.marker, tag.other] where sym >= 0 {
            let kind = kinds[Int(sym)]
            if (kind == .slack || kind == .error) && row.coefficient(of: sym) < 0 { return sym }
        }
        if abs(row.constant) < Tableau.epsilon {
            var best: Int32 = -1
            var bestCount = Int.max
            for cell in row.cells where kinds[Int(cell.symbol)] != .dummy {
                let count = columns[Int(cell.symbol)].count
                if count < bestCount {
                    best = cell.symbol
                    bestCount = count
                }
            }
            return best
        }
        return -1
    }

    /// Phase one for a row with no usable subject (Kiwi's `addWithArtificialVariable`).
    private mutating func addWithArtificialVariable(_ row: SparseRow, tag id: Int32) throws(TableauFailure) {
        let art = newSymbol(.slack, owner: -1)
        insertRow(basic: art, row)
        artificial = row
        do {
            try optimize(artificialPhase: true)
        } catch {
            artificial = nil
            dropArtificial(art)
            throw error
        }
        let success = abs(artificial?.constant ?? 0) < redundancyTolerance()
        artificial = nil
        let slot = slotOfSymbol[Int(art)]
        if slot >= 0 {
            if !success {
                let owners = requiredOwners(of: rows[Int(slot)], basic: -1)
                _ = takeRow(slot)
                dropArtificial(art)
                throw .unsatisfiable(Tableau.conflict(id, owners))
            }
            var artRow = takeRow(slot)
            if !artRow.cells.isEmpty {
                // Kiwi's `anyPivotableSymbol` (a slack or an error). When the row holds only
                // dummies (Kiwi returns "unsatisfiable" here, with the comment "will this ever
                // happen?" — it does, for a redundant equality reached through phase one), the
                // constraint is redundant: its dummy row stays, like the all-dummy case above.
                var entering: Int32 = -1
                for cell in artRow.cells {
                    let kind = kinds[Int(cell.symbol)]
                    if kind == .slack || kind == .error { entering = cell.symbol; break }
                }
                if entering < 0 {
                    let marker = tags[Int(id)]?.marker ?? -1
                    entering = artRow.index(of: marker) != nil ? marker : (artRow.cells.first?.symbol ?? -1)
                }
                artRow.solve(lhs: art, rhs: entering)
                substitute(entering, artRow)
                insertRow(basic: entering, artRow)
            }
        } else if !success {
            dropArtificial(art)
            throw .unsatisfiable([id])
        }
        dropArtificial(art)
    }

    /// Removes the artificial symbol from every row (sets it to zero).
    private mutating func dropArtificial(_ art: Int32) {
        structureVersion &+= 1
        collectColumn(art)
        for slot in slotBuffer { rows[Int(slot)].remove(art) }
        columns[Int(art)].removeAll()
        for l in levels.indices { levels[l].remove(art) }
    }

    /// Removes a constraint (Kiwi's `removeConstraint`).
    mutating func removeConstraint(tag id: Int32) throws(TableauFailure) {
        guard let tag = tags[Int(id)] else { return }
        // The marker goes away: no stale row may still mention it.
        refreshStaleRows(mentioning: tag.marker)
        tags[Int(id)] = nil
        if Int(id) < shiftCaches.count { shiftCaches[Int(id)] = ShiftCache() }
        if !tag.isRequired {
            let l = level(for: tag.strength)
            for sym in [tag.marker, tag.other] where sym >= 0 && kinds[Int(sym)] == .error {
                addToObjective(level: l, symbol: sym, coefficient: -1)
            }
        }
        let slot = slotOfSymbol[Int(tag.marker)]
        if slot >= 0 {
            _ = takeRow(slot)
        } else {
            let leaving = markerLeavingSlot(tag.marker)
            if leaving < 0 { throw .internalError("no leaving row for a removed marker") }
            let basic = basicOfSlot[Int(leaving)]
            // `basic` becomes parametric: no stale row may still mention it as basic.
            refreshStaleRows(mentioning: basic)
            var row = takeRow(leaving)
            row.solve(lhs: basic, rhs: tag.marker)
            // The marker's row is dropped; `basic` stays parametric in the rows that gained it.
            substitute(tag.marker, row)
        }
        try optimize(artificialPhase: false)
    }

    /// Kiwi's `getMarkerLeavingRow`.
    private mutating func markerLeavingSlot(_ marker: Int32) -> Int32 {
        collectColumn(marker)
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for slot in slotBuffer {
            let s = Int(slot)
            let c = rows[s].coefficient(of: marker)
            if c == 0 { continue }
            if kinds[Int(basicOfSlot[s])] == .external {
                if third < 0 { third = slot }
            } else if c < 0 {
                let r = -rows[s].constant / c
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = rows[s].constant / c
                if r < r2 { r2 = r; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third
    }

    /// Changes a constraint's constant in place: `marker → marker + Δ/κ` through the marker's
    /// column, then the dual simplex (Kiwi's `suggestValue`, generalised to any constraint;
    /// what `NSLayoutConstraint.constant = x` needs). On failure nothing changes.
    mutating func updateConstant(tag id: Int32, to constant: Double) throws(TableauFailure) {
        guard var tag = tags[Int(id)] else { return }
        let previous = tag.constant
        let delta = constant - previous
        if delta == 0 { return }
        tag.constant = constant
        tags[Int(id)] = tag
        var overflow = false
        let shifted = shift(tag, delta: delta, overflow: &overflow)
        if overflow {
            // Nothing was written: the tableau is as it was. (The old constant is put back as
            // it was: `constant − delta` can round, 1e308 − 5 is 1e308.)
            tag.constant = previous
            tags[Int(id)] = tag
            throw .nonFinite
        }
        if let owners = shifted {
            _ = shift(tag, delta: -delta, overflow: &overflow)
            infeasible.removeAll()
            tag.constant = previous
            tags[Int(id)] = tag
            throw .unsatisfiable(Tableau.conflict(id, owners))
        }
        do {
            try dualOptimize()
        } catch {
            var restored = tag
            restored.constant = previous
            tags[Int(id)] = restored
            _ = shift(tag, delta: -delta, overflow: &overflow)
            try dualOptimize()
            if case .unsatisfiable(let owners) = error { throw .unsatisfiable(Tableau.conflict(id, owners)) }
            throw error
        }
    }

    /// Applies a constant change Δ to the rows; returns a conflict when a redundant required
    /// equality (an all-dummy row) would stop holding.
    private mutating func shift(_ tag: ConstraintTag, delta: Double, overflow: inout Bool) -> [Int32]? {
        var conflict: [Int32]?
        let markerSlot = slotOfSymbol[Int(tag.marker)]
        if markerSlot >= 0 {
            let d = delta / tag.markerCoefficient
            let shifted = rows[Int(markerSlot)].constant - d
            if !shifted.isFinite { overflow = true; return nil }
            if !shiftStaleRows(containing: tag.marker, by: d) { overflow = true; return nil }
            rows[Int(markerSlot)].constant = shifted
            checkShifted(slot: markerSlot, conflict: &conflict)
            return conflict
        }
        if tag.other >= 0 {
            let otherSlot = slotOfSymbol[Int(tag.other)]
            if otherSlot >= 0 {
                let d = delta / tag.otherCoefficient
                let shifted = rows[Int(otherSlot)].constant - d
                if !shifted.isFinite { overflow = true; return nil }
                if !shiftStaleRows(containing: tag.other, by: d) { overflow = true; return nil }
                rows[Int(otherSlot)].constant = shifted
                checkShifted(slot: otherSlot, conflict: &conflict)
                return conflict
            }
        }
        let d = delta / tag.markerCoefficient
        let id = owners[Int(tag.marker)]
        while shiftCaches.count <= Int(id) { shiftCaches.append(ShiftCache()) }
        var cache = ShiftCache()
        swap(&cache, &shiftCaches[Int(id)])
        if cache.version != structureVersion || !cache.isValid {
            collectColumn(tag.marker)
            cache.slots.removeAll(keepingCapacity: true)
            cache.coefficients.removeAll(keepingCapacity: true)
            for slot in slotBuffer {
                cache.slots.append(slot)
                cache.coefficients.append(rows[Int(slot)].coefficient(of: tag.marker))
            }
            cache.version = structureVersion
            cache.isValid = true
        }
        // One pass through unsafe pointers for the constants (no copy-on-write check per row),
        // then the feasibility checks, which only read.
        // A value that would not be finite stops the pass, and the rows already shifted are
        // shifted back, so an overflowing change leaves the tableau as it was.
        let failed: Int = cache.slots.withUnsafeBufferPointer { slots in
            cache.coefficients.withUnsafeBufferPointer { coefficients in
                rows.withUnsafeMutableBufferPointer { r in
                    for k in 0..<slots.count {
                        let shifted = r[Int(slots[k])].constant + coefficients[k] * d
                        if !shifted.isFinite {
                            for j in 0..<k { r[Int(slots[j])].constant -= coefficients[j] * d }
                            return k
                        }
                        r[Int(slots[k])].constant = shifted
                    }
                    return -1
                }
            }
        }
        if failed >= 0 {
            swap(&cache, &shiftCaches[Int(id)])
            overflow = true
            return nil
        }
        for slot in cache.slots { checkShifted(slot: slot, conflict: &conflict) }
        swap(&cache, &shiftCaches[Int(id)])
        return conflict
    }

    @inline(__always)
    private mutating func checkShifted(slot: Int32, conflict: inout [Int32]?) {
        let s = Int(slot)
        let basic = basicOfSlot[s]
        let kind = kinds[Int(basic)]
        let c = rows[s].constant
        if !c.isFinite { overflowed = true }
        if kind == .external { return }
        if kind == .dummy {
            if abs(c) >= Tableau.epsilon && conflict == nil && abs(c) >= redundancyTolerance() {
                conflict = requiredOwners(of: rows[s], basic: basic)
            }
        } else if c < 0 {
            infeasible.append(basic)
        }
    }

    /// How far from zero a required equality's residue may be and still count as holding:
    /// Kiwi's absolute 1e-8, scaled by the largest constant in the tableau, since rounding
    /// grows with the magnitude of the numbers combined.
    func redundancyTolerance() -> Double {
        var scale = 1.0
        for row in rows { scale = max(scale, abs(row.constant)) }
        return Tableau.epsilon * scale
    }

    /// `id` first, then the other owners in the order they were added.
    static func conflict(_ id: Int32, _ owners: [Int32]) -> [Int32] {
        [id] + owners.filter { $0 != id }.sorted()
    }

    // MARK: Invariants

    /// The tableau's invariants, checked one by one; returns what is broken (empty when sound).
    /// Tests run it after every step of random operation sequences.
    ///
    /// 1. `slotOfSymbol` and `basicOfSlot` are inverse; free slots hold no basic symbol.
    /// 2. No row mentions a basic symbol (solved form), and no cell is near zero.
    /// 3. Every restricted basic symbol is feasible (constant ≥ −ε): the basic feasible solved form.
    /// 4. Every cell's symbol lists the cell's slot in its column (the column index is complete).
    /// 5. Every objective level is optimal: no non-dummy symbol has a lexicographically negative
    ///    vector of coefficients.
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
        return problems
    }

    // MARK: Reading values

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
