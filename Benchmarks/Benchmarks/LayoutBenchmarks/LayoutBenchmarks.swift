import Benchmark
import LayoutWorkloads
import PadLayout

/// PadLayout's benchmarks for package-benchmark (`swift package --package-path Benchmarks benchmark
/// --target LayoutBenchmarks`): the workloads `layout-bench` runs against Kiwi, here with
/// percentiles, malloc counts and saved baselines to compare a change against. Kiwi is not run
/// here (it is a Python package; `layout-bench --kiwi` measures both in one run).
///
/// A re-solve benchmark builds its system once (not measured) and then measures edits: each
/// iteration suggests the next value of the workload's edit variables and solves; every 97th
/// value is checked against the closed form. A build benchmark measures making the system, adding
/// its constraints and the first solve.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    func reSolve(_ name: String, _ build: @escaping @Sendable () -> Built) {
        Benchmark("layout.resolve/\(name)") { benchmark in
            let built = build()
            var k = 1
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                must { for (variable, value) in built.edits { try built.solver.suggestValue(variable, value(k)) } }
                built.solver.updateVariables()
                if k % 97 == 0 { built.check(k) }
                k += 1
            }
            benchmark.stopMeasurement()
        }
    }
    reSolve("chain 100") { buildChain(100) }
    reSolve("grid 10x10") { buildGrid(10, 10) }
    reSolve("stack 100") { buildStack(100, .literal, stackWGrow) }
    reSolve("stack_al 100") { buildStack(100, .autoLayout, stackWAL) }
    for n in [10, 30, 100] {
        reSolve("stack_crossing \(n)") { buildStack(n, .literalCrossing, stackWCross) }
    }

    // One build per iteration (the default above scales re-solves by 1,000).
    let builds = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
                                         scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 20)
    Benchmark("layout.build/chain 1000", configuration: builds) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(buildChain(1000).addNs) }
    }
    Benchmark("layout.build/weak_chain 1000", configuration: builds) { benchmark in
        for _ in benchmark.scaledIterations {
            let (solver, constraints, verify) = weakChain(1000)
            must { for constraint in constraints { try solver.addConstraint(constraint) } }
            solver.updateVariables()
            verify()
        }
    }
}
