import PadKit

/// Runs a scenario on the twin: builds the window, launches the app, applies each event in order
/// and checks the tree's invariants after each one.
public enum ScenarioRunner {
    /// Runs `scenario` with `rootViewController` as the app's root.
    ///
    /// The run stops at the first event that cannot be applied (no navigation stack to push on, a
    /// tab that does not exist, an impossible window) or that breaks an invariant; the trace so
    /// far and the error are in the result.
    /// - Parameters:
    ///   - scenario: the placement, OS version and events to run.
    ///   - rootViewController: the app's root view controller, not yet in a window.
    ///   - infoPlist: the app's Info.plist orientation keys (none: UIKit's defaults).
    ///   - appBuild: what the app is built with (its SDK; ``Window/appBuild``).
    ///   - checking: the rules checked after each event: the whole tree (the default, as tests
    ///     want) or what the event changed (``InvariantCheck/eventChanges``, as the CLI runs).
    ///   - afterEach: told after the launch (`nil`) and after each event that ran without error
    ///     (its index), with the window in that state; a filmstrip pictures the window here.
    public static func run(
        _ scenario: Scenario, rootViewController: ViewController, infoPlist: InfoPlist = InfoPlist(),
        appBuild: AppBuild = .unknown, checking: InvariantCheck = .wholeTree,
        afterEach: ((Int?, Window) -> Void)? = nil
    ) -> ScenarioRun {
        let resolved = scenario.resolvedWindow(infoPlist: infoPlist, appBuild: appBuild)
        let window = Window(resolved: resolved)
        // The run reports the window the app started in: the scenario's placement with what it
        // hosts and its measurement.
        var started = scenario
        started.placement = resolved.placement
        window.tracksChanges = checking == .eventChanges
        window.orientationSettings.infoPlist = infoPlist
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        var failure: ScenarioError?
        do {
            try window.checkInvariants()
        } catch {
            failure = ScenarioError(path: "app", error.description)
        }
        if failure == nil { afterEach?(nil, window) }
        if failure == nil {
            for (index, event) in scenario.events.enumerated() {
                window.trace.currentEvent = index
                window.trace.record("Window", "event", [TraceDetail("event", event.text)])
                do {
                    try apply(event, to: window, path: "events[\(index)]")
                    switch checking {
                    case .wholeTree: try window.checkInvariants()
                    case .eventChanges: try window.checkInvariantsOfChanges()
                    }
                    try (window.rootViewController as? InvariantChecking)?.checkInvariants()
                } catch let error as ScenarioError {
                    failure = error
                } catch {
                    failure = ScenarioError(path: "events[\(index)]", "\(error)")
                }
                if failure != nil { break }
                afterEach?(index, window)
            }
        }
        window.tracksChanges = false
        window.changedControllers.removeAll()
        return ScenarioRun(scenario: started, window: window, failure: failure)
    }

    /// Applies one event.
    public static func apply(_ event: ScenarioEvent, to window: Window, path: String) throws {
        func scenarioError(_ key: String, _ error: any Error) -> ScenarioError {
            ScenarioError(path: "\(path).\(key)", "\(error)")
        }
        switch event {
        case .multitask(let mode):
            do {
                // A scenario file's window resolves through its context, which checks the offering.
                if mode != .full, window.context.offering == .unchecked { try OSFeature.multitasking.check(on: window.osVersion) }
                try window.setMode(mode)
            } catch { throw scenarioError("multitask", error) }
        case .rotate(let orientation):
            do { try window.rotateIfAllowed(to: orientation) } catch { throw scenarioError("rotate", error) }
        case .resize(let width, let height):
            do { try window.resize(width: width, height: height) } catch { throw scenarioError("resize", error) }
        case .hinge(let posture):
            do { try window.fold(to: posture) } catch { throw scenarioError("hinge", error) }
        case .background:
            window.enterBackground()
        case .foreground:
            window.enterForeground()
        case .push(let title, let column):
            guard let navigation = column.map({ navigationController(for: $0, in: window) }) ?? visibleNavigationController(in: window)
            else {
                throw ScenarioError(path: "\(path).push", "no navigation stack is on screen to push onto")
            }
            do {
                try navigation.pushViewController(ViewController(title: title), animated: true)
            } catch {
                throw ScenarioError(path: "\(path).push", error.description)
            }
        case .pop:
            guard let navigation = visibleNavigationController(in: window) else {
                throw ScenarioError(path: "\(path).pop", "no navigation stack is on screen to pop")
            }
            navigation.popViewController(animated: true)
        case .selectTab(let index):
            guard let tabs = window.controllersInWindow().last(where: { $0 is TabBarController }) as? TabBarController else {
                throw ScenarioError(path: "\(path).selectTab", "no tab bar is on screen")
            }
            do {
                try tabs.userSelect(index: index)
            } catch {
                throw ScenarioError(path: "\(path).selectTab", error.description)
            }
        case .showDetail(let title):
            let source = primarySideController(in: window)
            source.showDetailViewController(ViewController(title: title), sender: source)
        case .showColumn(let column):
            guard let split = splitViewController(in: window) else {
                throw ScenarioError(path: "\(path).showColumn", "no split view controller is on screen")
            }
            split.show(column)
        case .hideColumn(let column):
            guard let split = splitViewController(in: window) else {
                throw ScenarioError(path: "\(path).hideColumn", "no split view controller is on screen")
            }
            split.hide(column)
        case .appearance(let style):
            var appearance = window.appearance
            appearance.userInterfaceStyle = style
            window.setAppearance(appearance)
        case .present, .dismiss, .swipeDown, .deviceOrientation, .requestOrientations, .prefersInterfaceOrientationLocked:
            try applyPresentationEvent(event, to: window, path: path)
        }
    }

    /// The outermost split view controller on screen.
    public static func splitViewController(in window: Window) -> SplitViewController? {
        window.controllersInWindow().first { $0 is SplitViewController } as? SplitViewController
    }

    /// The navigation stack of a split view's column: collapsed, the one stack; expanded, the
    /// innermost navigation controller on screen inside that column.
    public static func navigationController(for column: SplitColumn, in window: Window) -> NavigationController? {
        guard let split = splitViewController(in: window) else { return visibleNavigationController(in: window) }
        let columnRoot =
            split.isCollapsedStructure
            ? split.viewControllers.first : (column == .primary ? split.viewControllers.first : split.viewControllers.last)
        guard let columnRoot else { return nil }
        return window.controllersInWindow().last { $0 is NavigationController && $0.isDescendantOrSelf(of: columnRoot) }
            as? NavigationController
    }

    /// Where a `showDetail` comes from: the selected tab of the tab bar on screen, else the
    /// innermost visible controller of the primary side, else the root.
    public static func primarySideController(in window: Window) -> ViewController {
        let visible = window.controllersInWindow()
        if let tabs = visible.first(where: { $0 is TabBarController }) as? TabBarController, let selected = tabs.selectedViewController {
            return selected
        }
        if let split = splitViewController(in: window), let primary = split.viewControllers.first {
            return visible.last { $0.isDescendantOrSelf(of: primary) } ?? primary
        }
        return visible.last ?? window.rootViewController ?? ViewController(title: "Root")
    }

    /// The navigation stack the user is looking at: the innermost one on screen.
    public static func visibleNavigationController(in window: Window) -> NavigationController? {
        window.controllersInWindow().last { $0 is NavigationController } as? NavigationController
    }
}
