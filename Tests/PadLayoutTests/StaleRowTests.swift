import Testing
@testable import PadLayout

/// Pivots leave variables' rows stale (`Tableau+StaleRows.swift`). A first version of that lost
/// stale rows from the column index, which broke removal and constant changes whose marker is
/// basic. Here a solver whose rows went stale through edits, constant changes (of every
/// constraint in turn, so markers both basic and not) and removals must agree, value for value,
/// with a fresh solver given the same constraints with the same constants: every required
/// constraint holds, and the two solutions are equally good at every strength (the system can
/// become ambiguous as constraints go, so the values themselves may differ).
@Suite struct StaleRowTests {
    /// The crossing stack of labels (Benchmarks/WORKLOADS.md): every edit walks the labels with
    /// 2n + 1 dual pivots, leaving the rows of their `left` and `width` stale.
    struct Stack {
        let solver: Solver
        let total: Variable
        let variables: [Variable]
        let constraints: [Constraint]

        init(labels n: Int) throws {
            let s = Solver()
            let total = s.makeVariable("W")
            let left = (0..<n).map { s.makeVariable("left\($0)") }
            let width = (0..<n).map { s.makeVariable("width\($0)") }
            var constraints: [Constraint] = []
            for i in 0..<n {
                let w = Double(20 + (37 * i) % 61)
                let soft = i == n - 1 ? Strength.weak : Strength(2) ?? .weak
                constraints += [
                    Constraint(LinearExpression(left[i]), .equal, i == 0 ? LinearExpression(8) : left[i - 1] + width[i - 1] + 8),
                    Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(0)),
                    Constraint(LinearExpression(width[i]), .equal, LinearExpression(w), strength: .medium),
                    Constraint(LinearExpression(width[i]), .lessThanOrEqual, LinearExpression(w), strength: soft),
                    Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(w), strength: soft),
                ]
            }
            constraints.append(Constraint(left[n - 1] + width[n - 1] + 8, .equal, LinearExpression(total)))
            for c in constraints { try s.addConstraint(c) }
            try s.addEditVariable(total, strength: .strong)
            self.solver = s
            self.total = total
            self.variables = [total] + left + width
            self.constraints = constraints
        }
    }

    /// The values a fresh solver finds for the constraints `stack` holds now (their current
    /// constants) with `total` suggested at `value`.
    static func freshValues(_ stack: Stack, total value: Double) throws -> [Double] {
        let s = Solver()
        let vars = stack.variables.map { s.makeVariable(stack.solver.name(of: $0) ?? "") }
        func copy(_ e: LinearExpression, constant: Double) -> LinearExpression {
            LinearExpression(terms: e.terms.map { .init(vars[$0.variable.index], $0.coefficient) }, constant: constant)
        }
        for c in stack.constraints where stack.solver.hasConstraint(c) {
            let constant = stack.solver.constant(of: c) ?? c.expression.constant
            try s.addConstraint(Constraint(copy(c.expression, constant: constant), c.relation, strength: c.strength))
        }
        try s.addEditVariable(vars[0], strength: .strong)
        try s.suggestValue(vars[0], value)
        s.updateVariables()
        return vars.map { s.value(of: $0) }
    }

    /// Per strength, strongest first (the edit at strong included): the sum of how far the
    /// held constraints are from holding with `values`; `nil` if a required one fails.
    static func violations(_ stack: Stack, _ values: [Double], total: Double) -> [Double]? {
        let s = stack.solver
        var byStrength: [Double: Double] = [Strength.strong.value: abs(values[0] - total)]
        for c in stack.constraints where s.hasConstraint(c) {
            let e = c.expression.terms.reduce(s.constant(of: c) ?? 0) { $0 + $1.coefficient * values[$1.variable.index] }
            let miss =
                switch c.relation {
                case .equal: abs(e)
                case .lessThanOrEqual: max(0, e)
                case .greaterThanOrEqual: max(0, -e)
                }
            if c.strength.isRequired {
                if miss > 1e-6 { return nil }
            } else {
                byStrength[c.strength.value, default: 0] += miss
            }
        }
        return byStrength.keys.sorted(by: >).map { byStrength[$0] ?? 0 }
    }

    static func equallyGood(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
    }

    @Test(arguments: [4, 10])
    func editsConstantChangesAndRemovalsAgreeWithAFreshSolver(labels n: Int) throws {
        let stack = try Stack(labels: n)
        var random = SplitMix64(state: UInt64(n) * 7919)
        let s = stack.solver
        var total = 0.0
        for step in 0..<120 {
            // Alternate across the kink so that every edit pivots and rows go stale.
            total = 8 * Double(n + 1) + Double(20 * n) + (step % 2 == 0 ? 400 : -15)
            try s.suggestValue(stack.total, total)
            let held = stack.constraints.filter { s.hasConstraint($0) }
            let c = held[random.int(0..<held.count)]
            switch random.int(0..<4) {
            case 0:
                try s.removeConstraint(c)
            case 1:
                // Put back one that was removed, if any.
                if let removed = stack.constraints.first(where: { !s.hasConstraint($0) }) { try s.addConstraint(removed) }
            default:
                // A new constant for a soft constraint, a small one for a required one (the
                // chain links and `width >= 0` must stay satisfiable).
                let current = s.constant(of: c) ?? 0
                let change = c.strength.isRequired ? -Double(random.int(0..<3)) : Double(random.int(-30..<30))
                try? s.updateConstant(of: c, to: current + change)
            }
            s.updateVariables()
            let values = stack.variables.map { s.value(of: $0) }
            let fresh = try Self.freshValues(stack, total: total)
            let ours = Self.violations(stack, values, total: total)
            let theirs = Self.violations(stack, fresh, total: total)
            #expect(
                Self.equallyGood(ours, theirs), "labels \(n) step \(step): \(values) (\(ours ?? [])) against \(fresh) (\(theirs ?? []))")
            #expect(s.invariantViolations().isEmpty, "labels \(n) step \(step): \(s.invariantViolations())")
            if !Self.equallyGood(ours, theirs) { return }
        }
        #expect(s.pivotCount > 100)
    }
}
