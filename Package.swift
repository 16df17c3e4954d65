// swift-tools-version:6.0
import PackageDescription

/// PadKit: the rules UIKit uses to adapt an app to iPad windows, a headless twin of the UIKit
/// machinery that runs them, the `padkit` tool that shows what an app gets in every window, and
/// `padkit-lint`, which finds iPad-adaptation pitfalls in an app's sources.
///
/// The main job (`swift run padkit matrix`) builds only PadKit, the twin and
/// swift-argument-parser; swift-syntax is built only for the linter and the full test suite.
let package = Package(
    name: "PadKit",
    products: [
        .library(name: "PadKit", targets: ["PadKit"]),
        .library(name: "PadKitSimulator", targets: ["PadKitSimulator", "PadKitComponents", "PadKitSamples"]),
        .library(name: "PadLayout", targets: ["PadLayout"]),
        .library(name: "PadKitLint", targets: ["PadKitLint"]),
        .executable(name: "padkit", targets: ["padkit"]),
        .executable(name: "padkit-lint", targets: ["padkit-lint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Pure rules and values. Foundation only.
        .target(name: "PadKit"),
        // The Auto Layout engine (Cassowary, anchors, a SnapKit-style DSL). Depends on nothing.
        .target(name: "PadLayout"),
        // The headless UIKit twin: controllers, windows, transitions, scenarios, the trace.
        .target(name: "PadKitSimulator", dependencies: ["PadKit", "PadLayout"]),
        // Sample apps written against the twin, as an app developer would write them.
        .target(name: "PadKitComponents", dependencies: ["PadKit", "PadKitSimulator"]),
        .target(name: "PadKitSamples", dependencies: ["PadKit", "PadKitSimulator", "PadKitComponents"]),
        // The `padkit` commands, as a library so tests can run them in-process.
        .target(
            name: "PadKitCLI",
            dependencies: [
                "PadKit",
                "PadKitSimulator",
                "PadKitSamples",
                "PadLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "padkit", dependencies: ["PadKitCLI"]),
        // The linter: swift-syntax for sources, Foundation for property lists, Yams for its
        // configuration. `padkit lint` runs `padkit-lint`, so `padkit` never builds swift-syntax.
        .target(
            name: "PadKitLint",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "padkit-lint",
            dependencies: [
                "PadKitLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Golden-file assertions shared by the test targets (no snapshot dependency).
        .target(name: "SnapshotSupport", path: "Tests/SnapshotSupport"),
        .testTarget(name: "PadKitTests", dependencies: ["PadKit"]),
        .testTarget(name: "PadLayoutTests", dependencies: ["PadLayout"]),
        .testTarget(name: "PadKitSimulatorTests", dependencies: ["PadKitSimulator", "PadKitSamples", "PadKitComponents", "SnapshotSupport"],
                    exclude: ["SoakRegressions"]),
        .testTarget(name: "PadKitLintTests", dependencies: ["PadKitLint", "SnapshotSupport"], exclude: ["__Goldens__"]),
        .testTarget(name: "PadKitCLITests", dependencies: ["PadKitCLI", "SnapshotSupport"], exclude: ["__Goldens__", "Scenarios", "Layout"]),
    ]
)
