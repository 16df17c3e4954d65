// swift-tools-version:6.0
import PackageDescription

/// Benchmarks live in their own package so that `swift test` never builds or runs them, and
/// they are always built in release mode: `swift run -c release --package-path Benchmarks <name>`.
let package = Package(
    name: "PadKitBenchmarks",
    dependencies: [
        .package(name: "PadKit", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "layout-bench",
            dependencies: [.product(name: "PadLayout", package: "PadKit")]
        ),
        // The twin's soak: random events on every device and app, invariants after each.
        .target(
            name: "TwinSoak",
            dependencies: [
                .product(name: "PadKit", package: "PadKit"),
                .product(name: "PadKitSimulator", package: "PadKit"),
            ]
        ),
        .executableTarget(name: "twin-soak", dependencies: ["TwinSoak"]),
        // What one event costs as the tree grows (run under callgrind).
        .executableTarget(
            name: "twin-cost",
            dependencies: [
                .product(name: "PadKit", package: "PadKit"),
                .product(name: "PadKitSimulator", package: "PadKit"),
            ]
        ),
        .executableTarget(
            name: "lint-bench",
            dependencies: [.product(name: "PadKitLint", package: "PadKit")]
        ),
    ]
)
