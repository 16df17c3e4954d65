import Foundation
import PadKit
import SnapshotSupport
import Testing
@testable import PadKitApps

/// At any window, every required installed constraint of a scene holds within 0.5 pt or is named
/// as broken; and laying out window after window incrementally gives the same frames and findings
/// as laying out each window afresh. Over the hand-written fixtures, and over real apps' files when
/// `PADKIT_SCREENS_APPS` names a folder of them (`docs/layout-your-screens.md`).
@Suite("Screens at random windows")
struct ScreenWindowPropertyTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PadKitCLITests/Layout/Screens").path

    /// Every storyboard and XIB below `folder`, and below each of its entries that is a symbolic link
    /// to a folder (a folder of apps kept elsewhere): `FileManager`'s enumerator does not follow links,
    /// and a folder of links alone would otherwise check nothing.
    static func files(in folder: String) -> [String] {
        let links = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter {
            let type = try? FileManager.default.attributesOfItem(atPath: "\(folder)/\($0)")[.type] as? FileAttributeType
            return type == .typeSymbolicLink
        }
        return ScreenProject.interfaceFiles(in: folder)
            + links.flatMap { ScreenProject.interfaceFiles(in: URL(fileURLWithPath: "\(folder)/\($0)").resolvingSymlinksInPath().path) }
    }

    static func randomWindow(_ random: inout SplitMix64) -> ScreenWindow {
        func next(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        let width = next(200...1400).rounded(), height = next(200...1400).rounded()
        let classes = SizeClassPair(horizontal: width >= 678 ? .regular : .compact, vertical: height >= 500 ? .regular : .compact)
        return ScreenWindow(
            designed: false, device: "random", orientation: width > height ? "landscape" : "portrait", mode: "window", multitasking: nil,
            osVersion: "26.0", size: CGSize(width: width, height: height),
            safeArea: EdgeInsets(top: next(0...60).rounded(), left: 0, bottom: next(0...34).rounded(), right: 0),
            sizeClasses: classes, scale: 2)
    }

    static func check(_ paths: [String], windows: Int, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for path in paths {
            guard let file = try? ScreenReader.read(path: path, displayPath: path) else { continue }
            for scene in file.scenes {
                let incremental = ScreenLayout(scene: scene, file: file, metrics: .standard)
                if let designed = ScreenWindow.designed(file) {
                    _ = incremental.layout(in: designed)
                    let failures = incremental.unsatisfiedRequiredConstraints()
                    #expect(failures.isEmpty, "\(path) scene \(scene.id) as designed: \(failures.prefix(5))")
                }
                for _ in 0..<windows {
                    let window = randomWindow(&random)
                    let result = incremental.layout(in: window)
                    let failures = incremental.unsatisfiedRequiredConstraints()
                    #expect(failures.isEmpty, "seed \(seed): \(path) scene \(scene.id) at \(window.size): \(failures.prefix(5))")
                    let fresh = ScreenLayout(scene: scene, file: file, metrics: .standard).layout(in: window)
                    let same = zip(result.views, fresh.views).allSatisfy { a, b in
                        a.installed == b.installed && (a.frame == nil) == (b.frame == nil)
                            && (a.frame.map { f in
                                b.frame.map {
                                    abs(f.minX - $0.minX) + abs(f.minY - $0.minY) + abs(f.width - $0.width) + abs(f.height - $0.height) < 1
                                } ?? false
                            } ?? true)
                    }
                    // Ambiguous layouts may settle anywhere: compare only fully determined ones.
                    if result.findings.allSatisfy({ $0.kind != "ambiguous" }) && fresh.findings.allSatisfy({ $0.kind != "ambiguous" }) {
                        #expect(same, "seed \(seed): \(path) scene \(scene.id) at \(window.size): incremental and fresh layouts differ")
                        #expect(result.findings.map(\.broken) == fresh.findings.map(\.broken), "seed \(seed): \(path) scene \(scene.id)")
                    }
                }
            }
        }
    }

    /// Every window of an 11-inch iPad Pro (iOS 27) and of an iPad mini (A17 Pro, iOS 18), then
    /// the same windows backwards, laid out by a scene's tree that lays a window out on its kept
    /// tree where that is shown to be what a fresh tree gives (``ScreenLayout/provesFreshLayouts``)
    /// and by one that always builds the fresh tree: the same layout in every window, frame for
    /// frame, ambiguity and findings (with their messages) to the byte. Returns how many windows
    /// were shown on the kept tree.
    static func checkFreshLayoutsOnKeptTrees(_ paths: [String], devices: [(String, String?)]) throws -> Int {
        var windows: [ScreenWindow] = []
        for (name, os) in devices {
            let device = try Device.named(name)
            windows += try ScreenWindow.everyWindow(of: device, osVersion: os.flatMap(OSVersion.init) ?? device.newestOSVersion)
        }
        windows += windows.reversed()
        var shown = 0
        for path in paths {
            guard let file = try? ScreenReader.read(path: path, displayPath: path) else { continue }
            for scene in file.scenes {
                let proving = ScreenLayout(scene: scene, file: file, metrics: .standard)
                let building = ScreenLayout(scene: scene, file: file, metrics: .standard)
                building.provesFreshLayouts = false
                for window in windows {
                    let kept = proving.layout(in: window), fresh = building.layout(in: window)
                    let place = "\(path) scene \(scene.id) at \(window.mode ?? "") \(window.size)"
                    #expect(kept.views.map(\.frame) == fresh.views.map(\.frame), "\(place)")
                    #expect(kept.views.map(\.installed) == fresh.views.map(\.installed), "\(place)")
                    #expect(kept.views.map(\.ambiguousAxes) == fresh.views.map(\.ambiguousAxes), "\(place)")
                    #expect(kept.findings == fresh.findings, "\(place)")
                }
                #expect(building.freshLayoutsOnKeptTree == 0)
                shown += proving.freshLayoutsOnKeptTree
            }
        }
        return shown
    }

    @Test("fixtures: a fresh tree's layout shown on the kept tree is the fresh tree's, to the byte")
    func freshLayoutsOnKeptTrees() throws {
        // With the fixtures whose scenes go to fresh trees: a feedback loop, conflicts in some or every window.
        let fresh = [
            "Screens/FeedbackLoop/Main.storyboard", "Screens/CompactConflict/Main.storyboard", "Storyboards/FreshKey/Banner.xib",
            "Storyboards/SeveralBroken/Main.storyboard",
        ]
        let shown = try Self.checkFreshLayoutsOnKeptTrees(
            Self.files(in: Self.fixtures) + fresh.map { ProjectFixtures.path($0) },
            devices: [("ipad-pro-11-inch-m4", nil), ("ipad-mini-a17-pro", "18.0")])
        // The feedback loop's fixture is one such scene: the check is exercised.
        #expect(shown > 0)
    }

    @Test(
        "real apps' files: a fresh tree's layout shown on the kept tree is the fresh tree's (PADKIT_SCREENS_APPS)",
        .enabled(if: ProcessInfo.processInfo.environment["PADKIT_SCREENS_APPS"] != nil))
    func freshLayoutsOnKeptTreesOfRealApps() throws {
        let folder = ProcessInfo.processInfo.environment["PADKIT_SCREENS_APPS"] ?? ""
        let files = Self.files(in: folder)
        #expect(!files.isEmpty, "PADKIT_SCREENS_APPS names \(folder), which holds no storyboard or XIB")
        let shown = try Self.checkFreshLayoutsOnKeptTrees(files, devices: [("ipad-pro-11-inch-m4", nil)])
        print("windows of \(folder) shown on the kept tree: \(shown)")
    }

    @Test("fixtures: required constraints hold or are broken, incremental equals fresh", arguments: [UInt64(35), 3_535])
    func fixtures(seed: UInt64) throws {
        try Self.check(Self.files(in: Self.fixtures), windows: 12, seed: seed)
    }

    @Test("real apps' files (PADKIT_SCREENS_APPS)", .enabled(if: ProcessInfo.processInfo.environment["PADKIT_SCREENS_APPS"] != nil))
    func realApps() throws {
        let folder = ProcessInfo.processInfo.environment["PADKIT_SCREENS_APPS"] ?? ""
        let files = Self.files(in: folder)
        #expect(!files.isEmpty, "PADKIT_SCREENS_APPS names \(folder), which holds no storyboard or XIB")
        try Self.check(files, windows: 3, seed: 35)
    }
}
