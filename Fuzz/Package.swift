// swift-tools-version:6.0
import Foundation
import PackageDescription

/// libFuzzer targets for every parser of outside input, in their own package so that normal
/// builds and `swift test` never build them. `Scripts/fuzz.sh TARGET SECONDS` builds one with
/// `-sanitize=fuzzer` and runs it on a seed corpus taken from the test fixtures.
///
/// Every folder `Sources/fuzz-NAME` is a target: one file whose `@main` calls `FuzzDriver.run`, with
/// a `// fuzz-seeds:` line naming the fixtures (globs relative to the repository) its corpus
/// starts from. Adding a target is adding that one file. Targets named `fuzz-lint-*` get the
/// linter (and so swift-syntax), `fuzz-app-*` the app descriptions and the project reader; the
/// others get the twin, the rules and the layout engine.
let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources")
let names = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
    .filter { $0.hasPrefix("fuzz-") }
    .sorted()

func dependencies(of name: String) -> [Target.Dependency] {
    if name.hasPrefix("fuzz-lint") {
        return ["FuzzSupport", .product(name: "PadKitLint", package: "PadKit")]
    }
    if name.hasPrefix("fuzz-app") {
        return [
            "FuzzSupport",
            .product(name: "PadKit", package: "PadKit"),
            .product(name: "PadKitSimulator", package: "PadKit"),
            .product(name: "PadKitApps", package: "PadKit"),
        ]
    }
    return [
        "FuzzSupport",
        .product(name: "PadKit", package: "PadKit"),
        .product(name: "PadKitSimulator", package: "PadKit"),
        .product(name: "PadKitSamples", package: "PadKit"),
        .product(name: "PadLayout", package: "PadKit"),
    ]
}

let package = Package(
    name: "PadKitFuzz",
    dependencies: [
        .package(name: "PadKit", path: ".."),
    ],
    targets: [
        // `FuzzDriver`: hands the inputs to a target's body (see its documentation).
        .target(name: "FuzzSupport"),
    ] + names.map { name in
        .executableTarget(name: name, dependencies: dependencies(of: name))
    }
)
