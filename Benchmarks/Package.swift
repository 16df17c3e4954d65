// swift-tools-version:6.1
import PackageDescription

/// Benchmarks live in their own package so that `swift test` never builds or runs them, and
/// they are always built in release mode: `swift run -c release --package-path Benchmarks <name>`.
///
/// Two kinds: hand-written executables in `Sources/` (the Kiwi comparison needs both engines in
/// one run; the soak and callgrind runs need their own options), and package-benchmark suites in
/// `Benchmarks/` (percentiles, allocation counts, saved baselines to compare against):
/// `swift package --package-path Benchmarks benchmark`. The MallocInterposer trait gives the
/// allocation metrics without jemalloc (package-benchmark needs tools version 6.1 for traits).
let package = Package(
    name: "PadKitBenchmarks",
    dependencies: [
        .package(name: "PadKit", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The layout workloads and their closed-form checks, for both kinds of benchmark.
        .target(name: "LayoutWorkloads", dependencies: [.product(name: "PadLayout", package: "PadKit")]),
        .executableTarget(
            name: "layout-bench",
            dependencies: ["LayoutWorkloads", .product(name: "PadLayout", package: "PadKit")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "LayoutWorkloads",
                .product(name: "PadLayout", package: "PadKit"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // What more than one benchmark needs (the deterministic random generator, timing).
        .target(name: "BenchmarkSupport"),
        // The twin's soak: random events on every device and app, invariants after each.
        .target(
            name: "TwinSoak",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "PadKit", package: "PadKit"),
                .product(name: "PadKitSimulator", package: "PadKit"),
                .product(name: "PadKitSamples", package: "PadKit"),
                .product(name: "PadKitParallel", package: "PadKit"),
            ]
        ),
        .executableTarget(name: "twin-soak", dependencies: ["TwinSoak"]),
        // What one event costs as the tree grows (run under callgrind).
        .executableTarget(name: "twin-cost", dependencies: ["TwinSoak"]),
        .executableTarget(
            name: "TwinBenchmarks",
            dependencies: ["TwinSoak", .product(name: "Benchmark", package: "package-benchmark")],
            path: "Benchmarks/TwinBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // The generated corpus the lint benchmarks lint.
        .target(name: "LintCorpus", dependencies: ["BenchmarkSupport"]),
        .executableTarget(
            name: "lint-bench",
            dependencies: ["BenchmarkSupport", "LintCorpus", .product(name: "PadKitLint", package: "PadKit")]
        ),
        // The root an app's Swift code builds, read in process (read-bench, audit-bench).
        .target(
            name: "InProcessAppRoot",
            dependencies: [.product(name: "PadKitLint", package: "PadKit"), .product(name: "PadKitApps", package: "PadKit")]
        ),
        // What `padkit app init --project` reads against the linter on the same sources, on a real app.
        .executableTarget(
            name: "read-bench",
            dependencies: [
                "BenchmarkSupport", "InProcessAppRoot", .product(name: "PadKitLint", package: "PadKit"),
                .product(name: "PadKitApps", package: "PadKit"),
            ]
        ),
        // `padkit audit --project` against `padkit matrix --project` plus `padkit lint` on a real app.
        .executableTarget(
            name: "audit-bench",
            dependencies: [
                "BenchmarkSupport", "InProcessAppRoot", .product(name: "PadKit", package: "PadKit"),
                .product(name: "PadKitApps", package: "PadKit"), .product(name: "PadKitAudit", package: "PadKit"), .product(name: "PadKitLint", package: "PadKit"),
            ]
        ),
        // `padkit layout screens` on a folder of an app's storyboards and XIBs: reading, as
        // designed, and every window of a device incrementally.
        .executableTarget(
            name: "screens-bench",
            dependencies: [.product(name: "PadKit", package: "PadKit"), .product(name: "PadKitApps", package: "PadKit")]
        ),
        .executableTarget(
            name: "ScreensBenchmarks",
            dependencies: [
                .product(name: "PadKit", package: "PadKit"),
                .product(name: "PadKitApps", package: "PadKit"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/ScreensBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "LintBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                "LintCorpus",
                .product(name: "PadKitLint", package: "PadKit"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LintBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
