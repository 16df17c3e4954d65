/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey, *The Cassowary
/// linear arithmetic constraint solving algorithm*, ACM TOCHI 8(4), 2001), with Kiwi's API:
/// `addConstraint`, `removeConstraint`, edit variables with `suggestValue`, `updateVariables`.
///
/// Beyond Kiwi:
/// * ``updateConstant(of:to:)`` changes a constraint's constant in place (what
///   `NSLayoutConstraint.constant = x` and SnapKit's `update(offset:)` do), in the cost of an
///   edit rather than a remove and add.
/// * Strengths are lexicographic levels (see ``Strength``).
/// * An unsatisfiable required constraint is reported with the constraints it conflicts with,
///   and leaves the solver as it was.
/// * ``isAmbiguous(_:)`` says whether a variable's value is not pinned by the constraints
///   (Kiwi silently reports 0 for such a variable).
///
/// Consistent redundant required constraints are accepted (an all-dummy row with a zero
/// constant, as in Kiwi; the grid workload has R + C − 2 of them).
///
/// Numbers near Double's limit are refused, never answered wrongly: a call whose arithmetic
/// overflows throws ``SolverError/overflow(_:)`` naming the constraint, and the solver is left
/// exactly as it was before the call. Once any number the solver was given is large (see
/// `largeMagnitude`), every call runs as a transaction on a copy-on-write snapshot of the
/// tableau, restored on overflow; with ordinary layout numbers no snapshot is taken, so the hot
/// paths pay nothing for it.
public final class Solver {
    // Dynamic exclusivity checks on these two cost a third of a small edit. The solver is used
    // from one thread at a time (like UIKit's engine) and never lends them out, so the
    // accesses cannot overlap; static checking still applies inside Tableau.
    @exclusivity(unchecked) var tableau = Tableau()
    private var names: [String] = []
    @exclusivity(unchecked) private var values: [Double] = []
    private var tagOfConstraint: [ObjectIdentifier: Int32] = [:]
    private var constraintOfTag: [Constraint?] = []
    @exclusivity(unchecked) private var editTagOfVariable: [Int32] = []
    /// Whether a number beyond `largeMagnitude` has been given (sticky): from then on every
    /// call keeps a snapshot to restore if its arithmetic overflows.
    private var guardsOverflow = false

    /// The magnitude beyond which a constant, suggested value or coefficient (or below whose
    /// reciprocal, a coefficient) switches the solver to transactions. Layout numbers are points
    /// and small multipliers, far inside it; between it and Double's 1.8e308 lie the ~288 orders
    /// of magnitude that pivots would have to multiply through to overflow.
    static let largeMagnitude = 1e20

    /// An empty solver.
    public init() {}

    // MARK: Variables

    /// Creates a variable owned by this solver. Its value is 0 until it is constrained and
    /// ``updateVariables()`` runs.
    public func makeVariable(_ name: String = "") -> Variable {
        let v = Variable(index: names.count, owner: ObjectIdentifier(self))
        names.append(name)
        values.append(0)
        editTagOfVariable.append(-1)
        tableau.addVariable()
        return v
    }

    /// The number of simplex pivots performed so far (a cost measure for benchmarks and tests).
    public var pivotCount: Int { tableau.pivotCount }

    /// Broken tableau invariants (empty when sound); see `Tableau/invariantViolations()`.
    func invariantViolations() -> [String] { tableau.invariantViolations() }

    /// The number of variables made so far.
    public var variableCount: Int { names.count }

    /// The name given to ``makeVariable(_:)``.
    public func name(of variable: Variable) -> String? {
        owns(variable) ? names[variable.index] : nil
    }

    /// The value computed by the last ``updateVariables()``.
    public func value(of variable: Variable) -> Double {
        owns(variable) ? values[variable.index] : 0
    }

    /// Copies the solution of every variable out of the tableau (Kiwi's `updateVariables`).
    public func updateVariables() {
        tableau.fillValues(&values)
    }

    /// Whether the variable's value is not pinned down: another solution exists that is as
    /// good for every strength (see `Tableau/isAmbiguous(variable:)` for the test used).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        owns(variable) ? tableau.isAmbiguous(variable: variable.index) : false
    }

    /// The constraints whose slack (an inequality's) or error (an optional constraint's) lets the
    /// variable move without making the solution worse, in the order they were added: why
    /// ``isAmbiguous(_:)`` says it is free. Each is a direction the ambiguity test counts: the
    /// constraint is not tight at every optimum, so the variable can slide within it. Empty when
    /// the variable is not ambiguous through any constraint's slack: no constraint mentions it, or
    /// it moves only together with another variable nothing pins (then no single constraint is
    /// to blame), or it is not ambiguous at all. Reads the tableau only; call it for the variables
    /// found ambiguous, as it costs a walk of the variable's row.
    public func freeingConstraints(of variable: Variable) -> [Constraint] {
        freeingConstraints(of: [variable])
    }

    /// The constraints that free any of `variables` (``freeingConstraints(of:)``), each once, in
    /// the order they were added.
    public func freeingConstraints(of variables: [Variable]) -> [Constraint] {
        var tags: Set<Int32> = []
        for variable in variables where owns(variable) { tags.formUnion(tableau.freeingTags(variable: variable.index)) }
        return tags.sorted().compactMap { tag in Int(tag) < constraintOfTag.count ? constraintOfTag[Int(tag)] : nil }
    }

    /// Whether any constraint added so far has mentioned the variable (a variable never
    /// constrained is ambiguous because nothing holds it).
    public func isConstrained(_ variable: Variable) -> Bool {
        owns(variable) && tableau.isConstrained(variable: variable.index)
    }

    /// Whether every variable's value is the only one an optimum of the constraints held can
    /// give it, shown by the tableau (`Tableau/hasUniqueVariableValues()`; `false` means not
    /// shown, not that another optimum exists). Where it holds, any solver given the same
    /// constraints and constants, in any order, ends with the same values.
    public func hasUniqueSolution() -> Bool {
        tableau.hasUniqueVariableValues()
    }

    /// Whether a constraint over `variables` would be refused or accepted by any solver holding
    /// the required equalities this one's variables depend on, exactly as by this one, with the
    /// same conflicting constraints: each variable's row names only equalities that no other
    /// depends on (`Tableau/rowsMentionOnlyIndependentDummies(variables:)`). The new constraint's
    /// row is then its expression over those equalities' markers and its own symbols, the same in
    /// every such solver, and adding it (the subject chosen, phase one, the conflict read from
    /// the row) reads nothing else. `false` means not shown.
    func addsAlike(over variables: [Variable]) -> Bool {
        guard variables.allSatisfy(owns) else { return false }
        return tableau.rowsMentionOnlyIndependentDummies(variables: variables.map(\.index))
    }

    private func owns(_ v: Variable) -> Bool {
        v.owner == ObjectIdentifier(self) && v.index >= 0 && v.index < names.count
    }

    // MARK: Constraints

    /// Whether the constraint has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tagOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    /// The constraint's current constant (its expression's constant after in-place updates).
    public func constant(of constraint: Constraint) -> Double? {
        guard let id = tagOfConstraint[ObjectIdentifier(constraint)] else { return nil }
        return tableau.tags[Int(id)]?.constant
    }

    /// Adds a constraint. A required constraint that cannot hold throws
    /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` and is not added.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if tagOfConstraint[key] != nil { throw .duplicateConstraint(constraint) }
        for term in constraint.expression.terms {
            guard owns(term.variable) else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else { throw .nonFiniteValue("coefficient of \(constraint)") }
        }
        guard constraint.expression.constant.isFinite else { throw .nonFiniteValue("constant of \(constraint)") }
        noteMagnitudes(of: constraint)
        let id = Int32(constraintOfTag.count)
        constraintOfTag.append(constraint)
        let snapshot = guardsOverflow ? tableau : nil
        do {
            try install(constraint, tag: id, constant: constraint.expression.constant)
        } catch {
            constraintOfTag[Int(id)] = nil
            // A refused row or constant leaves the tableau as it was; an overflow in a pivot
            // leaves meaningless numbers, and the snapshot (or a rebuild) puts it back.
            if tableau.overflowed { try recoverFromOverflow(snapshot) }
            throw translate(error, constraint)
        }
        if tableau.overflowed {
            constraintOfTag[Int(id)] = nil
            try recoverFromOverflow(snapshot)
            throw .overflow(constraint)
        }
        tagOfConstraint[key] = id
    }

    /// Makes room for `count` more constraints, so that adding many at once (a new engine's first
    /// sync) does not grow the solver's records step by step. Changes nothing else.
    func reserveCapacity(constraints count: Int) {
        tagOfConstraint.reserveCapacity(tagOfConstraint.count + count)
        constraintOfTag.reserveCapacity(constraintOfTag.count + count)
    }

    /// Switches to transactions when the constraint carries a large number.
    private func noteMagnitudes(of constraint: Constraint) {
        if guardsOverflow { return }
        if Self.isLarge(constraint.expression.constant) { guardsOverflow = true }
        for term in constraint.expression.terms where Self.isLarge(term.coefficient) || Self.isLarge(1 / term.coefficient) {
            guardsOverflow = true
        }
    }

    private static func isLarge(_ value: Double) -> Bool {
        abs(value) > largeMagnitude && value.isFinite
    }

    /// Puts the tableau back as it was before a call whose arithmetic overflowed: the snapshot
    /// when one was taken; otherwise (an overflow from ordinary numbers, which needs pivots that
    /// multiply coefficients through hundreds of orders of magnitude) a rebuild from the
    /// constraints held, after which every call keeps a snapshot.
    private func recoverFromOverflow(_ snapshot: Tableau?) throws(SolverError) {
        if let snapshot {
            let pivots = tableau.pivotCount
            tableau = snapshot
            tableau.pivotCount = pivots
            return
        }
        guardsOverflow = true
        try rebuildAfterOverflow()
    }

    /// Hands a constraint to the tableau under `id`, with `constant` as its expression's constant.
    private func install(_ constraint: Constraint, tag id: Int32, constant: Double) throws(TableauFailure) {
        let terms = constraint.expression.terms
        try tableau.addConstraint(
            tag: id, variables: terms.map(\.variable.index), coefficients: terms.map(\.coefficient),
            constant: constant, relation: constraint.relation,
            strength: constraint.strength.value, required: constraint.strength.isRequired)
    }

    /// The fallback of ``recoverFromOverflow(_:)`` when no snapshot was kept (ordinary numbers).
    /// Rebuilds the tableau from the constraints the solver holds, after an operation whose
    /// arithmetic overflowed Double's range (a value that is not finite) left meaningless
    /// numbers in it. The constraints are re-added in the order they were first added, with
    /// their current constants, so the solver holds the same constraints as before the failed
    /// call (variables that are ambiguous may settle on another, equally good value). If even
    /// that overflows, the solver is left empty of constraints rather than wrong.
    private func rebuildAfterOverflow(constant override: (Int32, Double)? = nil) throws(SolverError) {
        let old = tableau
        tableau = Tableau()
        for _ in names.indices { tableau.addVariable() }
        for (index, constraint) in constraintOfTag.enumerated() {
            guard let constraint else { continue }
            let id = Int32(index)
            var constant = old.tags[index]?.constant ?? constraint.expression.constant
            if let override, override.0 == id { constant = override.1 }
            do {
                try install(constraint, tag: id, constant: constant)
            } catch {
                tableau = Tableau()
                for _ in names.indices { tableau.addVariable() }
                tagOfConstraint.removeAll()
                constraintOfTag = constraintOfTag.map { _ in nil }
                for i in editTagOfVariable.indices { editTagOfVariable[i] = -1 }
                throw .internalError("rebuilding after an overflow failed at \(constraint); the solver was emptied")
            }
        }
        tableau.pivotCount = old.pivotCount
    }

    /// Removes a constraint added earlier. When the pivots that follow overflow (numbers near
    /// Double's limit, with a snapshot kept), throws ``SolverError/overflow(_:)`` and the
    /// constraint stays, with the solver as it was.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let id = tagOfConstraint[key] else { throw .unknownConstraint(constraint) }
        let snapshot = guardsOverflow ? tableau : nil
        do {
            try tableau.removeConstraint(tag: id)
        } catch {
            if !tableau.overflowed {
                tagOfConstraint[key] = nil
                constraintOfTag[Int(id)] = nil
                throw translate(error, constraint)
            }
        }
        if tableau.overflowed {
            if let snapshot {
                // Removing overflowed in the pivots that follow it: refused, the constraint
                // stays and the solver is as it was.
                try recoverFromOverflow(snapshot)
                throw .overflow(constraint)
            }
            // No snapshot (ordinary numbers): the remaining constraints are solved afresh.
            tagOfConstraint[key] = nil
            constraintOfTag[Int(id)] = nil
            try recoverFromOverflow(nil)
            return
        }
        tagOfConstraint[key] = nil
        constraintOfTag[Int(id)] = nil
    }

    /// Sets the constant of an added constraint's expression (`lhs − rhs`) in place, without a
    /// remove and add: the change is pushed through the constraint's marker column and the
    /// dual simplex repairs feasibility. If a required constraint can no longer hold, throws
    /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` and keeps the old constant.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let id = tagOfConstraint[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue("constant of \(constraint)") }
        try changeConstant(tag: id, to: constant, of: constraint)
    }

    /// Sets the constants of several added constraints at once: one dual simplex repairs the
    /// solution for all of them, as Cassowary re-optimizes once after suggesting several edit
    /// variables' values, instead of one per constant (``updateConstant(of:to:)``), and no
    /// constraint is broken by the order they change in. Returns `false` when they cannot all
    /// hold, or when a number is large enough for the solver's overflow transactions: then every
    /// constant is as it was, the solution optimal for them (a variable whose value the
    /// constraints leave free may have moved), and the caller sets them one by one, which names
    /// the constraint that breaks.
    public func updateConstants(_ changes: [(constraint: Constraint, constant: Double)]) -> Bool {
        if guardsOverflow { return false }
        var tagged: [(tag: Int32, constant: Double)] = []
        tagged.reserveCapacity(changes.count)
        for change in changes {
            guard let id = tagOfConstraint[ObjectIdentifier(change.constraint)], change.constant.isFinite,
                !Self.isLarge(change.constant)
            else { return false }
            tagged.append((id, change.constant))
        }
        do {
            try tableau.updateConstants(tagged)
        } catch {
            return false
        }
        return !tableau.overflowed
    }

    /// ``updateConstant(of:to:)`` and ``suggestValue(_:_:)``: on an overflow the change is
    /// refused and the tableau put back (its snapshot, or a rebuild with the old constant).
    private func changeConstant(tag id: Int32, to constant: Double, of constraint: Constraint) throws(SolverError) {
        if !guardsOverflow && Self.isLarge(constant) { guardsOverflow = true }
        let previous = tableau.tags[Int(id)]?.constant ?? constraint.expression.constant
        let snapshot = guardsOverflow ? tableau : nil
        do {
            try tableau.updateConstant(tag: id, to: constant)
        } catch {
            // A refused shift undoes itself by subtracting again, which rounds (5 + 1e308 − 1e308
            // is 0): with a snapshot, it is put back exactly instead.
            if tableau.overflowed || (snapshot != nil && Self.isOverflow(error)) {
                try recover(snapshot, constant: (id, previous))
            }
            throw translate(error, constraint)
        }
        if tableau.overflowed {
            try recover(snapshot, constant: (id, previous))
            throw .overflow(constraint)
        }
    }

    private static func isOverflow(_ failure: TableauFailure) -> Bool {
        if case .nonFinite = failure { return true }
        return false
    }

    /// ``recoverFromOverflow(_:)`` for a constant change: a rebuild uses the old constant.
    private func recover(_ snapshot: Tableau?, constant: (Int32, Double)) throws(SolverError) {
        if snapshot != nil { return try recoverFromOverflow(snapshot) }
        guardsOverflow = true
        try rebuildAfterOverflow(constant: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a `variable == value` constraint at `strength`
    /// whose value ``suggestValue(_:_:)`` changes. The strength cannot be required.
    ///
    /// The edit starts at the variable's current value, so adding it does not move the
    /// solution (a Cassowary "stay"); Kiwi starts it at 0, which drags the whole layout to a
    /// zero-sized container and back on the first suggestion. Both give the same values after
    /// the first ``suggestValue(_:_:)``; this way costs a few pivots instead of dozens.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        if editTagOfVariable[variable.index] >= 0 { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let current = tableau.value(ofVariable: variable.index)
        let constraint = Constraint(
            LinearExpression(terms: [.init(variable)], constant: -current), .equal,
            strength: strength, label: "edit(\(names[variable.index]))")
        try addConstraint(constraint)
        editTagOfVariable[variable.index] = tagOfConstraint[ObjectIdentifier(constraint)] ?? -1
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        let id = editTagOfVariable[variable.index]
        guard id >= 0, let constraint = constraintOfTag[Int(id)] else { throw .unknownEditVariable(variable) }
        editTagOfVariable[variable.index] = -1
        do {
            try removeConstraint(constraint)
        } catch {
            if hasConstraint(constraint) { editTagOfVariable[variable.index] = id }
            throw error
        }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        owns(variable) && editTagOfVariable[variable.index] >= 0
    }

    /// Suggests a value for an edit variable; the solution moves at the edit's strength.
    /// Call ``updateVariables()`` to read the new values.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        let id = editTagOfVariable[variable.index]
        guard id >= 0 else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value for \(names[variable.index])") }
        try changeConstant(
            tag: id, to: -value,
            of: constraintOfTag[Int(id)] ?? Constraint(LinearExpression(variable), .equal))
    }

    private func translate(_ failure: TableauFailure, _ constraint: Constraint) -> SolverError {
        switch failure {
        case .unsatisfiable(let ids):
            var conflicting: [Constraint] = []
            for id in ids {
                if Int(id) < constraintOfTag.count, let c = constraintOfTag[Int(id)] {
                    conflicting.append(c)
                } else if id == ids.first {
                    conflicting.append(constraint)
                }
            }
            if conflicting.first !== constraint {
                conflicting.removeAll { $0 === constraint }
                conflicting.insert(constraint, at: 0)
            }
            return .unsatisfiableConstraint(constraint, conflicting: conflicting)
        case .nonFinite:
            return .overflow(constraint)
        case .internalError(let message):
            return .internalError(message)
        }
    }
}
