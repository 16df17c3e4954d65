import Testing
@testable import PadLayout

/// What a kept engine may say of a new one (`Solver.hasUniqueSolution()`, `Solver.addsAlike(over:)`):
/// random systems added to one solver in their order (with `removes`, among constraints it adds
/// and removes again, as a kept engine's earlier windows leave it), and to another in a shuffled order with
/// every soft constraint's constant first elsewhere (other pivots on the way, as another window's
/// history gives): where the first shows its solution unique, the second has the same values; where
/// it shows a new required constraint adds alike, the second accepts or refuses it the same way,
/// with the same conflicting constraints, and so for several such constraints one after another.
@Suite struct UniqueSolutionTests {
    @Test(arguments: (1...400).map { UInt64($0) * 7_919 }, [false, true])
    func anotherHistoryReachesTheSameShownSolutionAndConflict(seed: UInt64, removes: Bool) throws {
        var rng = SplitMix64(state: seed)
        let count = rng.int(2..<7)
        let first = Solver(), second = Solver()
        let a = (0..<count).map { first.makeVariable("a\($0)") }
        let b = (0..<count).map { second.makeVariable("b\($0)") }
        func random(_ vars: [Variable], terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength) -> Constraint {
            Constraint(
                LinearExpression(terms: terms.map { .init(vars[$0.0], $0.1) }, constant: constant), relation, strength: strength)
        }
        func randomShape() -> (terms: [(Int, Double)], constant: Double, relation: Relation) {
            let terms = (0..<rng.int(1..<3)).map { _ in (rng.int(0..<count), Double([1, -1, 2, -2][rng.int(0..<4)])) }
            return (terms, Double(rng.int(-100..<100)), [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0..<3)])
        }
        // Constraints the first solver adds and later removes (a kept engine's earlier windows):
        // removing one pivots its marker out, which can leave a variable parametric.
        var removed: [Constraint] = []
        if removes {
            for _ in 0..<rng.int(1..<6) {
                let shape = randomShape()
                let strength = rng.int(0..<2) == 0 ? Strength.required : [Strength.strong, .medium, .weak][rng.int(0..<3)]
                let c = random(a, terms: shape.terms, constant: shape.constant, relation: shape.relation, strength: strength)
                if (try? first.addConstraint(c)) != nil { removed.append(c) }
            }
        }
        // The system: required constraints and soft ones, as the first solver accepts them.
        var accepted: [(terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)] = []
        var held: [Constraint] = []
        for _ in 0..<rng.int(3..<14) {
            let shape = randomShape()
            let strength = rng.int(0..<2) == 0 ? Strength.required : [Strength.strong, .medium, .weak][rng.int(0..<3)]
            let c = random(a, terms: shape.terms, constant: shape.constant, relation: shape.relation, strength: strength)
            if (try? first.addConstraint(c)) != nil {
                accepted.append((shape.terms, shape.constant, shape.relation, strength))
                held.append(c)
            }
        }
        for c in removed { try first.removeConstraint(c) }
        // The second solver: the same constraints in another order, soft constants moved on the way.
        var order = Array(accepted.indices)
        order.shuffle(using: &rng)
        var copies: [Int: Constraint] = [:]
        for index in order {
            let entry = accepted[index]
            let moved = entry.strength.isRequired ? entry.constant : Double(rng.int(-300..<300))
            let c = random(b, terms: entry.terms, constant: moved, relation: entry.relation, strength: entry.strength)
            // Constraints that hold together are added in any order (the solver refuses one only when it cannot hold).
            try second.addConstraint(c)
            copies[index] = c
        }
        for index in order where !accepted[index].strength.isRequired {
            try second.updateConstant(of: copies[index]!, to: accepted[index].constant)
        }
        first.updateVariables()
        second.updateVariables()
        if first.hasUniqueSolution() {
            for (x, y) in zip(a, b) {
                #expect(abs(first.value(of: x) - second.value(of: y)) < 1e-6, "seed \(seed): \(x) differs")
            }
        }
        // New required constraints one after another (a new engine adding several constraints that
        // a kept one retries, each met with those retried before it, held or broken), each where the
        // first solver shows it adds alike: the second accepts or refuses it the same way.
        func conflict(_ solver: Solver, _ c: Constraint, _ constraints: [Constraint]) -> Set<Int>? {
            do {
                try solver.addConstraint(c)
                return nil
            } catch {
                guard case .unsatisfiableConstraint(_, let conflicting) = error else { return [-1] }
                return Set(conflicting.dropFirst().map { other in constraints.firstIndex { $0 === other } ?? -1 })
            }
        }
        var firstHeld = held, secondHeld = accepted.indices.map { copies[$0]! }
        for _ in 0..<rng.int(1..<4) {
            let shape = randomShape()
            let variables = shape.terms.map { a[$0.0] }
            guard first.addsAlike(over: variables) else { return }
            let c1 = random(a, terms: shape.terms, constant: shape.constant, relation: shape.relation, strength: .required)
            let c2 = random(b, terms: shape.terms, constant: shape.constant, relation: shape.relation, strength: .required)
            let refused = conflict(first, c1, firstHeld)
            #expect(refused == conflict(second, c2, secondHeld), "seed \(seed)")
            if refused == nil {
                firstHeld.append(c1)
                secondHeld.append(c2)
            }
        }
    }
}
