import Benchmark
import TwinSoak

/// The twin's benchmarks for package-benchmark (`swift package --package-path Benchmarks benchmark
/// --target TwinBenchmarks`): wall clock and CPU percentiles, malloc counts and peak memory,
/// comparable against a saved baseline (`benchmark baseline update` / `baseline check`).
///
/// The same work as `twin-cost` and `twin-soak`, at sizes that take well under a second per
/// iteration, so that percentiles over several iterations are cheap.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 20
    )

    // An event's cost as the stack grows: push 1,000 and 4,000 controllers, and the other events
    // with a 1,000-deep stack. The push ratio stays near 4 when a push costs O(stack).
    for count in [1_000, 4_000] {
        Benchmark("twin.push/\(count)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try TwinCostWorkload.push.run(count: count))
            }
        }
    }
    // `padkit simulate` with n pushes onto one stack, as the command runs it (the invariants of
    // what each event changed, then the text): linear in n, so 4k takes about 4 times 1k (issue
    // 24 asks for within 5 times), and 64k about 64 times.
    for count in [1_000, 4_000, 16_000, 64_000] {
        Benchmark("twin.simulate.push/\(count)", configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
            maxDuration: .seconds(count >= 16_000 ? 30 : 5),
            maxIterations: count >= 16_000 ? 3 : 20
        )) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try TwinCostWorkload.push.simulate(count: count))
            }
        }
    }
    for workload in [TwinCostWorkload.pop, .rotate, .resize] {
        Benchmark("twin.\(workload.rawValue)/1000") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try workload.run(count: 1_000))
            }
        }
    }

    // The soak on one thread: 2,000 random events on every app and device, invariants after
    // each. Throughput counts iterations: events per second are 2,000 times it.
    Benchmark("twin.soak/2000 events", configuration: .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 10
    )) { benchmark in
        var soak = TwinSoak()
        soak.threads = 1
        for _ in benchmark.scaledIterations {
            let report = soak.run(events: 2_000, seed: 42)
            precondition(report.violationCount == 0, "the soak found a violation; run twin-soak --events 2000 --seed 42")
            blackHole(report)
        }
    }
}
