// swift-tools-version:6.0
import PackageDescription

// A package that uses PadKit's lint plugins, as an app's Swift package would. The UIKit names in
// its source are stand-ins (this builds on Linux); the linter reads names, not types.
let package = Package(
    name: "Gallery",
    dependencies: [.package(name: "PadKit", path: "../../../..")],
    targets: [
        .target(name: "Gallery", plugins: [.plugin(name: "PadKitLintBuildTool", package: "PadKit")]),
    ]
)
