import Benchmark
import Foundation
import PadKit
import PadKitApps

/// `padkit layout screens` for package-benchmark (`swift package --package-path Benchmarks
/// benchmark --target ScreensBenchmarks`): reading a folder of storyboards and XIBs, reading and
/// laying them out as designed, and one window after the first of every scene (an incremental
/// re-solve: the tree is built and laid out in the first window before the measurement). The
/// folder is `PADKIT_SCREENS_FOLDER`, or the hand-written fixtures of `padkit layout screens`'
/// tests; `screens-bench` prints the same figures for a real app in one run.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .one,
                                           maxDuration: .seconds(5), maxIterations: 1_000)
    let folder = ProcessInfo.processInfo.environment["PADKIT_SCREENS_FOLDER"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/PadKitCLITests/Layout/Screens").path
    let files = ScreenProject.interfaceFiles(in: folder)
    func read() -> [ScreenFile] { files.compactMap { try? ScreenReader.read(path: $0, displayPath: $0) } }

    Benchmark("screens.read") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(read()) }
    }
    Benchmark("screens.designed") { benchmark in
        for _ in benchmark.scaledIterations {
            for file in read() {
                guard let window = ScreenWindow.designed(file) else { continue }
                for scene in file.scenes { blackHole(ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)) }
            }
        }
    }
    // The windows of an 11-inch iPad Pro; each iteration moves every scene to the next one.
    Benchmark("screens.next_window") { benchmark in
        guard let device = try? Device.named("ipad-pro-11-inch-m4") else { return }
        let os = device.newestOSVersion
        let windows = try ScreenWindow.everyWindow(of: device, osVersion: os)
        let layouts = read().flatMap { file in file.scenes.map { ScreenLayout(scene: $0, file: file, metrics: .standard) } }
        for layout in layouts { blackHole(layout.layout(in: windows[0])) }
        var index = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for layout in layouts { blackHole(layout.layout(in: windows[index % windows.count])) }
            index += 1
        }
        benchmark.stopMeasurement()
    }
    // `padkit matrix` with the app's Interface Builder views and without them (issue 38 asks at
    // most three times the cost): the Xcode project `PADKIT_MATRIX_PROJECT` (its storyboard root;
    // roots set in code need the linter), else the fixture app whose label truncates below 500 pt,
    // on every device.
    func matrixApp(views: Bool) throws -> RunnableApp {
        if let project = ProcessInfo.processInfo.environment["PADKIT_MATRIX_PROJECT"] {
            return try RunnableApp.described(try AppProjectReader().describe(project: project), loadingInterfaces: views)
        }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/PadKitAppsTests/Fixtures/Screens/TruncatedLabel/app.json").path
        return try RunnableApp.described(try AppDescriptionReader.read(contentsOf: fixture), loadingInterfaces: views)
    }
    // What the command does: read the project (and its IB files), then every row; and the rows
    // alone, with the app read before the measurement. With views: the default (what each window
    // shows and its stacks, tabs and `show` segues reach) and `--presentations` (every
    // presentation the description names too, what `padkit audit` lays out).
    for (name, views, presentations) in [("views", true, false), ("views.presentations", true, true), ("no_views", false, false)] {
        func rows(_ app: RunnableApp) -> [JSONValue] {
            AppMatrix(devices: Device.all, app: app, notes: false, layoutKinds: LayoutFindingKind.allCases, presentations: presentations)
                .jsonRows
        }
        Benchmark("matrix.project.\(name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(rows(try matrixApp(views: views))) }
        }
        Benchmark("matrix.rows.\(name)") { benchmark in
            let app = try matrixApp(views: views)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(rows(app)) }
            benchmark.stopMeasurement()
        }
    }
}
