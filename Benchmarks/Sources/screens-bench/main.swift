import Foundation
import PadKit
import PadKitApps

// screens-bench: times `padkit layout screens` on a folder of an app's storyboards and XIBs:
// reading them; reading and laying every scene out as designed; and every window `padkit matrix
// --device D` lists, where each scene's first window is a solve from scratch and every later one
// an incremental re-solve of the same tree (ScreenLayout).
//
//   swift run -c release --package-path Benchmarks screens-bench FOLDER [--device ID] [--runs N] [--cpu] [--windows-only] [--scenes]
//   swift run -c release --package-path Benchmarks screens-bench --matrix PROJECT.xcodeproj [--runs N]
//
// With --matrix: `padkit matrix --project` on every device (its storyboard root; roots set in code
// need the linter), with the app's Interface Builder views and without (issue 38 asks at most three
// times the cost), and with the views and every presentation the description names (--presentations):
// reading the project and every row, and the rows alone of an app read once (its layouts shared
// between launches, ScreenLayoutMemo, as every row of one command shares them).
//
// --windows-only leaves out reading and laying out as designed (for a profile of the windows
// alone, `perf record`); --scenes lists the scenes laid out on fresh trees (see the README). Prints the best of N runs of each phase (wall clock, or with --cpu the
// thread's CPU time, which a machine shared with other builds disturbs far less) and, over all scenes, the first window's
// solve against the mean of the later windows: issue 35 asks that a later window cost at most a
// fifth of the first, and that laying out as designed cost at most twice reading.

func value(after flag: String) -> String? {
    CommandLine.arguments.firstIndex(of: flag).flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("screens-bench: \(message)\n".utf8))
    exit(2)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

if let project = value(after: "--matrix") {
    let runs = Int(value(after: "--runs") ?? "5") ?? 5
    let clock = ContinuousClock()
    func app(views: Bool) -> RunnableApp {
        do {
            return try RunnableApp.described(try AppProjectReader().describe(project: project), loadingInterfaces: views)
        } catch {
            fail("\(error)")
        }
    }
    func rows(_ app: RunnableApp, presentations: Bool) -> Int {
        AppMatrix(devices: Device.all, app: app, notes: false, layoutKinds: LayoutFindingKind.allCases, presentations: presentations)
            .jsonRows.count
    }
    // The process's CPU time over all threads: on shared cores it moves far less than the wall clock.
    func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    func cpu(_ work: () -> Void) -> Double {
        let start = cpuSeconds()
        work()
        return cpuSeconds() - start
    }
    // Without views; with them (the default: no presentations); with them and --presentations.
    for (views, presentations) in [(false, false), (true, false), (true, true)] {
        var whole = Double.infinity, alone = Double.infinity, wholeCPU = Double.infinity
        let read = app(views: views)
        for _ in 0..<runs {
            var wall = 0.0
            let used = cpu { wall = seconds(clock.measure { _ = rows(app(views: views), presentations: presentations) }) }
            whole = min(whole, wall)
            wholeCPU = min(wholeCPU, used)
            alone = min(alone, seconds(clock.measure { _ = rows(read, presentations: presentations) }))
        }
        let name = views ? (presentations ? "views and presentations" : "with views") : "no views"
        let ms = { (s: Double) in String(format: "%.1f ms", s * 1000) }
        print("\(name): project and rows \(ms(whole)) (CPU \(ms(wholeCPU))), rows alone \(ms(alone)) (best of \(runs))")
    }
    exit(0)
}

guard CommandLine.arguments.count > 1, !CommandLine.arguments[1].hasPrefix("--") else {
    fail("usage: screens-bench FOLDER [--device ID] [--runs N]")
}
let folder = CommandLine.arguments[1]
let runs = Int(value(after: "--runs") ?? "5") ?? 5
let deviceID = value(after: "--device") ?? "ipad-pro-11-inch-m4"
let device: Device
do { device = try Device.named(deviceID) } catch { fail("\(error)") }

let paths = ScreenProject.interfaceFiles(in: folder)

func read(_ paths: [String]) -> [ScreenFile] {
    paths.compactMap { try? ScreenReader.read(path: $0, displayPath: $0) }
}

let clock = ContinuousClock()
let cpu = CommandLine.arguments.contains("--cpu")

/// The thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`).
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// How long `body` takes: wall clock, or CPU time with --cpu.
func measure(_ body: () -> Void) -> Double {
    guard cpu else { return seconds(clock.measure(body)) }
    let start = cpuSeconds()
    body()
    return cpuSeconds() - start
}

var bestRead = Double.infinity, bestDesigned = Double.infinity, bestEvery = Double.infinity
var firstTotal = 0.0, laterTotal = 0.0, laterCount = 0, scenes = 0, windowsLaidOut = 0
// Later windows whose size classes are the previous window's (constant changes only) and the others
// (a variation's views and constraints may come and go).
var sameTotal = 0.0, sameCount = 0
// Later windows laid out on a fresh tree (after a broken constraint: ScreenLayout.freshTreeCount).
var freshTotal = 0.0, freshCount = 0
// Later windows that would have gone to a fresh tree, laid out on the kept one where that is shown to
// give the fresh tree's layout (ScreenLayout.freshLayoutsOnKeptTree), and the tries that fell back.
var shownTotal = 0.0, shownCount = 0, failedTries = 0
// Building each scene's tree before its first window (ScreenLayout's initializer): a later window
// on a fresh tree builds one too, which the first window's figure leaves out.
var buildTotal = 0.0
let os = device.newestOSVersion
let windows: [ScreenWindow]
do { windows = try ScreenWindow.everyWindow(of: device, osVersion: os) } catch { fail("\(error)") }
let windowsOnly = CommandLine.arguments.contains("--windows-only")
let listScenes = CommandLine.arguments.contains("--scenes")

/// One scene's later windows on a fresh tree, for --scenes: where a fresh window's time goes, and
/// how many of its fresh solves an axis-local reuse could skip at most.
struct FreshScene {
    var file: String
    var scene: ScreenScene
    var first = 0.0
    var fresh = 0.0
    var freshWindows = 0
    /// The inputs solved from scratch (the first window and every fresh one), in order.
    var solved: [ScreenLayout.Input] = []
    /// Fresh windows whose horizontal and vertical inputs both were solved from scratch before.
    var coveredByAxes = 0
}

/// Whether a constraint or a view of `scene` ties one axis to the other: a multi-line label or
/// text view (its height follows its width), or a constraint relating a horizontal attribute to
/// a vertical one (an aspect ratio). Where none does, the tableau is block-diagonal by axis.
func mixesAxes(_ scene: ScreenScene) -> Bool {
    if scene.views.contains(where: IntrinsicContentSize.dependsOnWidth) { return true }
    return scene.constraints.contains { constraint in
        guard let second = constraint.secondAttribute else { return false }
        return constraint.firstAttribute.layout.0.axis != second.layout.0.axis
    }
}
var freshScenes: [FreshScene] = []
for run in 0..<runs {
    if !windowsOnly {
        bestRead = min(bestRead, measure { _ = read(paths) })
        bestDesigned = min(bestDesigned, measure {
            for file in read(paths) {
                guard let designed = ScreenWindow.designed(file) else { continue }
                for scene in file.scenes { _ = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: designed) }
            }
        })
    }
    let files = read(paths)
    var first = 0.0, later = 0.0, count = 0, sceneCount = 0, laidOut = 0, same = 0.0, sameWindows = 0
    var fresh = 0.0, freshWindows = 0, built = 0.0, shown = 0.0, shownWindows = 0, tries = 0
    var runScenes: [FreshScene] = []
    let every = measure {
        for file in files {
            for scene in file.scenes {
                sceneCount += 1
                var made: ScreenLayout?
                built += measure { made = ScreenLayout(scene: scene, file: file, metrics: .standard) }
                guard let layout = made else { continue }
                var record = FreshScene(file: file.file, scene: scene)
                for (index, window) in windows.enumerated() {
                    let trees = layout.freshTreeCount, kept = layout.freshLayoutsOnKeptTree
                    let time = measure { _ = layout.layout(in: window) }
                    if layout.freshLayoutsOnKeptTree > kept {
                        shown += time
                        shownWindows += 1
                    }
                    laidOut += 1
                    if index == 0 {
                        record.first = time
                        if listScenes { record.solved.append(ScreenLayout.Input(window, file: file)) }
                    }
                    if layout.freshTreeCount > trees {
                        fresh += time
                        freshWindows += 1
                        if listScenes {
                            let input = ScreenLayout.Input(window, file: file)
                            let horizontal = record.solved.contains {
                                $0.size.width == input.size.width && $0.safeArea.left == input.safeArea.left
                                    && $0.safeArea.right == input.safeArea.right && $0.sizeClasses == input.sizeClasses
                            }
                            let vertical = record.solved.contains {
                                $0.size.height == input.size.height && $0.safeArea.top == input.safeArea.top
                                    && $0.safeArea.bottom == input.safeArea.bottom && $0.sizeClasses == input.sizeClasses
                            }
                            if horizontal && vertical { record.coveredByAxes += 1 }
                            record.solved.append(input)
                            record.fresh += time
                            record.freshWindows += 1
                        }
                    }
                    if index == 0 { first += time } else { later += time; count += 1 }
                    if index > 0, windows[index - 1].sizeClasses == window.sizeClasses {
                        same += time
                        sameWindows += 1
                    }
                }
                tries += layout.failedFreshLayoutsOnKeptTree
                if listScenes, record.freshWindows > 0 { runScenes.append(record) }
            }
        }
    }
    if every < bestEvery || run == 0 {
        bestEvery = every
        firstTotal = first
        laterTotal = later
        laterCount = count
        scenes = sceneCount
        windowsLaidOut = laidOut
        sameTotal = same
        sameCount = sameWindows
        freshTotal = fresh
        freshCount = freshWindows
        buildTotal = built
        freshScenes = runScenes
        shownTotal = shown
        shownCount = shownWindows
        failedTries = tries
    }
}
let ms = { (s: Double) in String(format: "%.1f ms", s * 1000) }
let distinctInputs = read(paths).first.map { file in Set(windows.map { ScreenLayout.Input($0, file: file) }).count } ?? 0
print("\(distinctInputs) distinct layout inputs among the windows")
print("\(paths.count) files, \(scenes) scenes, \(windows.count) windows of \(device.id) on iOS \(os) (best of \(runs) runs\(cpu ? ", CPU time" : ""))")
print("read: \(ms(bestRead)); read and lay out as designed: \(ms(bestDesigned)) (\(String(format: "%.2f", bestDesigned / bestRead)) x reading)")
print("every window: \(ms(bestEvery)) for \(windowsLaidOut) scene-windows, tree building included")
let meanFirst = firstTotal / Double(max(1, scenes)), meanLater = laterTotal / Double(max(1, laterCount))
print("first window per scene: \(String(format: "%.1f", meanFirst * 1e6)) µs mean; each later window: \(String(format: "%.1f", meanLater * 1e6)) µs mean (\(String(format: "%.2f", meanLater / max(meanFirst, 1e-12))) of the first)")
let meanSame = sameTotal / Double(max(1, sameCount)), meanOther = (laterTotal - sameTotal) / Double(max(1, laterCount - sameCount))
print("later windows with the previous window's size classes: \(String(format: "%.1f", meanSame * 1e6)) µs mean (\(String(format: "%.2f", meanSame / max(meanFirst, 1e-12))) of the first, \(sameCount)); with other size classes: \(String(format: "%.1f", meanOther * 1e6)) µs mean (\(String(format: "%.2f", meanOther / max(meanFirst, 1e-12))), \(laterCount - sameCount))")
let meanFresh = freshTotal / Double(max(1, freshCount)), meanKept = (laterTotal - freshTotal) / Double(max(1, laterCount - freshCount))
print("later windows on a fresh tree (after a broken constraint): \(freshCount), \(String(format: "%.1f", meanFresh * 1e6)) µs mean (\(String(format: "%.2f", meanFresh / max(meanFirst, 1e-12))) of the first), \(String(format: "%.0f", 100 * freshTotal / max(laterTotal, 1e-12))) % of the later windows' time; the others: \(String(format: "%.1f", meanKept * 1e6)) µs mean (\(String(format: "%.2f", meanKept / max(meanFirst, 1e-12))))")
let meanShown = shownTotal / Double(max(1, shownCount))
print("later windows shown on the kept tree as a fresh tree lays them out: \(shownCount), \(String(format: "%.1f", meanShown * 1e6)) µs mean (\(String(format: "%.2f", meanShown / max(meanFirst, 1e-12))) of the first); tries that went to a fresh tree: \(failedTries)")
let meanBuilt = (firstTotal + buildTotal) / Double(max(1, scenes))
print("first window per scene with its tree built: \(String(format: "%.1f", meanBuilt * 1e6)) µs mean; each later window: \(String(format: "%.2f", meanLater / max(meanBuilt, 1e-12))) of it")

if listScenes {
    // The scenes with later windows on a fresh tree, the costliest first: their first window, their
    // fresh windows, and the most an axis-local reuse could skip (a fresh window whose horizontal
    // inputs, the width, side insets and size classes, and vertical ones, the height, top and
    // bottom insets and size classes, were both solved from scratch before, in a scene where no
    // view or constraint ties the axes).
    print("the windows' inputs (size, safe area top left bottom right, size classes):")
    if let file = read(paths).first {
        for window in windows {
            let input = ScreenLayout.Input(window, file: file)
            let insets = input.safeArea
            print(
                "  \(Int(input.size.width)) x \(Int(input.size.height)), \(Int(insets.top)) \(Int(insets.left)) \(Int(insets.bottom)) \(Int(insets.right)), "
                    + "\(input.sizeClasses.horizontal) / \(input.sizeClasses.vertical)")
        }
    }
    print("scenes with later windows on a fresh tree (file, scene, views, first window, fresh windows and their mean, axes tied, fresh windows both of whose axes were solved before):")
    var mixedTotal = 0.0, freeTotal = 0.0, coverable = 0, coverableTime = 0.0
    for record in freshScenes.sorted(by: { $0.fresh > $1.fresh }) {
        let mixed = mixesAxes(record.scene)
        let mean = record.fresh / Double(record.freshWindows)
        if mixed { mixedTotal += record.fresh } else {
            freeTotal += record.fresh
            coverable += record.coveredByAxes
            coverableTime += Double(record.coveredByAxes) * mean
        }
        print(
            "  \(record.file) \(record.scene.id): \(record.scene.views.count) views, first \(String(format: "%.0f", record.first * 1e6)) µs, "
                + "\(record.freshWindows) fresh of \(String(format: "%.0f", mean * 1e6)) µs, axes \(mixed ? "tied" : "apart"), "
                + "\(record.coveredByAxes) with both axes solved before")
    }
    print(
        "fresh windows' time in scenes whose axes are tied: \(ms(mixedTotal)); apart: \(ms(freeTotal)); "
            + "at most \(coverable) fresh windows (\(ms(coverableTime))) an axis-local reuse could skip")
}
