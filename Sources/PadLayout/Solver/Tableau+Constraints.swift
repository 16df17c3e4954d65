/// Adding, removing and shifting constraints, and repairing feasibility.
extension Tableau {
    /// Adds a constraint (Kiwi's `addConstraint`). On failure the tableau holds the same
    /// constraints as before.
    mutating func addConstraint(
        tag id: Int32, variables: [Int], coefficients: [Double], constant: Double,
        relation: Relation, strength: Double, required: Bool
    ) throws(TableauFailure) {
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
        var tag = ConstraintTag(
            marker: -1, other: -1, markerCoefficient: 0, otherCoefficient: 0,
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
        objectiveMaskIsValid = false
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
        guard let change = try shiftConstant(tag: id, to: constant) else { return }
        do {
            try dualOptimize()
        } catch {
            unshift(change)
            try dualOptimize()
            if case .unsatisfiable(let owners) = error { throw .unsatisfiable(Tableau.conflict(id, owners)) }
            throw error
        }
    }

    /// Sets several constraints' constants and repairs feasibility once, for all of them (a
    /// Cassowary edit of several variables: each suggestion shifts the rows, then one dual
    /// simplex). When they cannot all hold, every constant is put back and the tableau made
    /// optimal for them again (its basis may differ from the one before), and the failure thrown.
    mutating func updateConstants(_ changes: [(tag: Int32, constant: Double)]) throws(TableauFailure) {
        var applied: [ConstantShift] = []
        do {
            for (id, constant) in changes {
                if let change = try shiftConstant(tag: id, to: constant) { applied.append(change) }
            }
            try dualOptimize()
        } catch {
            for change in applied.reversed() { unshift(change) }
            try dualOptimize()
            throw error
        }
    }

    /// A constant changed in the rows (``shiftConstant(tag:to:)``), to undo.
    struct ConstantShift {
        var tag: ConstraintTag
        var id: Int32
        var previous: Double
        var delta: Double
    }

    /// Sets the constraint's constant and shifts the rows by the change, leaving feasibility to
    /// the dual simplex; `nil` when it does not change. A change that overflows, or that a
    /// redundant required equality refuses, throws with the tableau as it was.
    private mutating func shiftConstant(tag id: Int32, to constant: Double) throws(TableauFailure) -> ConstantShift? {
        guard var tag = tags[Int(id)] else { return nil }
        let previous = tag.constant
        let delta = constant - previous
        if delta == 0 { return nil }
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
        return ConstantShift(tag: tag, id: id, previous: previous, delta: delta)
    }

    /// Puts a shifted constant back (its rows then need the dual simplex again).
    private mutating func unshift(_ change: ConstantShift) {
        var restored = change.tag
        restored.constant = change.previous
        tags[Int(change.id)] = restored
        var overflow = false
        _ = shift(change.tag, delta: -change.delta, overflow: &overflow)
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
}
