import Testing
@testable import PadLayout

/// Issue 15's long chain: `v[i] >= v[i-1] + 10` required, `v[i] == 0` weak for every i. The
/// optimum packs the chain (every gap exactly 10) and centres it on 0: for odd n,
/// `v[i] = 10·(i − (n−1)/2)`; for even n the two middle variables straddle 0 (any shift
/// between them is as good). The order the constraints are added in must not matter.
@Suite struct WeakChainTests {
    enum Order: String, CaseIterable, Sendable {
        case chainFirst, weakFirst, interleaved
    }

    static func solve(_ n: Int, _ order: Order) throws -> (Solver, [Variable]) {
        let s = Solver()
        let v = (0..<n).map { s.makeVariable("v\($0)") }
        func link(_ i: Int) -> Constraint { Constraint(LinearExpression(v[i]), .greaterThanOrEqual, v[i - 1] + 10) }
        func weak(_ i: Int) -> Constraint { Constraint(LinearExpression(v[i]), .equal, LinearExpression(0), strength: .weak) }
        switch order {
        case .chainFirst:
            for i in 1..<n { try s.addConstraint(link(i)) }
            for i in 0..<n { try s.addConstraint(weak(i)) }
        case .weakFirst:
            for i in 0..<n { try s.addConstraint(weak(i)) }
            for i in 1..<n { try s.addConstraint(link(i)) }
        case .interleaved:
            for i in 0..<n {
                try s.addConstraint(weak(i))
                if i > 0 { try s.addConstraint(link(i)) }
            }
        }
        s.updateVariables()
        return (s, v)
    }

    @Test(arguments: [101, 121], Order.allCases)
    func oddChainsAreCentredOnZero(n: Int, order: Order) throws {
        let (s, v) = try Self.solve(n, order)
        for i in 0..<n {
            let expected = 10 * Double(i - (n - 1) / 2)
            #expect(abs(s.value(of: v[i]) - expected) <= 1e-9 * Double(10 * n), "v[\(i)] = \(s.value(of: v[i])), expected \(expected)")
        }
        #expect(s.invariantViolations().isEmpty)
    }

    @Test(arguments: [100, 120], Order.allCases)
    func evenChainsArePackedAndStraddleZero(n: Int, order: Order) throws {
        let (s, v) = try Self.solve(n, order)
        for i in 1..<n {
            #expect(abs(s.value(of: v[i]) - s.value(of: v[i - 1]) - 10) <= 1e-9 * Double(10 * n), "gap \(i)")
        }
        let low = s.value(of: v[n / 2 - 1])
        #expect(low >= -10 - 1e-9 && low <= 1e-9, "v[\(n / 2 - 1)] = \(low)")
        #expect(s.invariantViolations().isEmpty)
    }

    /// Reading the values refreshes the variables' rows the pivots left behind; reading them
    /// again, or after a further constraint, gives the same answers.
    @Test func valuesReadAfterMorePivotsStayConsistent() throws {
        let (s, v) = try Self.solve(41, .chainFirst)
        // A strong cap on the last variable pushes the whole chain below it: every variable
        // is then as high as the links allow.
        try s.addConstraint(Constraint(LinearExpression(v[40]), .lessThanOrEqual, LinearExpression(-1000), strength: .strong))
        s.updateVariables()
        for i in 0..<41 { #expect(abs(s.value(of: v[i]) - (-1000 - 10 * Double(40 - i))) <= 1e-9, "v[\(i)] = \(s.value(of: v[i]))") }
        s.updateVariables()
        #expect(abs(s.value(of: v[0]) + 1400) <= 1e-9)
        #expect(s.invariantViolations().isEmpty)
    }
}
