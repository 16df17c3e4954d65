import Foundation
import PadKit
import PadKitSamples
@testable import PadKitSimulator

/// The path-independence invariant: the same final configuration gives the same hierarchy and
/// traits whatever path led to it.
///
/// A random run applies its events one by one. The comparison run is fresh: the same app in the
/// same starting placement gets the same events, except that the final stretch of geometry
/// events (rotations, Split View changes, resizes, appearance and device-orientation changes)
/// is replaced by one direct move to where it ended. Both runs must end with the same
/// controllers in the window, in the same tree, with the same frames and traits, and the same
/// presentations.
enum PathIndependence {
    /// Events that only move the window (placement or appearance).
    static func isGeometry(_ event: ScenarioEvent) -> Bool {
        switch event {
        case .multitask, .rotate, .resize, .appearance, .deviceOrientation, .requestOrientations, .hinge: return true
        default: return false
        }
    }

    /// One step of a run: an event, and where the window was after it.
    struct Step {
        let event: ScenarioEvent
        let placement: Placement
        let appearance: SystemAppearance
    }

    /// What must not depend on the path: each controller in the window with its parent, its
    /// frame in the window and every trait, and each presentation with its style and frame.
    static func signature(of window: Window) -> [String] {
        let controllers = window.controllersInWindow().map { controller -> String in
            let traits = TraitCollection.Trait.allCases.map { controller.traitCollection.value(of: $0) }.joined(separator: ",")
            let frame = FrameText.text(controller.view.frameInWindow)
            var line =
                "\(controller.traceName) in \(controller.parent?.traceName ?? "-") \(frame) [\(traits)] \(controller.appearanceState)"
            if let split = controller as? SplitViewController {
                line += " collapsed=\(split.isCollapsedStructure) \(split.displayMode)"
            }
            return line
        }
        let presentations = window.activePresentations().map { presentation in
            "\(presentation.presentedViewController?.traceName ?? "?") by \(presentation.presentingViewController?.traceName ?? "?") "
                + "\(presentation.shownStyle) \(FrameText.text(presentation.frameOfPresentedViewInContainerView))"
        }
        return controllers + presentations
    }

    /// Runs the comparison: a fresh window with `app` at `start`, the structural steps as they
    /// were, each stretch of geometry steps replaced by one move to where it ended.
    static func directRun(app: SampleApp, start: Placement, osVersion: OSVersion, steps: [Step]) -> Window {
        let window = Window(placement: start, osVersion: osVersion)
        window.rootViewController = app.makeRootViewController()
        window.makeKeyAndVisible()
        // Only the last stretch of geometry events is replaced: earlier stretches are replayed
        // as they happened, so every structural event meets the same state in both runs.
        var lastStretch = steps.count
        while lastStretch > 0, isGeometry(steps[lastStretch - 1].event) { lastStretch -= 1 }
        var index = 0
        while index < steps.count {
            let step = steps[index]
            window.trace.currentEvent = index
            if isGeometry(step.event), index >= lastStretch {
                var last = step
                while index + 1 < steps.count, isGeometry(steps[index + 1].event) {
                    index += 1
                    last = steps[index]
                }
                if last.placement != window.placement { window.move(to: last.placement) }
                if last.appearance != window.appearance { window.setAppearance(last.appearance) }
            } else {
                try? ScenarioRunner.apply(step.event, to: window, path: "events[\(index)]")
            }
            index += 1
        }
        return window
    }

    /// `nil` when the random run's window and the direct run agree; else the first difference.
    static func difference(_ window: Window, app: SampleApp, start: Placement, steps: [Step]) -> String? {
        let direct = directRun(app: app, start: start, osVersion: window.osVersion, steps: steps)
        let expected = signature(of: direct)
        let actual = signature(of: window)
        guard expected != actual else { return nil }
        let firstDifference = zip(actual, expected).first { $0 != $1 }
        return "path dependence: after the random path \(firstDifference.map { "'\($0.0)'" } ?? "\(actual.count) lines"), "
            + "directly \(firstDifference.map { "'\($0.1)'" } ?? "\(expected.count) lines")"
    }
}
