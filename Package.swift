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
        .library(name: "PadJSON", targets: ["PadJSON"]),
        .library(name: "PadKit", targets: ["PadKit"]),
        .library(name: "PadKitDescription", targets: ["PadKitDescription"]),
        // The twin alone; the components an app adopts and the built-in samples are products of
        // their own, for what wants them (the soak, the fuzz targets, tests).
        .library(name: "PadKitSimulator", targets: ["PadKitSimulator"]),
        .library(name: "PadKitComponents", targets: ["PadKitComponents"]),
        .library(name: "PadKitSamples", targets: ["PadKitSamples"]),
        .library(name: "PadKitApps", targets: ["PadKitApps"]),
        .library(name: "PadLayout", targets: ["PadLayout"]),
        // Work split over threads with chosen stack sizes (the linter, matrix launches, the soak).
        .library(name: "PadKitParallel", targets: ["PadKitParallel"]),
        .library(name: "PadKitReport", targets: ["PadKitReport"]),
        .library(name: "PadKitAudit", targets: ["PadKitAudit"]),
        .library(name: "PadKitLint", targets: ["PadKitLint"]),
        .executable(name: "padkit", targets: ["padkit"]),
        .executable(name: "padkit-lint", targets: ["padkit-lint"]),
        // `swift package padkit-lint` and findings as build diagnostics, for packages that depend on PadKit.
        .plugin(name: "PadKitLintCommand", targets: ["PadKitLintCommand"]),
        .plugin(name: "PadKitLintBuildTool", targets: ["PadKitLintBuildTool"]),
        // `swift package padkit-check`: the lint with its baseline and `padkit matrix --expect` (docs/ci.md).
        .plugin(name: "PadKitCheck", targets: ["PadKitCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation` (Scripts/docs.sh); a plugin, so no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The JSON value, its one deterministic writer and the reader that reports every problem
        // with its JSON path. Foundation only; PadKit and PadLayout read and write JSON through it.
        .target(name: "PadJSON"),
        // The contract `padkit-lint app-root` writes and `padkit` reads (the report's envelope, its
        // unresolved items and storyboard uses), written and read in one place. Foundation only,
        // on PadJSON, so the linter and the project reader share it without sharing a build.
        .target(name: "PadKitDescription", dependencies: ["PadJSON"]),
        // Pure rules and values. Foundation only (and PadJSON, which it re-exports).
        .target(name: "PadKit", dependencies: ["PadJSON"]),
        // The Auto Layout engine (Cassowary, anchors, a SnapKit-style DSL). Depends on nothing but
        // PadJSON, for reading constraint systems.
        .target(name: "PadLayout", dependencies: ["PadJSON"]),
        // Work split over threads, results in index order: kept out of the pure core, for the
        // layers that run many launches or files at once.
        .target(name: "PadKitParallel"),
        // The headless UIKit twin: controllers, windows, transitions, scenarios, the trace.
        .target(name: "PadKitSimulator", dependencies: ["PadKit", "PadLayout"]),
        // Sample apps written against the twin, as an app developer would write them.
        .target(name: "PadKitComponents", dependencies: ["PadKit", "PadKitSimulator"]),
        // App descriptions: a user's app as data (JSON), read with every problem reported and
        // built into the twin's controllers.
        .target(name: "PadKitApps", dependencies: ["PadKit", "PadKitDescription", "PadLayout", "PadKitSimulator", "PadKitComponents", "PadKitParallel"]),
        // The built-in samples: app descriptions (Apps/*.json) and seed 001's Swift code.
        .target(name: "PadKitSamples", dependencies: ["PadKit", "PadKitSimulator", "PadKitComponents", "PadKitApps"],
                resources: [.copy("Apps")]),
        // The audit: criteria (one registry, their checks in Criteria/) over what the other layers produced
        // (matrix rows, the layout of the app's screens, lint findings and feature adoptions read
        // from padkit-lint's JSON); it decides a grade and draws nothing.
        .target(name: "PadKitAudit", dependencies: ["PadKit", "PadKitApps", "PadKitParallel"]),
        // Pictures (SVG, self-contained HTML) of the twin's windows and traces. Draws; decides nothing.
        // PadKitApps: what an app's description read (its classes, its unresolved placeholders).
        .target(name: "PadKitReport", dependencies: ["PadKit", "PadKitSimulator", "PadKitApps", "PadKitAudit"]),
        // The `padkit` commands, as a library so tests can run them in-process.
        .target(
            name: "PadKitCLI",
            dependencies: [
                "PadKit",
                "PadKitSimulator",
                "PadKitSamples",
                "PadKitApps",
                "PadKitReport",
                "PadKitAudit",
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
                // Rules PadKit already knows (reading property lists) are asked of it, not repeated.
                "PadKit",
                // The app-root report's contract, shared with PadKitApps' reader.
                "PadKitDescription",
                "PadKitParallel",
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
        .plugin(
            name: "PadKitLintCommand",
            capability: .command(
                intent: .custom(verb: "padkit-lint", description: "Find the iPad-adaptation pitfalls in the package's Swift sources."),
                permissions: []
            ),
            dependencies: ["padkit-lint"]
        ),
        .plugin(name: "PadKitLintBuildTool", capability: .buildTool(), dependencies: ["padkit-lint"]),
        .plugin(
            name: "PadKitCheck",
            capability: .command(
                intent: .custom(verb: "padkit-check", description: "Check that a change keeps what the app gets on iPad: the lint with its baseline and padkit matrix --expect."),
                // `--record` writes the expectation and the lint baseline into the package.
                permissions: [.writeToPackageDirectory(reason: "--record writes the expectation and the lint baseline (.padkit/ by default)")]
            ),
            dependencies: ["padkit", "padkit-lint"]
        ),
        // Golden-file assertions shared by the test targets (no snapshot dependency).
        .target(name: "SnapshotSupport", path: "Tests/SnapshotSupport"),
        .testTarget(name: "PadKitTests", dependencies: ["PadKit"]),
        .testTarget(name: "PadJSONTests", dependencies: ["PadJSON"]),
        .testTarget(name: "PadKitDescriptionTests", dependencies: ["PadKitDescription"]),
        .testTarget(name: "PadLayoutTests", dependencies: ["PadLayout", "PadJSON"]),
        // Test support that builds twin windows (`makeWindow`), for the twin's tests and the layers above it.
        .target(name: "TwinTestSupport", dependencies: ["PadKit", "PadKitSimulator"], path: "Tests/TwinTestSupport"),
        // Each layer's tests use that layer and those below it: the twin's tests build their own
        // controllers; the components' tests run the components (with the samples that use them);
        // the samples' tests run every sample through random sequences, the soak's regressions
        // and every OS version.
        .testTarget(name: "PadKitSimulatorTests", dependencies: ["PadKitSimulator", "TwinTestSupport", "SnapshotSupport"]),
        .testTarget(name: "PadKitComponentsTests", dependencies: ["PadKitComponents", "PadKitSamples", "PadKitSimulator", "TwinTestSupport", "SnapshotSupport"]),
        .testTarget(name: "PadKitSamplesTests", dependencies: ["PadKitSamples", "PadKitApps", "PadKitSimulator", "TwinTestSupport", "SnapshotSupport"],
                    exclude: ["SoakRegressions"]),
        // Fixtures/ holds hand-written projects, storyboards and xcconfig files that the tests read.
        .testTarget(name: "PadKitAppsTests", dependencies: ["PadKitApps", "PadKitSamples", "PadKitSimulator", "SnapshotSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PadKitReportTests", dependencies: ["PadKitReport", "PadKitSamples", "PadKitApps", "PadKitAudit", "SnapshotSupport"], exclude: ["__Goldens__", "Scenarios", "Apps"]),
        .testTarget(
            name: "PadKitAuditTests", dependencies: ["PadKitAudit", "PadKitApps", "PadKitReport", "SnapshotSupport"],
            exclude: ["Fixtures", "__Goldens__"]),
        .testTarget(name: "PadKitLintTests", dependencies: ["PadKitLint", "SnapshotSupport"], exclude: ["__Goldens__", "Fixtures/FuzzFindings"]),
        .testTarget(name: "PadKitCLITests", dependencies: ["PadKitCLI", "SnapshotSupport"], exclude: ["__Goldens__", "Scenarios", "Layout", "Apps", "Measurements"]),
    ]
)
