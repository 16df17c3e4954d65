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
    /// `presentations` adds every presentation the description names to the screens laid out
    /// (``screens(in:presenting:)``).
    public func matrixLaunches(
        inspecting placements: [Placement], resolvingOrientationsIn decisionPlacements: [Placement] = [],
        osVersion: (Placement) -> OSVersion = { _ in .latest }, measurements: Measurements? = nil,
        reusingLaunches: Bool = true, presentations: Bool = false
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
            // After the inspection: the screens are visited (every tab, every level of a stack).
            return LaunchResult(
                inspection: inspection, decision: decision,
                screens: laysOutViews ? Self.screens(in: window, presenting: presentations ? app.presentedScreens() : []) : nil)
        }
        let laidOut = inspected.map { results[$0].screens }
        return MatrixLaunches(
            inspections: inspect == nil ? placements.map { _ in nil } : inspected.map { results[$0].inspection },
            orientationDecisions: resolved.map { results[$0].decision },
            layoutFindings: laysOutViews ? laidOut.map { $0?.findings } : placements.map { _ in nil },
            wideTexts: laysOutViews ? laidOut.map { $0?.wideTexts } : [], screens: laysOutViews ? laidOut.map { $0?.screens } : [])
    }

    /// What breaks in the Interface Builder views of every screen `window` can show, each
    /// finding once:
    /// - the controllers shown in the window (their last layout pass), in the order they are in it;
    /// - each controller of a navigation stack below the top, as the top: the stack set to end at
    ///   it (`setViewControllers(_:animated:)`), as after the user pushed it, so it gets the size
    ///   and safe area the navigation controller gives its top (a pushed controller's view is
    ///   loaded when it is pushed);
    /// - each controller the top of a stack shows (the description's `shows`: its `show`
    ///   segues), pushed and popped in turn;
    /// - every other tab of each tab bar controller, selected in turn as a user would
    ///   (`UITabBarController` loads a tab's view when it is first selected), with its stacks;
    /// - each of `presented` (the description's presentations whose controller has Interface
    ///   Builder views), presented from the controller on top as its request says (form sheet,
    ///   page sheet, popover at its preferred size, full screen, adapted to the window's size
    ///   classes as UIKit adapts it), with its stacks, then dismissed.
    ///
    /// The window is left as the launch ends (each stack and tab put back, each presentation
    /// dismissed), though matrix reads nothing of it afterwards.
    static func screens(in window: Window, presenting presented: [PresentedScreen] = []) -> LaidOutScreens {
        var laidOut = LaidOutScreens()
        var seenFindings: Set<String> = [], seenWide: Set<String> = [], seenScreens: Set<String> = []
        // The controllers in the window but not in `presenting`: a presentation's walk reads only
        // what it added (the hierarchy under it was walked before it, and presenting over it
        // changes none of its layout inputs, so it would only find what was found).
        var presenting: Set<ObjectIdentifier> = []
        func shown() -> [ViewController] {
            let all = window.controllersInWindow()
            return presenting.isEmpty ? all : all.filter { !presenting.contains(ObjectIdentifier($0)) }
        }
        func collect() {
            for case let controller as InterfaceViewController in shown() {
                let screen = controller.interface.detector.screen
                if seenScreens.insert(screen.scene).inserted { laidOut.screens.append(screen) }
                for finding in controller.findings where seenFindings.insert(finding.id).inserted { laidOut.findings.append(finding) }
                for wide in controller.wideTexts where seenWide.insert(wide.id).inserted { laidOut.wideTexts.append(wide) }
            }
        }
        func collectWithStacks() {
            collect()
            for case let navigation as NavigationController in shown() where navigation.viewControllers.count > 1 {
                let stack = navigation.viewControllers
                for depth in 1..<stack.count {
                    guard (try? navigation.setViewControllers(Array(stack.prefix(depth)), animated: false)) != nil else { continue }
                    navigation.view.layoutIfNeeded()
                    collect()
                }
                try? navigation.setViewControllers(stack, animated: false)
                navigation.view.layoutIfNeeded()
            }
            let tops = shown().compactMap { controller -> (InterfaceViewController, NavigationController)? in
                guard let shown = controller as? InterfaceViewController, let navigation = shown.navigationController,
                    navigation.topViewController === shown, !shown.makeShown.isEmpty
                else { return nil }
                return (shown, navigation)
            }
            for (top, navigation) in tops { pushShown(from: top, onto: navigation, depth: 0) }
        }
        // What a controller shows (its `show` segues), pushed one at a time as the user's tap
        // does, laid out as the stack's top, then popped; what that one shows in turn, to a depth
        // of 8. A scene already pushed onto the same stack is not pushed again: it would get the
        // same size and findings, and the segues of a storyboard form a graph whose paths grow
        // exponentially with the depth.
        var pushed: Set<String> = []
        func pushShown(from controller: InterfaceViewController, onto navigation: NavigationController, depth: Int) {
            guard depth < 8 else { return }
            for make in controller.makeShown {
                guard let shown = make() else { continue }
                if let scene = (shown as? InterfaceViewController)?.interface.detector.screen.scene {
                    guard pushed.insert("\(ObjectIdentifier(navigation)) \(scene)").inserted else { continue }
                }
                guard (try? navigation.pushViewController(shown, animated: false)) != nil else { continue }
                navigation.view.layoutIfNeeded()
                collect()
                if let next = shown as? InterfaceViewController { pushShown(from: next, onto: navigation, depth: depth + 1) }
                _ = navigation.popViewController(animated: false)
            }
        }
        collectWithStacks()
        for case let tabs as TabBarController in window.controllersInWindow() where tabs.viewControllers.count > 1 {
            let selected = tabs.selectedIndex
            for index in tabs.viewControllers.indices where index != selected {
                guard (try? tabs.select(index: index)) != nil else { continue }
                tabs.view.layoutIfNeeded()
                collectWithStacks()
            }
            try? tabs.select(index: selected)
        }
        for screen in presented {
            presenting = []
            let beforePresenting = window.controllersInWindow()
            guard let presenter = beforePresenting.last ?? window.rootViewController else { break }
            presenting = Set(beforePresenting.map(ObjectIdentifier.init))
            screen.request.configure(screen.controller, presentedFrom: presenter)
            guard (try? presenter.present(screen.controller, animated: false)) != nil else { continue }
            collectWithStacks()
            presenter.dismiss(animated: false)
        }
        return laidOut
    }

    /// What breaks in every screen the app can show in `window` (``screens(in:presenting:)``:
    /// the stacks' levels, what their tops show, every tab and, with `presentations`, every
    /// presentation whose controller the description names), each finding once: what the contact
    /// sheet lists under a window. The window is visited (pushed, presented and put back), so
    /// take its picture first.
    public func layoutFindings(in window: Window, presentations: Bool = false) -> [LayoutFinding] {
        Self.screens(in: window, presenting: presentations ? presentedScreens() : []).findings
    }

    /// A presentation the matrix makes: its request and a new controller built from its node.
    struct PresentedScreen {
        let request: PresentationRequest
        let controller: ViewController
    }

    /// The description's presentations whose `controller` loads Interface Builder views, each
    /// built anew (a launch's controllers are its own), in the description's order.
    func presentedScreens() -> [PresentedScreen] {
        guard let description = appDescription else { return [] }
        let builder = ControllerBuilder(unresolved: description.unresolved, interfaces: interfaces)
        return description.presentations.compactMap { presentation in
            let path = AppInterfaces.path(of: presentation)
            guard let node = presentation.controller, interfaces.byPath.keys.contains(where: { $0.hasPrefix(path) }),
                let controller = try? builder.build(node, path: path)
            else { return nil }
            return PresentedScreen(request: presentation.request, controller: controller)
        }
    }

    /// The screens one launch laid out, and what they showed.
    struct LaidOutScreens: Sendable {
        var findings: [LayoutFinding] = []
        var wideTexts: [WideText] = []
        var screens: [LayoutFinding.Screen] = []
    }

    /// What one launch answered.
    private struct LaunchResult: Sendable {
        let inspection: AppInspection?
        let decision: OrientationDecision?
        let screens: LaidOutScreens?
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
