import Foundation

/// The layouts of one scene, shared between the launches of an app: `padkit matrix` launches the
/// app afresh in every window, and each launch would otherwise build the scene's tree and solve it
/// from scratch, although many windows give a controller the same root view (the same size, safe
/// area, size classes, scale and control design).
///
/// A result is kept under the whole sequence of inputs (``ScreenLayout/Input``) a launch's layout
/// has been given, its own last: a ``ScreenLayout`` is built from its scene alone and changes
/// only through the inputs it is given, so its result is a function of that sequence, and a hit
/// is exactly what laying the same sequence out would give, ambiguous views and broken
/// constraints included. Which launch computes a result first does not matter, so launches
/// may share a memo from any number of threads. A layout's findings are kept the same way, under
/// the sequence and the window's system areas (the detector reads nothing else of the window).
public final class ScreenLayoutMemo: @unchecked Sendable {
    /// The longest sequence kept: a long simulation lays out on its own tree past it (its keys
    /// would cost more than they save, and no other launch repeats them).
    static let longestHistory = 8

    private let lock = NSLock()
    private var results: [[ScreenLayout.Input]: ScreenWindowLayout] = [:]
    private var findings: [FindingsKey: [LayoutFinding]] = [:]

    private struct FindingsKey: Hashable {
        var history: [ScreenLayout.Input]
        var areas: [SystemArea]
    }

    /// An empty memo.
    public init() {}

    func result(after history: [ScreenLayout.Input]) -> ScreenWindowLayout? {
        lock.lock()
        defer { lock.unlock() }
        return results[history]
    }

    func store(_ result: ScreenWindowLayout, after history: [ScreenLayout.Input]) {
        lock.lock()
        results[history] = result
        lock.unlock()
    }

    func findings(after history: [ScreenLayout.Input], areas: [SystemArea]) -> [LayoutFinding]? {
        lock.lock()
        defer { lock.unlock() }
        return findings[FindingsKey(history: history, areas: areas)]
    }

    func store(_ found: [LayoutFinding], after history: [ScreenLayout.Input], areas: [SystemArea]) {
        lock.lock()
        findings[FindingsKey(history: history, areas: areas)] = found
        lock.unlock()
    }
}

/// One launch's layouts of a scene, through a ``ScreenLayoutMemo``: a window whose sequence of
/// inputs another launch already laid out is answered from the memo; otherwise the scene's tree
/// (built on the first miss) is given the inputs it has not seen yet, then this one.
public final class MemoizedScreenLayout {
    private let scene: ScreenScene
    private let file: ScreenFile
    private let metrics: TextMetrics
    private let memo: ScreenLayoutMemo
    private var layout: ScreenLayout?
    /// The inputs given so far (up to ``ScreenLayoutMemo/longestHistory``).
    private var inputs: [ScreenLayout.Input] = []
    /// The windows answered from the memo that the tree has not been laid out in yet, in order.
    private var pending: [ScreenWindow] = []
    /// The last layout, and whether ``inputs`` is its whole sequence.
    private var last: (layout: ScreenWindowLayout, remembered: Bool)?

    /// Lays `scene` out through `memo`.
    public init(scene: ScreenScene, file: ScreenFile, metrics: TextMetrics, memo: ScreenLayoutMemo) {
        self.scene = scene
        self.file = file
        self.metrics = metrics
        self.memo = memo
    }

    /// What ``ScreenLayout/layout(in:)`` gives after the windows laid out so far.
    public func layout(in window: ScreenWindow) -> ScreenWindowLayout {
        let remembered = inputs.count < ScreenLayoutMemo.longestHistory
        if remembered {
            inputs.append(ScreenLayout.Input(window, file: file))
            if let hit = memo.result(after: inputs) {
                pending.append(window)
                let result = ScreenWindowLayout(window: window, sizeClasses: hit.sizeClasses, views: hit.views, findings: hit.findings)
                last = (result, true)
                return result
            }
        }
        let tree = layout ?? ScreenLayout(scene: scene, file: file, metrics: metrics)
        layout = tree
        for earlier in pending { _ = tree.layout(in: earlier) }
        pending = []
        let result = tree.layout(in: window)
        if remembered { memo.store(result, after: inputs) }
        last = (result, remembered)
        return result
    }

    /// What `detector` finds in the last layout, in a window with `areas` (none before the first).
    public func findings(by detector: LayoutFindingDetector, areas: [SystemArea]) -> [LayoutFinding] {
        guard let last else { return [] }
        guard last.remembered else { return detector.findings(in: last.layout, areas: areas) }
        if let known = memo.findings(after: inputs, areas: areas) { return known }
        let found = detector.findings(in: last.layout, areas: areas)
        memo.store(found, after: inputs, areas: areas)
        return found
    }
}
