import Testing
@testable import PadLayout

/// The solver's behaviours and each of its errors.
@Suite struct SolverTests {
    @Test func solvesRequiredEqualitiesAndReadsValuesAfterUpdate() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(10)))
        try s.addConstraint(Constraint(LinearExpression(y), .equal, x * 2 + 5))
        #expect(s.value(of: y) == 0, "values are materialised only by updateVariables")
        s.updateVariables()
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 25)
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
    }

    @Test func inequalitiesBoundAnEditedVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(5)))
        try s.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(50)))
        try s.addEditVariable(x, strength: .strong)
        for (suggested, expected) in [(20.0, 20.0), (-3, 5), (80, 50), (49.5, 49.5)] {
            try s.suggestValue(x, suggested)
            s.updateVariables()
            #expect(s.value(of: x) == expected)
        }
    }

    /// Apple: "Higher priority constraints are satisfied before lower priority constraints".
    /// 1000 constraints at 250 pulling one way never outweigh one at 251 (Kiwi's summed
    /// weights would let them).
    @Test func strengthsAreLexicographicNotSummed() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(100), strength: Strength(251)!))
        for _ in 0..<1000 {
            try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(0), strength: Strength(250)!))
        }
        s.updateVariables()
        #expect(s.value(of: x) == 100)
    }

    @Test func weakerPreferenceYieldsToStrongerOne() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.addConstraint(Constraint(LinearExpression(w), .lessThanOrEqual, LinearExpression(50), strength: Strength(750)!))
        try s.addConstraint(Constraint(LinearExpression(w), .equal, LinearExpression(100), strength: .medium))
        s.updateVariables()
        #expect(s.value(of: w) == 100)
    }

    @Test func consistentRedundantRequiredConstraintsAreAccepted() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.addConstraint(Constraint(LinearExpression(a), .equal, b + 1))
        try s.addConstraint(Constraint(LinearExpression(b), .equal, c + 1))
        try s.addConstraint(Constraint(LinearExpression(a), .equal, c + 2))
        try s.addConstraint(Constraint(LinearExpression(c), .equal, LinearExpression(3)))
        s.updateVariables()
        #expect([s.value(of: a), s.value(of: b), s.value(of: c)] == [5, 4, 3])
    }

    @Test func inPlaceConstantUpdateMatchesRemoveAndAdd() throws {
        func build(_ gap: Double) throws -> (Solver, Constraint, [Variable]) {
            let s = Solver()
            let l0 = s.makeVariable("l0"), w0 = s.makeVariable("w0"), l1 = s.makeVariable("l1"), w1 = s.makeVariable("w1")
            try s.addConstraint(Constraint(LinearExpression(l0), .equal, LinearExpression(8)))
            let link = Constraint(LinearExpression(l1), .equal, l0 + w0 + gap)
            try s.addConstraint(link)
            try s.addConstraint(Constraint(LinearExpression(w1), .equal, LinearExpression(w0)))
            try s.addConstraint(Constraint(l1 + w1 + 8, .equal, LinearExpression(200)))
            s.updateVariables()
            return (s, link, [l0, w0, l1, w1])
        }
        let (s, link, vars) = try build(8)
        #expect(s.value(of: vars[1]) == 88)
        try s.updateConstant(of: link, to: -30)
        s.updateVariables()
        let (fresh, _, freshVars) = try build(30)
        #expect(vars.map { s.value(of: $0) } == freshVars.map { fresh.value(of: $0) })
        #expect(s.constant(of: link) == -30)
    }

    @Test func unsatisfiableRequiredConstraintNamesTheConflictAndLeavesTheSolverAsItWas() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(10), label: "a")
        let b = Constraint(LinearExpression(y), .equal, x + 5, label: "b")
        let unrelated = Constraint(LinearExpression(s.makeVariable("z")), .equal, LinearExpression(1), label: "unrelated")
        try s.addConstraint(a)
        try s.addConstraint(b)
        try s.addConstraint(unrelated)
        let bad = Constraint(LinearExpression(y), .lessThanOrEqual, LinearExpression(12), label: "bad")
        #expect(throws: SolverError.unsatisfiableConstraint(bad, conflicting: [bad, a, b])) {
            try s.addConstraint(bad)
        }
        #expect(!s.hasConstraint(bad))
        s.updateVariables()
        #expect(s.value(of: y) == 15)
        try s.addConstraint(Constraint(LinearExpression(y), .lessThanOrEqual, LinearExpression(20)))
    }

    @Test func conflictingRequiredEqualitiesAreNamed() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let first = Constraint(LinearExpression(x), .equal, LinearExpression(1), label: "first")
        let second = Constraint(LinearExpression(x), .equal, LinearExpression(2), label: "second")
        try s.addConstraint(first)
        #expect(throws: SolverError.unsatisfiableConstraint(second, conflicting: [second, first])) {
            try s.addConstraint(second)
        }
    }

    @Test func constantUpdateThatBreaksARequiredConstraintIsRefusedAndUndone() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let floor = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(0), label: "floor")
        let pin = Constraint(LinearExpression(x), .equal, LinearExpression(5), label: "pin")
        try s.addConstraint(floor)
        try s.addConstraint(pin)
        #expect(throws: SolverError.unsatisfiableConstraint(pin, conflicting: [pin, floor])) {
            try s.updateConstant(of: pin, to: 3)
        }
        s.updateVariables()
        #expect(s.value(of: x) == 5)
        #expect(s.constant(of: pin) == -5)
        try s.updateConstant(of: pin, to: -7)
        s.updateVariables()
        #expect(s.value(of: x) == 7)
    }

    @Test func redundantEqualityStopsHoldingWhenItsConstantMoves() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        let one = Constraint(LinearExpression(a), .equal, LinearExpression(b), label: "one")
        let two = Constraint(LinearExpression(b), .equal, LinearExpression(a), label: "two")
        try s.addConstraint(one)
        try s.addConstraint(two)
        #expect(throws: SolverError.self) { try s.updateConstant(of: two, to: 4) }
        #expect(s.constant(of: two) == 0)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(LinearExpression(x), .equal, LinearExpression(1))
        try s.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try s.addConstraint(c) }
        try s.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try s.removeConstraint(c) }
        #expect(throws: SolverError.unknownConstraint(c)) { try s.updateConstant(of: c, to: 3) }
        s.updateVariables()
        #expect(s.value(of: x) == 0)
        #expect(s.isAmbiguous(x), "an unconstrained variable is free")
    }

    @Test func editVariableErrors() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.requiredEditVariable(x)) { try s.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(x, 1) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
        try s.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.nonFiniteValue("suggested value for x")) { try s.suggestValue(x, .nan) }
        try s.suggestValue(x, 42)
        s.updateVariables()
        #expect(s.value(of: x) == 42)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
    }

    @Test func variablesOfAnotherSolverAreRejected() throws {
        let s = Solver(), other = Solver()
        _ = s.makeVariable("x")
        let foreign = other.makeVariable("y")
        let c = Constraint(LinearExpression(foreign), .equal, LinearExpression(1))
        #expect(throws: SolverError.unknownVariable(foreign)) { try s.addConstraint(c) }
        #expect(throws: SolverError.unknownVariable(foreign)) { try s.addEditVariable(foreign, strength: .strong) }
        #expect(throws: SolverError.unknownVariable(foreign)) { try s.suggestValue(foreign, 1) }
    }

    @Test func nonFiniteInputIsRejected() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(LinearExpression(terms: [.init(x, .infinity)]), .equal, strength: .required, label: "inf")
        #expect(throws: SolverError.nonFiniteValue("coefficient of inf")) { try s.addConstraint(c) }
        let d = Constraint(LinearExpression(terms: [.init(x)], constant: .nan), .equal, strength: .required, label: "nan")
        #expect(throws: SolverError.nonFiniteValue("constant of nan")) { try s.addConstraint(d) }
    }

    @Test func removingSoftConstraintsReleasesTheirPull() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let strong = Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: .strong)
        let weak = Constraint(LinearExpression(x), .equal, LinearExpression(3), strength: .weak)
        try s.addConstraint(weak)
        try s.addConstraint(strong)
        s.updateVariables()
        #expect(s.value(of: x) == 10)
        try s.removeConstraint(strong)
        s.updateVariables()
        #expect(s.value(of: x) == 3)
        try s.removeConstraint(weak)
        try s.addConstraint(strong)
        s.updateVariables()
        #expect(s.value(of: x) == 10)
    }

    /// The Auto Layout-shaped label row (compression ≥ at 1000/500, hugging ≤ at 2/1): an edit
    /// that crosses the intrinsic-size kink costs a couple of pivots, not one per label.
    @Test(arguments: [10, 40])
    func crossingTheIntrinsicKinkCostsAFewPivots(n: Int) throws {
        let s = Solver()
        func iw(_ i: Int) -> Double { Double(20 + (37 * i) % 61) }
        let total = (0..<n).reduce(0.0) { $0 + iw($1) } + Double(8 * (n + 1))
        let w = s.makeVariable("W")
        let left = (0..<n).map { s.makeVariable("left\($0)") }
        let width = (0..<n).map { s.makeVariable("width\($0)") }
        for i in 0..<n {
            let last = i == n - 1
            try s.addConstraint(
                Constraint(LinearExpression(left[i]), .equal, i == 0 ? LinearExpression(8) : left[i - 1] + width[i - 1] + 8))
            try s.addConstraint(Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(0)))
            try s.addConstraint(
                Constraint(
                    LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(iw(i)),
                    strength: last ? Strength(500)! : .medium))
            try s.addConstraint(
                Constraint(
                    LinearExpression(width[i]), .lessThanOrEqual, LinearExpression(iw(i)),
                    strength: last ? .weak : Strength(2)!))
        }
        try s.addConstraint(Constraint(left[n - 1] + width[n - 1] + 8, .equal, LinearExpression(w)))
        try s.addEditVariable(w, strength: .strong)
        try s.suggestValue(w, total - 20)
        for delta in [300.0, -10, 250, -5] {
            let before = s.pivotCount
            try s.suggestValue(w, total + delta)
            s.updateVariables()
            #expect(s.pivotCount - before <= 4)
            #expect(abs(s.value(of: width[n - 1]) - (iw(n - 1) + delta)) < 1e-6)
            #expect(abs(s.value(of: width[0]) - iw(0)) < 1e-6)
        }
    }
}
