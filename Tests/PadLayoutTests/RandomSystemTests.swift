import Testing
@testable import PadLayout

/// A small deterministic generator (SplitMix64), so every run sees the same systems.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

/// Random feasible systems whose unique solution is known: a triangular set of required
/// equalities pins every variable (`xᵢ = a·xⱼ + b·xₖ + c` with j, k < i), and redundant
/// equalities, satisfied inequalities and conflicting soft preferences are mixed in, in a
/// random order. Then random in-place constant updates, removals and re-adds; after each step
/// the solution must equal the forward evaluation of the triangular system.
@Suite struct RandomSystemTests {
    struct Link {
        var j: Int
        var k: Int
        var a: Double
        var b: Double
        var c: Double
    }

    static func evaluate(_ links: [Link], _ x0: Double) -> [Double] {
        var values = [x0]
        for link in links.dropFirst() {
            values.append(link.a * values[link.j] + link.b * values[link.k] + link.c)
        }
        return values
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }

    @Test(arguments: [UInt64(20_261_122), 7, 99, 2024, 31_337] + (1...40).map { UInt64($0) * 7919 })
    func randomFeasibleSystemsSolveToTheirKnownSolution(seed: UInt64) throws {
        print("RandomSystemTests seed \(seed)")
        var rng = SplitMix64(state: seed)
        let n = rng.int(5..<40)
        let s = Solver()
        let x = (0..<n).map { s.makeVariable("x\($0)") }
        var links = [Link(j: 0, k: 0, a: 0, b: 0, c: rng.double(-50...50))]
        for i in 1..<n {
            links.append(
                Link(
                    j: rng.int(0..<i), k: rng.int(0..<i), a: rng.double(-1...1).rounded(),
                    b: rng.double(-0.5...0.5), c: rng.double(-100...100).rounded()))
        }
        var target = Self.evaluate(links, links[0].c)
        var pins: [Constraint] = []
        var all: [Constraint] = []
        for (i, link) in links.enumerated() {
            let rhs = i == 0 ? LinearExpression(link.c) : x[link.j] * link.a + x[link.k] * link.b + link.c
            let c = Constraint(LinearExpression(x[i]), .equal, rhs, label: "pin\(i)")
            pins.append(c)
            all.append(c)
        }
        // Redundant equalities: a pin restated with a factor, so they stay true when x0 moves.
        for r in 0..<rng.int(0..<n) {
            let i = rng.int(1..<n)
            let m = Double(rng.int(1..<5)) * (rng.int(0..<2) == 0 ? 1 : -1)
            let link = links[i]
            all.append(Constraint(x[i] * m, .equal, (x[link.j] * link.a + x[link.k] * link.b + link.c) * m, label: "redundant\(r)"))
        }
        // Loose inequalities around the target.
        var inequalities: [(Int, Double, Double)] = []
        for _ in 0..<rng.int(0..<n) {
            let i = rng.int(0..<n)
            let low = target[i] - 500 - rng.double(0...10), high = target[i] + 500 + rng.double(0...10)
            inequalities.append((i, low, high))
            all.append(Constraint(LinearExpression(x[i]), .greaterThanOrEqual, LinearExpression(low)))
            all.append(Constraint(LinearExpression(x[i]), .lessThanOrEqual, LinearExpression(high)))
        }
        // Soft preferences that lose against the required pins.
        var soft: [Constraint] = []
        for _ in 0..<rng.int(0..<n) {
            let strength = [Strength.strong, .medium, .weak, Strength(rng.double(1...999))!][rng.int(0..<4)]
            let c = Constraint(
                LinearExpression(x[rng.int(0..<n)]), [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0..<3)],
                LinearExpression(rng.double(-1000...1000)), strength: strength)
            soft.append(c)
            all.append(c)
        }
        for i in all.indices.reversed() { all.swapAt(i, rng.int(0..<(i + 1))) }
        for c in all { try s.addConstraint(c) }
        s.updateVariables()
        for i in 0..<n { #expect(Self.close(s.value(of: x[i]), target[i]), "seed \(seed) x\(i)") }
        #expect(s.invariantViolations().isEmpty, "seed \(seed): \(s.invariantViolations())")

        // Random steps: move x0's pin in place, toggle soft constraints, remove and re-add pins.
        var currentX0 = links[0].c
        for step in 0..<60 {
            switch rng.int(0..<3) {
            case 0:
                let x0 = rng.double(-60...60).rounded()
                let next = Self.evaluate(links, x0)
                let violates = inequalities.contains { next[$0.0] < $0.1 - 1e-9 || next[$0.0] > $0.2 + 1e-9 }
                do {
                    try s.updateConstant(of: pins[0], to: -x0)
                    #expect(!violates, "seed \(seed) step \(step): update accepted although it violates an inequality")
                    target = next
                    currentX0 = x0
                } catch {
                    #expect(violates, "seed \(seed) step \(step): \(error)")
                }
            case 1:
                if let c = soft.randomElement(using: &rng) {
                    if s.hasConstraint(c) { try s.removeConstraint(c) } else { try s.addConstraint(c) }
                }
            default:
                let i = rng.int(0..<n)
                let c = pins[i]
                try s.removeConstraint(c)
                try s.addConstraint(c)
                // The object keeps the constant it was made with; restore the updated one.
                if i == 0 { try s.updateConstant(of: c, to: -currentX0) }
            }
            s.updateVariables()
            for i in 0..<n { #expect(Self.close(s.value(of: x[i]), target[i]), "seed \(seed) step \(step) x\(i)") }
            #expect(s.invariantViolations().isEmpty, "seed \(seed) step \(step): \(s.invariantViolations())")
        }
    }
}

extension SplitMix64: RandomNumberGenerator {}
