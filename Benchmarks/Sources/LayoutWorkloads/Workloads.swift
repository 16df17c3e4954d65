// The workloads of Benchmarks/WORKLOADS.md on PadLayout's Solver, each with the check of its
// closed form, shared by `layout-bench` (the hand-written harness that runs Kiwi in the same run)
// and the `LayoutBenchmarks` package-benchmark suite. A wrong value stops the process (exit 1).
import Foundation
import PadLayout

public let spacing = 8.0

/// Nanoseconds on a monotonic clock.
@inline(__always)
public func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

public func close(_ a: Double, _ b: Double, _ scale: Double) -> Bool {
    abs(a - b) <= 1e-6 * max(1, abs(scale))
}

public func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "layout"): wrong solution: \(message)\n".utf8))
    exit(1)
}

public func check(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok { fail(message()) }
}

public func must(_ body: () throws -> Void) {
    do { try body() } catch { fail("solver error: \(error)") }
}

// MARK: Helper functions of WORKLOADS.md

public func chainW(_ n: Int, _ k: Int) -> Double { Double(8 * (n + 1) + 10 * n + (k * 389) % 1000) }
public func gridW(_ c: Int, _ k: Int) -> Double { Double(18 * c + 8 + (k * 389) % 1000) }
public func gridH(_ r: Int, _ k: Int) -> Double { Double(18 * r + 8 + (k * 611) % 1000) }
public func iw(_ i: Int) -> Double { Double(20 + (37 * i) % 61) }
public func stackS(_ n: Int) -> Double { (0..<n).reduce(0.0) { $0 + iw($1) } + Double(8 * (n + 1)) }


// MARK: Workloads

/// A built system: the solver, its edit variables with their value functions, and its check.
public struct Built {
    public var solver: Solver
    public var edits: [(Variable, (Int) -> Double)]
    public var check: (Int) -> Void
    public var variables: Int
    public var constraints: Int
    public var addNs: UInt64

    public init(solver: Solver, edits: [(Variable, (Int) -> Double)], check: @escaping (Int) -> Void,
                variables: Int, constraints: Int, addNs: UInt64) {
        self.solver = solver
        self.edits = edits
        self.check = check
        self.variables = variables
        self.constraints = constraints
        self.addNs = addNs
    }
}

/// Adds the constraints, then the strong edit variables, suggests the k = 0 values and solves.
public func solveFirst(_ solver: Solver, _ constraints: [Constraint], _ edits: [(Variable, (Int) -> Double)]) -> UInt64 {
    let t0 = now()
    must {
        for c in constraints { try solver.addConstraint(c) }
        for (v, _) in edits { try solver.addEditVariable(v, strength: .strong) }
        for (v, f) in edits { try solver.suggestValue(v, f(0)) }
    }
    solver.updateVariables()
    return now() - t0
}

/// A solver with the variables of a row of `n` items: the row's width `W`, and each item's left
/// edge and width (the chain and stack workloads).
func row(_ n: Int) -> (solver: Solver, W: Variable, left: [Variable], width: [Variable]) {
    let s = Solver()
    return (s, s.makeVariable("W"), (0..<n).map { s.makeVariable("left\($0)") }, (0..<n).map { s.makeVariable("width\($0)") })
}

public func buildChain(_ n: Int) -> Built {
    let (s, W, left, width) = row(n)
    var cons: [Constraint] = []
    for i in 0..<n {
        if i == 0 {
            cons.append(Constraint(LinearExpression(left[0]), .equal, LinearExpression(spacing)))
        } else {
            cons.append(Constraint(LinearExpression(left[i]), .equal, left[i - 1] + width[i - 1] + spacing))
        }
        cons.append(Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(0)))
        if i > 0 { cons.append(Constraint(LinearExpression(width[i]), .equal, LinearExpression(width[i - 1]))) }
    }
    cons.append(Constraint(left[n - 1] + width[n - 1] + spacing, .equal, LinearExpression(W)))
    let edits: [(Variable, (Int) -> Double)] = [(W, { chainW(n, $0) })]
    let ns = solveFirst(s, cons, edits)
    return Built(solver: s, edits: edits, check: { k in
        let w = chainW(n, k)
        let cw = (w - Double(8 * (n + 1))) / Double(n)
        for i in [0, n / 2, n - 1] {
            check(close(s.value(of: width[i]), cw, w), "chain \(n) k=\(k) width\(i)=\(s.value(of: width[i])) != \(cw)")
            check(close(s.value(of: left[i]), 8 + Double(i) * (cw + 8), w), "chain \(n) k=\(k) left\(i)")
        }
    }, variables: 2 * n + 1, constraints: cons.count + 1, addNs: ns)
}

public func buildGrid(_ rows: Int, _ cols: Int) -> Built {
    let s = Solver()
    let W = s.makeVariable("W"), H = s.makeVariable("H")
    func grid(_ p: String) -> [[Variable]] {
        (0..<rows).map { r in (0..<cols).map { c in s.makeVariable("\(p)\(r)_\(c)") } }
    }
    let L = grid("l"), T = grid("t"), Wd = grid("w"), Ht = grid("h")
    var cons: [Constraint] = []
    for r in 0..<rows {
        for c in 0..<cols {
            cons.append(Constraint(LinearExpression(L[r][c]), .equal,
                                   c == 0 ? LinearExpression(spacing) : L[r][c - 1] + Wd[r][c - 1] + spacing))
            cons.append(Constraint(LinearExpression(T[r][c]), .equal,
                                   r == 0 ? LinearExpression(spacing) : T[r - 1][c] + Ht[r - 1][c] + spacing))
            cons.append(Constraint(LinearExpression(Wd[r][c]), .greaterThanOrEqual, LinearExpression(0)))
            cons.append(Constraint(LinearExpression(Ht[r][c]), .greaterThanOrEqual, LinearExpression(0)))
            if r != 0 || c != 0 {
                cons.append(Constraint(LinearExpression(Wd[r][c]), .equal, LinearExpression(Wd[0][0])))
                cons.append(Constraint(LinearExpression(Ht[r][c]), .equal, LinearExpression(Ht[0][0])))
            }
            if c == cols - 1 { cons.append(Constraint(L[r][c] + Wd[r][c] + spacing, .equal, LinearExpression(W))) }
            if r == rows - 1 { cons.append(Constraint(T[r][c] + Ht[r][c] + spacing, .equal, LinearExpression(H))) }
        }
    }
    let edits: [(Variable, (Int) -> Double)] = [(W, { gridW(cols, $0) }), (H, { gridH(rows, $0) })]
    let ns = solveFirst(s, cons, edits)
    return Built(solver: s, edits: edits, check: { k in
        let w = gridW(cols, k), h = gridH(rows, k)
        let cw = (w - Double(8 * (cols + 1))) / Double(cols), ch = (h - Double(8 * (rows + 1))) / Double(rows)
        for (r, c) in [(0, 0), (rows - 1, cols - 1), (rows / 2, cols / 3)] {
            check(close(s.value(of: Wd[r][c]), cw, w) && close(s.value(of: Ht[r][c]), ch, h), "grid k=\(k) size \(r),\(c)")
            check(close(s.value(of: L[r][c]), 8 + Double(c) * (cw + 8), w), "grid k=\(k) left \(r),\(c)")
            check(close(s.value(of: T[r][c]), 8 + Double(r) * (ch + 8), h), "grid k=\(k) top \(r),\(c)")
        }
    }, variables: 4 * rows * cols + 2, constraints: cons.count + 2, addNs: ns)
}

public enum StackVariant { case literal, literalCrossing, autoLayout }

public let medium = Strength.medium
public let mediumHalf = Strength(500) ?? .medium
public let weak = Strength.weak
public let weak2 = Strength(2) ?? .weak

public func buildStack(_ n: Int, _ variant: StackVariant, _ wfun: @escaping (Int, Int) -> Double) -> Built {
    let (s, W, left, width) = row(n)
    var cons: [Constraint] = []
    for i in 0..<n {
        let w = iw(i)
        let last = i == n - 1
        cons.append(Constraint(LinearExpression(left[i]), .equal,
                               i == 0 ? LinearExpression(spacing) : left[i - 1] + width[i - 1] + spacing))
        cons.append(Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(0)))
        switch variant {
        case .literal, .literalCrossing:
            cons.append(Constraint(LinearExpression(width[i]), .equal, LinearExpression(w), strength: medium))
            cons.append(Constraint(LinearExpression(width[i]), .lessThanOrEqual, LinearExpression(w), strength: last ? weak : weak2))
            if variant == .literalCrossing {
                cons.append(Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(w), strength: last ? weak : weak2))
            }
        case .autoLayout:
            cons.append(Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(w), strength: last ? mediumHalf : medium))
            cons.append(Constraint(LinearExpression(width[i]), .lessThanOrEqual, LinearExpression(w), strength: last ? weak : weak2))
        }
    }
    cons.append(Constraint(left[n - 1] + width[n - 1] + spacing, .equal, LinearExpression(W)))
    let edits: [(Variable, (Int) -> Double)] = [(W, { wfun(n, $0) })]
    let ns = solveFirst(s, cons, edits)
    let S = stackS(n)
    return Built(solver: s, edits: edits, check: { k in
        let w = wfun(n, k)
        check(close(s.value(of: width[n - 1]), iw(n - 1) + (w - S), w), "stack \(n) k=\(k) last width \(s.value(of: width[n - 1]))")
        for i in [0, n / 2, n - 2] where i >= 0 && i < n - 1 {
            check(close(s.value(of: width[i]), iw(i), w), "stack \(n) k=\(k) width\(i)")
        }
        check(close(s.value(of: left[n - 1]) + s.value(of: width[n - 1]) + 8, w, w), "stack \(n) k=\(k) right edge")
    }, variables: 2 * n + 1, constraints: cons.count + 1, addNs: ns)
}

public func stackWGrow(_ n: Int, _ k: Int) -> Double { stackS(n) + 1 + Double((k * 389) % 1000) }
public func stackWAL(_ n: Int, _ k: Int) -> Double { stackS(n) - 20 + Double((k * 389) % 1000) }
public func stackWCross(_ n: Int, _ k: Int) -> Double { stackS(n) + (k % 2 == 1 ? 100 : -15) }

/// `weak_chain` (issue 15's probe): n variables, the required links `v[i] >= v[i-1] + 10` for
/// i = 1..n-1, then a weak `v[i] == 0` per variable, added in that order. The optimum puts every
/// gap at exactly 10 and the middle of the chain at 0 (for even n, anywhere between the two
/// middle variables). `verify` checks that after `updateVariables()`.
public func weakChain(_ n: Int) -> (solver: Solver, constraints: [Constraint], verify: () -> Void) {
    let s = Solver()
    let v = (0..<n).map { s.makeVariable("v\($0)") }
    let links = (1..<n).map { Constraint(LinearExpression(v[$0]), .greaterThanOrEqual, v[$0 - 1] + 10) }
    let weak = (0..<n).map { Constraint(LinearExpression(v[$0]), .equal, LinearExpression(0), strength: .weak) }
    return (s, links + weak, {
        for i in 1..<n {
            check(close(s.value(of: v[i]) - s.value(of: v[i - 1]), 10, Double(10 * n)), "weak_chain \(n) gap \(i)")
        }
        let low = s.value(of: v[(n - 1) / 2])
        check(low >= -10 - 1e-6 && low <= 1e-6 && (n % 2 == 0 || abs(low) <= 1e-6),
              "weak_chain \(n) v[\((n - 1) / 2)] = \(low)")
    })
}
