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
        .executableTarget(
            name: "lint-bench",
            dependencies: [.product(name: "PadKitLint", package: "PadKit")]
        ),
    ]
)
