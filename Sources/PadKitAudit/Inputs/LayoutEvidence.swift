import Foundation
import PadKit
import PadKitApps
import PadKitParallel

/// What the app's own screens do in the audited windows: the one adapter between the layout of
/// Interface Builder files (``PadKitApps/ScreenLayout``, `padkit layout screens`) and the audit's
/// layout criteria. Every criterion that judges laid-out views reads this type and nothing else, so
/// when `matrix` rows carry per-window layout findings (`"layout": {"findings", "byKind", "items"}`)
/// only this file changes.
///
/// Kinds: `unsatisfiable` and `ambiguous` are the Screens findings as they are; `underSystemArea`,
/// `smallTarget` and `wideText` are judged here from the laid-out frames (``LayoutJudgement``).
public struct LayoutEvidence: Sendable {
    /// One thing that breaks, with every window (indices into the audit's windows) it breaks in.
    public struct Finding: Sendable, Hashable {
        /// `unsatisfiable`, `ambiguous`, `underSystemArea`, `smallTarget` or `wideText`.
        public var kind: String
        /// `file:line` of the view or constraint.
        public var source: String
        /// What breaks, in the first window it breaks in.
        public var message: String
        /// The windows it breaks in, ascending.
        public var windows: [Int]
    }

    /// The findings, by kind, then source, then message.
    public let findings: [Finding]
    /// How many storyboard and XIB files were laid out.
    public let fileCount: Int
    /// How many scenes they had.
    public let sceneCount: Int
    /// The files that had scenes to lay out, as output names them.
    public let filesWithScenes: [String]
    /// Files that could not be read, with why: criteria they could decide say so.
    public let unreadable: [(file: String, reason: String)]

    /// The findings of `kind`.
    public func findings(_ kind: String) -> [Finding] { findings.filter { $0.kind == kind } }

    /// Lays out every scene of `files` in each distinct window of `windows` (windows that differ
    /// only by device name or mode, with the same size, safe area, size classes, scale and OS, are
    /// laid out once) and gathers the findings.
    public init(files: [ScreenFile], unreadable: [(file: String, reason: String)], windows: [AuditWindow], metrics: TextMetrics = .standard)
    {
        var distinct: [String: Int] = [:]
        var screenWindows: [ScreenWindow] = []
        var windowsOfDistinct: [[Int]] = []
        for (index, window) in windows.enumerated() {
            let context = WindowContext(
                device: window.device, orientation: window.placement.orientation, mode: window.placement.mode,
                osVersion: window.osVersion, multitasking: window.row.setting)
            guard let resolved = try? context.resolve() else { continue }
            let screen = ScreenWindow.resolved(resolved)
            let key =
                "\(screen.size.width)x\(screen.size.height) \(screen.safeArea) \(screen.sizeClasses) \(screen.scale) \(screen.osVersion ?? "")"
            if let known = distinct[key] {
                windowsOfDistinct[known].append(index)
            } else {
                distinct[key] = screenWindows.count
                screenWindows.append(screen)
                windowsOfDistinct.append([index])
            }
        }
        var withScenes: [String] = []
        var scenes: [(file: ScreenFile, scene: ScreenScene)] = []
        for file in files {
            if !file.scenes.isEmpty { withScenes.append(file.file) }
            scenes += file.scenes.map { (file, $0) }
        }
        // Each scene on a core of its own (its windows re-solve incrementally, in order); the
        // results are read back in scene order, so the findings do not depend on the threads.
        let distinctWindows = screenWindows, sceneList = scenes
        let judged = Parallel.map(count: sceneList.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            let (file, scene) = sceneList[index]
            let layout = ScreenLayout(scene: scene, file: file, metrics: metrics)
            return distinctWindows.map { LayoutJudgement.findings(in: layout.layout(in: $0), scene: scene, file: file) }
        }
        var gathered: [String: Finding] = [:]
        var order: [String] = []
        for perWindow in judged {
            for (d, items) in perWindow.enumerated() {
                for item in items {
                    let key = "\(item.kind)\u{1}\(item.source)\u{1}\(item.key)"
                    if gathered[key] == nil {
                        order.append(key)
                        gathered[key] = Finding(kind: item.kind, source: item.source, message: item.message, windows: [])
                    }
                    gathered[key]?.windows += windowsOfDistinct[d]
                }
            }
        }
        let sceneTotal = scenes.count
        findings = order.compactMap { key in
            gathered[key].map { Finding(kind: $0.kind, source: $0.source, message: $0.message, windows: Array(Set($0.windows)).sorted()) }
        }.sorted { ($0.kind, $0.source, $0.message) < ($1.kind, $1.source, $1.message) }
        fileCount = files.count
        sceneCount = sceneTotal
        filesWithScenes = withScenes
        self.unreadable = unreadable
    }
}
