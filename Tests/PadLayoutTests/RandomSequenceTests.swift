import Testing
@testable import PadLayout

/// Random sequences of every solver operation — add and remove required and soft constraints
/// of all three relations, edit variables, suggestions, in-place constant updates — checked
/// after each step: the tableau invariants hold, every required constraint in the solver is
/// satisfied by the values, a refused operation leaves every unambiguous value as it was, and the
/// objective mask an ambiguity read keeps is the objective's own.
@Suite struct RandomSequenceTests {
    static func holds(_ c: Constraint, constant: Double, _ s: Solver) -> Bool {
        let value = c.expression.terms.reduce(constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
        let tolerance = 1e-6 * max(1, abs(constant))
        switch c.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    @Test(arguments: (1...30).map { UInt64($0) * 104_729 })
    func randomOperationSequencesKeepTheTableauSound(seed: UInt64) throws {
        print("RandomSequenceTests seed \(seed)")
        var rng = SplitMix64(state: seed)
        let s = Solver()
        let vars = (0..<rng.int(3..<12)).map { s.makeVariable("v\($0)") }
        var installed: [Constraint] = []
        var edited: [Variable] = []
        for step in 0..<150 {
            let before = vars.map { s.value(of: $0) }
            var refused = false
            switch rng.int(0..<7) {
            case 0, 1:
                var terms: [LinearExpression.Term] = []
                for _ in 0..<rng.int(1..<4) {
                    terms.append(.init(vars[rng.int(0..<vars.count)], Double(rng.int(-3..<4))))
                }
                let required = rng.int(0..<3) == 0
                let strength =
                    required ? Strength.required : [Strength.strong, .medium, .weak, Strength(Double(rng.int(1..<999)))!][rng.int(0..<4)]
                let c = Constraint(
                    LinearExpression(terms: terms, constant: Double(rng.int(-200..<200))),
                    [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0..<3)], strength: strength)
                do {
                    try s.addConstraint(c)
                    installed.append(c)
                } catch {
                    guard case .unsatisfiableConstraint(let bad, let conflicting) = error else { throw error }
                    #expect(bad === c && conflicting.first === c && strength.isRequired, "seed \(seed) step \(step)")
                    refused = true
                }
            case 2:
                if !installed.isEmpty {
                    let c = installed.remove(at: rng.int(0..<installed.count))
                    try s.removeConstraint(c)
                }
            case 3:
                if !installed.isEmpty {
                    let c = installed[rng.int(0..<installed.count)]
                    do {
                        try s.updateConstant(of: c, to: Double(rng.int(-200..<200)))
                    } catch {
                        guard case .unsatisfiableConstraint(let bad, _) = error else { throw error }
                        #expect(bad === c && c.strength.isRequired, "seed \(seed) step \(step)")
                        refused = true
                    }
                }
            case 4:
                let v = vars[rng.int(0..<vars.count)]
                if s.hasEditVariable(v) {
                    try s.removeEditVariable(v)
                    edited.removeAll { $0 == v }
                } else {
                    try s.addEditVariable(v, strength: [Strength.strong, .medium, .weak][rng.int(0..<3)])
                    edited.append(v)
                }
            default:
                if let v = edited.randomElement(using: &rng) { try s.suggestValue(v, Double(rng.int(-500..<500))) }
            }
            s.updateVariables()
            #expect(s.invariantViolations().isEmpty, "seed \(seed) step \(step): \(s.invariantViolations())")
            for c in installed where c.strength.isRequired {
                #expect(Self.holds(c, constant: s.constant(of: c) ?? .nan, s), "seed \(seed) step \(step): \(c)")
            }
            if refused {
                // Variables the constraints pin down keep their values; ambiguous ones may settle
                // on another, equally good value (the refused attempt pivoted the tableau).
                for (i, v) in vars.enumerated() where !s.isAmbiguous(v) {
                    let after = s.value(of: v)
                    #expect(
                        abs(after - before[i]) <= 1e-6 * max(1, abs(before[i])),
                        "seed \(seed) step \(step): a refused operation moved v\(i)")
                }
            }
            // Every variable's ambiguity read after every step, as a layout reads every view's in
            // every window: the objective mask it makes is then held across the next operation,
            // and the invariants above find it out of date if that operation changed the levels
            // without clearing it.
            for v in vars { _ = s.isAmbiguous(v) }
        }
    }
}
