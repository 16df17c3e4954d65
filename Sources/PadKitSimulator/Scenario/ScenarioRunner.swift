import PadKit

/// Runs a scenario on the twin: builds the window, launches the app, applies each event in order
/// and checks the tree's invariants after each one.
public enum ScenarioRunner {
    /// Runs `scenario` with `rootViewController` as the app's root.
    ///
    /// The run stops at the first event that cannot be applied (no navigation stack to push on, a
    /// tab that does not exist, an impossible window) or that breaks an invariant; the trace so
    /// far and the error are in the result.
    public static func run(_ scenario: Scenario, rootViewController: ViewController) -> ScenarioRun {
        let window = Window(placement: scenario.placement, osVersion: scenario.osVersion)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        var failure: ScenarioError?
        do {
            try window.checkInvariants()
        } catch {
            failure = ScenarioError(path: "app", error.description)
        }
        if failure == nil {
            for (index, event) in scenario.events.enumerated() {
                window.trace.currentEvent = index
                window.trace.record("Window", "event", [TraceDetail("event", event.text)])
                do {
                    try apply(event, to: window, path: "events[\(index)]")
                    try window.checkInvariants()
                } catch let error as ScenarioError {
                    failure = error
                } catch {
                    failure = ScenarioError(path: "events[\(index)]", "\(error)")
                }
                if failure != nil { break }
            }
        }
        return ScenarioRun(scenario: scenario, window: window, failure: failure)
    }

    /// Applies one event.
    public static func apply(_ event: ScenarioEvent, to window: Window, path: String) throws {
        func placementError(_ key: String) -> (any Error) -> ScenarioError {
            { ScenarioError(path: "\(path).\(key)", "\($0)") }
        }
        switch event {
        case .multitask(let mode):
            do { try window.setMode(mode) } catch { throw placementError("multitask")(error) }
        case .rotate(let orientation):
            do { try window.rotateIfAllowed(to: orientation) } catch { throw placementError("rotate")(error) }
        case .resize(let width, let height):
            do { try window.resize(width: width, height: height) } catch { throw placementError("resize")(error) }
        case .background:
            window.enterBackground()
        case .foreground:
            window.enterForeground()
        case .push(let title):
            guard let navigation = visibleNavigationController(in: window) else {
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
        case .appearance(let style):
            var appearance = window.appearance
            appearance.userInterfaceStyle = style
            window.setAppearance(appearance)
        case .present, .dismiss, .swipeDown, .deviceOrientation, .requestOrientations:
            try applyPresentationEvent(event, to: window, path: path)
        }
    }

    /// The navigation stack the user is looking at: the innermost one on screen.
    public static func visibleNavigationController(in window: Window) -> NavigationController? {
        window.controllersInWindow().last { $0 is NavigationController } as? NavigationController
    }
}
