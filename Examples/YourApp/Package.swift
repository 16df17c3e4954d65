// swift-tools-version:6.0
import PackageDescription

/// How an app team uses PadKit from its own package: an app description checked in beside the
/// app, and tests that run it (and a screen written in Swift against the twin) on every iPad.
let package = Package(
    name: "YourApp",
    dependencies: [
        .package(name: "PadKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "YourAppDescription",
            dependencies: [.product(name: "PadKitApps", package: "PadKit")],
            resources: [.copy("Mail.json")]
        ),
        .testTarget(
            name: "YourAppTests",
            dependencies: [
                "YourAppDescription",
                .product(name: "PadKit", package: "PadKit"),
                .product(name: "PadKitApps", package: "PadKit"),
                .product(name: "PadKitSimulator", package: "PadKit"),
            ]
        ),
    ]
)
