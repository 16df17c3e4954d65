// layout-bench: the workloads of Benchmarks/WORKLOADS.md on PadLayout's Solver, printing the
// same JSON lines as the Kiwi driver (same keys, same rounding). Release build only:
//   swift run -c release --package-path Benchmarks layout-bench [--quick] [--only chain,grid,...] [--n 10,30] [--kiwi]
// Sections: floor, chain, grid, stack, stack_al, crossing, update, weakchain, dsl.
// `--kiwi` runs Kiwi's side of `weak_chain` and `stack_crossing` (Benchmarks/Kiwi/weak_chain.py
// and stack_crossing.py, kiwisolver from PyPI) right before PadLayout's side of the same size and
// prints the ratio (CPU times for weak_chain, median re-solve times for stack_crossing).
//
// Every solution is checked against its closed form (after k = 0, at every k % 97 == 0 and
// after the last edit); a wrong value stops the run with exit status 1.
//
// Lines beyond the Kiwi driver:
// * `update_constant_inplace`: the (d) workload through Solver.updateConstant(of:to:), the
//   `NSLayoutConstraint.constant = x` path; `update_constant` is remove + add, like Kiwi.
// * `chain_dsl`: the chain through LayoutView + the SnapKit-style DSL and a full layout pass per
//   edit (see runChainDSL for what it adds).
//
// Timing: `build_first_solve_ms` runs from `Solver()` (variables are made by the solver) to the
// end of the first updateVariables(); `add_ms` from the first addConstraint to the same end.
import Foundation
import LayoutWorkloads
import PadLayout

let timedEdits = 1000
let warmupEdits = 50

// MARK: Output

func rounded(_ x: Double, _ places: Double) -> Double { (x * places).rounded() / places }

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    if s.isEmpty { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func pct(_ sorted: [Double], _ q: Double) -> Double {
    let i = min(sorted.count - 1, max(0, Int((q * Double(sorted.count - 1)).rounded(.toNearestOrEven))))
    return sorted[i]
}

func emit(_ name: String, _ n: String, _ nv: Int, _ nc: Int, _ builds: Int,
          _ buildMs: [Double], _ addMs: [Double], _ samples: [Double]) {
    let s = samples.sorted()
    let mean = s.reduce(0, +) / Double(max(1, s.count))
    let fields: [(String, String)] = [
        ("workload", "\"\(name)\""), ("n", n), ("variables", "\(nv)"), ("constraints", "\(nc)"),
        ("builds", "\(builds)"),
        ("build_first_solve_ms", "\(rounded(median(buildMs), 1000))"),
        ("build_first_solve_ms_min", "\(rounded(buildMs.min() ?? 0, 1000))"),
        ("add_ms", "\(rounded(median(addMs), 1000))"),
        ("edits", "\(s.count)"),
        ("resolve_us_median", "\(rounded(median(s), 100))"),
        ("resolve_us_p10", "\(rounded(pct(s, 0.10), 100))"),
        ("resolve_us_p90", "\(rounded(pct(s, 0.90), 100))"),
        ("resolve_us_mean", "\(rounded(mean, 100))"),
        ("resolve_us_max", "\(rounded(s.last ?? 0, 100))"),
    ]
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}


@discardableResult
func run(_ name: String, _ n: String, builds: Int, edits nEdits: Int = timedEdits, warmup: Int = warmupEdits,
         _ builder: () -> Built) -> Double {
    var buildMs: [Double] = [], addMs: [Double] = []
    var built: Built?
    for _ in 0..<builds {
        built = nil
        let t0 = now()
        let b = builder()
        buildMs.append(Double(now() - t0) / 1e6)
        addMs.append(Double(b.addNs) / 1e6)
        built = b
    }
    guard let b = built else { return 0 }
    b.check(0)
    var samples: [Double] = []
    samples.reserveCapacity(nEdits)
    let count = b.edits.count
    var values = [Double](repeating: 0, count: count)
    for k in 1...(warmup + nEdits) {
        for e in 0..<count { values[e] = b.edits[e].1(k) }
        let t0 = now()
        must {
            for e in 0..<count { try b.solver.suggestValue(b.edits[e].0, values[e]) }
        }
        b.solver.updateVariables()
        let dt = now() - t0
        if k > warmup { samples.append(Double(dt) / 1e3) }
        if k % 97 == 0 { b.check(k) }
    }
    b.check(warmup + nEdits)
    emit(name, n, b.variables, b.constraints, builds, buildMs, addMs, samples)
    return median(samples)
}

/// (d) update_constant: the chain with W held at chain_W(n, 0); the C2 link of view n/2 gets
/// the constant g_k. `inPlace` uses Solver.updateConstant (NSLayoutConstraint.constant = x);
/// otherwise remove + add of a constraint object made before the clock starts, as Kiwi does.
func runUpdate(_ n: Int, builds: Int, edits nEdits: Int, inPlace: Bool, warmup: Int = 5) {
    var buildMs: [Double] = [], addMs: [Double] = []
    var state: (Solver, [Variable], [Variable], Constraint, Int)?
    for _ in 0..<builds {
        state = nil
        let t0 = now()
        let s = Solver()
        let W = s.makeVariable("W")
        let left = (0..<n).map { s.makeVariable("left\($0)") }
        let width = (0..<n).map { s.makeVariable("width\($0)") }
        var cons: [Constraint] = []
        let m = n / 2
        var link: Constraint?
        for i in 0..<n {
            if i == 0 {
                cons.append(Constraint(LinearExpression(left[0]), .equal, LinearExpression(spacing)))
            } else {
                let c = Constraint(LinearExpression(left[i]), .equal, left[i - 1] + width[i - 1] + spacing)
                if i == m { link = c }
                cons.append(c)
            }
            cons.append(Constraint(LinearExpression(width[i]), .greaterThanOrEqual, LinearExpression(0)))
            if i > 0 { cons.append(Constraint(LinearExpression(width[i]), .equal, LinearExpression(width[i - 1]))) }
        }
        cons.append(Constraint(left[n - 1] + width[n - 1] + spacing, .equal, LinearExpression(W)))
        let ns = solveFirst(s, cons, [(W, { _ in chainW(n, 0) })])
        buildMs.append(Double(now() - t0) / 1e6)
        addMs.append(Double(ns) / 1e6)
        if let link { state = (s, left, width, link, cons.count + 1) }
    }
    guard let (s, left, width, first, nc) = state else { return }
    let m = n / 2
    let wv = chainW(n, 0)
    func gap(_ k: Int) -> Double { Double(8 + (k * 7) % 41) }
    func checkUpdate(_ k: Int) {
        let g = gap(k)
        let cw = (wv - Double(8 * n) - g) / Double(n)
        check(close(s.value(of: width[0]), cw, wv), "update_constant \(n) k=\(k) width0 \(s.value(of: width[0])) != \(cw)")
        check(close(s.value(of: left[m]) - (s.value(of: left[m - 1]) + s.value(of: width[m - 1])), g, wv),
              "update_constant \(n) k=\(k) gap")
    }
    var current = first
    var samples: [Double] = []
    for k in 1...(warmup + nEdits) {
        let dt: UInt64
        if inPlace {
            // The link is `left_m − left_{m−1} − width_{m−1} − g == 0`: its constant is −g.
            let value = -gap(k)
            let t0 = now()
            must { try s.updateConstant(of: current, to: value) }
            s.updateVariables()
            dt = now() - t0
        } else {
            let replacement = Constraint(LinearExpression(left[m]), .equal, left[m - 1] + width[m - 1] + gap(k))
            let t0 = now()
            must {
                try s.removeConstraint(current)
                try s.addConstraint(replacement)
            }
            s.updateVariables()
            dt = now() - t0
            current = replacement
        }
        if k > warmup { samples.append(Double(dt) / 1e3) }
        if k % 97 == 0 { checkUpdate(k) }
    }
    checkUpdate(warmup + nEdits)
    emit(inPlace ? "update_constant_inplace" : "update_constant", "\(n)", 2 * n + 1, nc, builds, buildMs, addMs, samples)
}

/// `chain_dsl`: the chain of (a) written with the SnapKit-style DSL on real views, re-laid out
/// by resizing the window. What it adds over the solver-level chain: 4 variables per view
/// (minX, minY, width, height: `right = minX + width` is an expression, not a variable), the
/// window's 4 size pins, 2 vertical constraints per view (top and bottom to the window, so
/// nothing is ambiguous), and per edit the whole layout pass: `layoutIfNeeded()` walks the
/// tree, diffs every constraint against the solver (the window width goes in as an in-place
/// constant change) and writes every frame.
func runChainDSL(_ n: Int, builds: Int) {
    var buildMs: [Double] = []
    var state: (LayoutView, [LayoutView])?
    for _ in 0..<builds {
        state = nil
        let t0 = now()
        let window = LayoutView(frame: CGRect(x: 0, y: 0, width: chainW(n, 0), height: 100))
        var views: [LayoutView] = []
        for i in 0..<n {
            let v = LayoutView()
            window.addSubview(v)
            let previous = views.last
            v.snp.makeConstraints { make in
                if let previous {
                    make.left.equalTo(previous.snp.right).offset(spacing)
                    make.width.greaterThanOrEqualTo(0)
                    make.width.equalTo(previous)
                } else {
                    make.left.equalToSuperview().offset(spacing)
                    make.width.greaterThanOrEqualTo(0)
                }
                make.top.bottom.equalToSuperview()
                if i == n - 1 { make.right.equalToSuperview().offset(-spacing) }
            }
            views.append(v)
        }
        window.layoutIfNeeded()
        buildMs.append(Double(now() - t0) / 1e6)
        state = (window, views)
    }
    guard let (window, views) = state else { return }
    func checkDSL(_ k: Int) {
        let w = chainW(n, k)
        let cw = (w - Double(8 * (n + 1))) / Double(n)
        for i in [0, n / 2, n - 1] {
            check(close(views[i].frame.width, cw, w), "chain_dsl \(n) k=\(k) width\(i) \(views[i].frame.width) != \(cw)")
            check(close(views[i].frame.minX, 8 + Double(i) * (cw + 8), w), "chain_dsl \(n) k=\(k) left\(i)")
        }
    }
    checkDSL(0)
    var samples: [Double] = []
    for k in 1...(warmupEdits + timedEdits) {
        let frame = CGRect(x: 0, y: 0, width: chainW(n, k), height: 100)
        let t0 = now()
        window.frame = frame
        window.layoutIfNeeded()
        let dt = now() - t0
        if k > warmupEdits { samples.append(Double(dt) / 1e3) }
        if k % 97 == 0 { checkDSL(k) }
    }
    checkDSL(warmupEdits + timedEdits)
    emit("chain_dsl", "\(n)", 4 * n + 4, 5 * n + 4, builds, buildMs, buildMs, samples)
}

/// CPU time of this process in nanoseconds (the machine is shared: a long build's wall time
/// depends on what else runs, its CPU time much less).
func cpuNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// `weak_chain` (``weakChain(_:)``), build only, no edits. Times the same span as
/// Benchmarks/Kiwi/weak_chain.py: first addConstraint to the end of updateVariables(), wall and CPU.
@discardableResult
func runWeakChain(_ n: Int, builds: Int) -> Double {
    var runs: [(wall: Double, cpu: Double)] = []
    var pivots = 0
    for _ in 0..<builds {
        let (s, constraints, verify) = weakChain(n)
        let t0 = now(), c0 = cpuNow()
        must {
            for c in constraints { try s.addConstraint(c) }
        }
        s.updateVariables()
        runs.append((Double(now() - t0) / 1e6, Double(cpuNow() - c0) / 1e6))
        pivots = s.pivotCount
        verify()
    }
    runs.sort { $0.wall < $1.wall }
    let median = runs[runs.count / 2]
    print("{\"workload\": \"weak_chain\", \"engine\": \"PadLayout\", \"n\": \(n), \"builds\": \(builds), "
        + "\"build_first_solve_ms\": \(rounded(median.wall, 1000)), \"cpu_ms\": \(rounded(median.cpu, 1000)), "
        + "\"pivots\": \(pivots)}")
    return median.cpu
}

/// Runs a Kiwi driver in Benchmarks/Kiwi (found next to this package: `weak_chain.py`,
/// `stack_crossing.py`) with `arguments` and prints its line, so that both engines are measured
/// in one run, one right after the other. Returns the line's value for `key` (CPU milliseconds,
/// median re-solve microseconds), or nil when python3 or kiwisolver is missing.
func runKiwi(_ script: String, _ arguments: [String], key: String) -> Double? {
    let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Kiwi/\(script)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", path.path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let line = String(data: data, encoding: .utf8)?
        .split(separator: "\n").last else { return nil }
    print(line)
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
    return object[key] as? Double
}

// MARK: Main

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let only: Set<String> = {
    guard let i = arguments.firstIndex(of: "--only"), arguments.index(after: i) < arguments.endIndex else { return [] }
    return Set(arguments[arguments.index(after: i)].split(separator: ",").map(String.init))
}()
/// `--n 10,30`: only these sizes of the sized sections that honour it (crossing, weakchain),
/// for callgrind runs of one size.
let sizes: Set<Int> = {
    guard let i = arguments.firstIndex(of: "--n"), arguments.index(after: i) < arguments.endIndex else { return [] }
    return Set(arguments[arguments.index(after: i)].split(separator: ",").compactMap { Int($0) })
}()
func want(_ key: String) -> Bool { only.isEmpty || only.contains(key) }
func nb(_ size: Int) -> Int { quick ? 1 : (size <= 100 ? 7 : 3) }

print("{\"meta\": true, \"engine\": \"PadLayout\", \"machine\": \"x86_64\"}")
let start = now()
if want("floor") {
    run("binding_floor", "1", builds: 3) {
        let s = Solver()
        let x = s.makeVariable("x")
        let edits: [(Variable, (Int) -> Double)] = [(x, { Double($0 % 1000) })]
        let ns = solveFirst(s, [], edits)
        return Built(solver: s, edits: edits, check: { k in
            check(s.value(of: x) == Double(k % 1000), "floor k=\(k)")
        }, variables: 1, constraints: 1, addNs: ns)
    }
}
if want("chain") {
    for n in [10, 100, 1000] { run("chain", "\(n)", builds: nb(n)) { buildChain(n) } }
}
if want("grid") {
    for (r, c) in [(10, 10), (30, 30)] { run("grid", "\"\(r)x\(c)\"", builds: nb(r * c)) { buildGrid(r, c) } }
}
if want("stack") {
    for n in [10, 100, 300] { run("stack_priorities", "\(n)", builds: nb(n)) { buildStack(n, .literal, stackWGrow) } }
}
if want("stack_al") {
    for n in [10, 100, 300] { run("stack_al", "\(n)", builds: nb(n)) { buildStack(n, .autoLayout, stackWAL) } }
}
if want("crossing") {
    for (n, e) in [(10, 1000), (30, 200), (100, 20)] where sizes.isEmpty || sizes.contains(n) {
        let kiwi = arguments.contains("--kiwi") ? runKiwi("stack_crossing.py", ["\(n)", "\(e)", "4", "3"], key: "resolve_us_median") : nil
        let ours = run("stack_crossing", "\(n)", builds: 3, edits: e, warmup: 4) { buildStack(n, .literalCrossing, stackWCross) }
        if let kiwi {
            print("{\"meta\": true, \"workload\": \"stack_crossing\", \"n\": \(n), \"kiwi_resolve_over_padlayout_resolve\": \(rounded(kiwi / ours, 100))}")
        } else if arguments.contains("--kiwi") {
            FileHandle.standardError.write(Data("layout-bench: stack_crossing \(n): Kiwi did not run (python3 with kiwisolver?)\n".utf8))
        }
    }
}
if want("update") {
    for (n, e) in [(10, 1000), (100, 200), (300, 20)] {
        runUpdate(n, builds: quick ? 1 : 3, edits: e, inPlace: false)
        runUpdate(n, builds: quick ? 1 : 3, edits: e, inPlace: true)
    }
}
if want("weakchain") {
    // Build-only; CPU time is the figure to compare on a shared machine.
    for n in quick ? [300] : [1000, 3000] where sizes.isEmpty || sizes.contains(n) {
        let kiwi = arguments.contains("--kiwi") ? runKiwi("weak_chain.py", ["\(n)", "1"], key: "cpu_ms") : nil
        let ours = runWeakChain(n, builds: 1)
        if let kiwi {
            print("{\"meta\": true, \"workload\": \"weak_chain\", \"n\": \(n), \"kiwi_cpu_over_padlayout_cpu\": \(rounded(kiwi / ours, 100))}")
        } else if arguments.contains("--kiwi") {
            FileHandle.standardError.write(Data("layout-bench: weak_chain \(n): Kiwi did not run (python3 with kiwisolver?)\n".utf8))
        }
    }
}
if want("dsl") {
    for n in [10, 100, 1000] { runChainDSL(n, builds: nb(n)) }
}
print("{\"meta\": true, \"total_s\": \(rounded(Double(now() - start) / 1e9, 10))}")
