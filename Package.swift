// swift-tools-version:6.0
import PackageDescription

/// PadKit: the rules UIKit uses to adapt an app to iPad windows, a headless twin of the UIKit
/// machinery that runs them, and the `padkit` tool that shows what an app gets in every window.
let package = Package(
    name: "PadKit",
    products: [
        .library(name: "PadKit", targets: ["PadKit"]),
        .library(name: "PadKitSimulator", targets: ["PadKitSimulator", "PadKitComponents", "PadKitSamples"]),
        .executable(name: "padkit", targets: ["padkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure rules and values. Foundation only.
        .target(name: "PadKit"),
        // The headless UIKit twin: controllers, windows, transitions, scenarios, the trace.
        .target(name: "PadKitSimulator", dependencies: ["PadKit"]),
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
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "padkit", dependencies: ["PadKitCLI"]),
        // Golden-file assertions shared by the test targets (no snapshot dependency).
        .target(name: "SnapshotSupport", path: "Tests/SnapshotSupport"),
        .testTarget(name: "PadKitTests", dependencies: ["PadKit"]),
        .testTarget(name: "PadKitSimulatorTests", dependencies: ["PadKitSimulator", "PadKitSamples", "PadKitComponents"]),
        .testTarget(name: "PadKitCLITests", dependencies: ["PadKitCLI", "SnapshotSupport"], exclude: ["__Goldens__", "Scenarios"]),
    ]
)
