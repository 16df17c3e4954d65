import Foundation
import PadKit
import PadKitParallel
import PadKitSimulator

extension RunnableApp {
    /// Launches the app for everything `padkit matrix --app` reports: its inspection in each of
    /// `placements`, and the orientations UIKit allows in each of `decisionPlacements` (asked
    /// before the inspection, which may change the window: the centre window opens).
    ///
    /// Most of `padkit matrix --app`'s time is the twin launching the app in every placement, and
    /// most placements repeat another one's window: 81 devices give 427 placements but 126
    /// different windows, because many models share a screen. So the app is launched once per
    /// resolved window as the twin sees it (``PadKit/ResolvedWindow/launchIdentity``), whichever question it
    /// answers, those launches run on every core, and their traces are off (an inspection reads
    /// the final tree). `reusingLaunches: false` launches once per placement; the tests check that
    /// both give the same bytes. `measurements` give the windows their measured bar heights.
    public func matrixLaunches(
        inspecting placements: [Placement], resolvingOrientationsIn decisionPlacements: [Placement] = [],
        osVersion: (Placement) -> OSVersion = { _ in .latest }, measurements: Measurements? = nil,
        reusingLaunches: Bool = true
    ) -> MatrixLaunches {
        var launches: [ResolvedWindow] = []
        var indexOfWindow: [LaunchKey: Int] = [:]
        func launchIndex(_ placement: Placement) -> Int {
            let resolved = resolvedWindow(placement, osVersion: osVersion(placement), measurements: measurements)
            if reusingLaunches {
                let key = LaunchKey(resolved.launchIdentity)
                if let index = indexOfWindow[key] { return index }
                indexOfWindow[key] = launches.count
            }
            launches.append(resolved)
            return launches.count - 1
        }
        let inspect = self.inspect, app = self
        let laysOutViews = !interfaces.byPath.isEmpty
        let inspected = inspect == nil && !laysOutViews ? [] : placements.map(launchIndex)
        let resolved = decisionPlacements.map(launchIndex)
        let toLaunch = launches, toResolve = Set(resolved)
        let results = Parallel.map(count: toLaunch.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            let window = app.launch(in: toLaunch[index], recordsTrace: false)
            let decision = toResolve.contains(index) ? try? window.resolveOrientations() : nil
            let inspection = inspect?(window)
            // After the inspection: the layout findings visit every tab.
            return LaunchResult(inspection: inspection, decision: decision, findings: laysOutViews ? Self.layoutFindings(in: window) : nil)
        }
        return MatrixLaunches(
            inspections: inspect == nil ? placements.map { _ in nil } : inspected.map { results[$0].inspection },
            orientationDecisions: resolved.map { results[$0].decision },
            layoutFindings: laysOutViews ? inspected.map { results[$0].findings } : placements.map { _ in nil })
    }

    /// What breaks in the Interface Builder views of the controllers shown in `window` (their
    /// last layout pass), each finding once, in the order the controllers are in the window; then
    /// in every other tab of each tab bar controller, selected in turn as a user would
    /// (`UITabBarController` loads a tab's view when it is first selected), the first tab
    /// selected again at the end.
    static func layoutFindings(in window: Window) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        var seen: Set<String> = []
        func collect() {
            for case let controller as InterfaceViewController in window.controllersInWindow() {
                for finding in controller.findings where seen.insert(finding.id).inserted { found.append(finding) }
            }
        }
        collect()
        for case let tabs as TabBarController in window.controllersInWindow() where tabs.viewControllers.count > 1 {
            let selected = tabs.selectedIndex
            for index in tabs.viewControllers.indices where index != selected {
                guard (try? tabs.select(index: index)) != nil else { continue }
                tabs.view.layoutIfNeeded()
                collect()
            }
            try? tabs.select(index: selected)
        }
        return found
    }

    /// What one launch answered.
    private struct LaunchResult: Sendable {
        let inspection: AppInspection?
        let decision: OrientationDecision?
        let findings: [LayoutFinding]?
    }
}

/// A window's launch identity with its hash worked out once: the cache's probes compare hashes
/// before they compare two resolved windows field by field (a dictionary compares the keys of
/// every bucket it passes, and `padkit matrix` looks one up per placement).
private struct LaunchKey: Hashable {
    let window: ResolvedWindow
    let hash: Int

    init(_ window: ResolvedWindow) {
        self.window = window
        hash = window.hashValue
    }

    static func == (a: LaunchKey, b: LaunchKey) -> Bool { a.hash == b.hash && a.window == b.window }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
