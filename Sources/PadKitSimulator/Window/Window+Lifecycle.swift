import PadKit

extension Window {
    /// The app goes to the background: the scene callbacks (the app delegate's before iOS 13,
    /// ``lifecycleCallbacks``), then the snapshot pass.
    ///
    /// On iPad, UIKit lays the app out in the *other* orientation and back so the app switcher has
    /// both snapshots (openradar 23010208, firefox-ios PR #1949: `viewWillTransition` with 1024x768
    /// then 768x1024); since iOS 13 it also flips the window's `userInterfaceStyle` to the other
    /// appearance and back (FluentDarkModeKit PR #97, FloatingPanel PR #228;
    /// `docs/sources.md` § Transitions: rotation and resize: one FBSSceneSnapshotAction per snapshot). PadKit runs the
    /// orientation pass only when the same window mode exists in the other orientation (a
    /// landscape 1/2 window has no portrait twin), then the appearance pass; whether iPadOS 26
    /// windowed apps get the orientation pass is **[UNCONFIRMED]**, and PadKit runs it for
    /// them as for Split View.
    public func enterBackground() {
        guard isForeground else { return }
        let callbacks = lifecycleCallbacks
        trace.record(callbacks.receiver, callbacks.willResignActive)
        trace.record(callbacks.receiver, callbacks.didEnterBackground)
        setForeground(false)
        isTakingSnapshots = true
        defer { isTakingSnapshots = false }
        let original = placement
        if placement.device.family == .iPad, let other = snapshotOrientation(),
            let swapped = (try? Placement(device: placement.device, orientation: other, mode: snapshotMode(for: other))).map(
                placement.carryingApp(to:))
        {
            transition(to: swapped, appearance: appearance, announcesTraitChange: true, reason: "snapshot")
            transition(to: original, appearance: appearance, announcesTraitChange: true, reason: "snapshot")
        }
        if OSRelease.traitsPredictedAtCreation.isIncluded(in: osVersion) {
            let original = appearance
            var flipped = original
            flipped.userInterfaceStyle = original.userInterfaceStyle.opposite
            transition(to: placement, appearance: flipped, announcesTraitChange: false, reason: "snapshot")
            transition(to: placement, appearance: original, announcesTraitChange: false, reason: "snapshot")
        }
    }

    /// The app comes back: `sceneWillEnterForeground`, `sceneDidBecomeActive` (the app
    /// delegate's `applicationWillEnterForeground`, `applicationDidBecomeActive` before iOS 13).
    public func enterForeground() {
        guard !isForeground else { return }
        let callbacks = lifecycleCallbacks
        trace.record(callbacks.receiver, callbacks.willEnterForeground)
        setForeground(true)
        trace.record(callbacks.receiver, callbacks.didBecomeActive)
    }

    /// Who hears of the app's life cycle, and under which names: from iOS 13 the scene delegate
    /// (`UISceneDelegate`: `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`,
    /// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`); before, when scenes did not
    /// exist (`OSFeature.scenes`), the app delegate (`UIApplicationDelegate`:
    /// `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)`,
    /// `applicationWillEnterForeground(_:)`, `applicationDidBecomeActive(_:)`).
    public var lifecycleCallbacks:
        (
            receiver: String, willResignActive: String, didEnterBackground: String,
            willEnterForeground: String, didBecomeActive: String
        )
    {
        if OSFeature.scenes.isAvailable(on: osVersion) {
            return (
                "Window", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)",
                "sceneDidBecomeActive(_:)"
            )
        }
        return (
            "AppDelegate", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
            "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"
        )
    }

    private func snapshotOrientation() -> InterfaceOrientation? {
        placement.orientation.isLandscape ? .portrait : .landscapeRight
    }

    /// A free-form window keeps its size swapped into the other orientation when it fits;
    /// fixed modes keep their mode.
    private func snapshotMode(for orientation: InterfaceOrientation) -> WindowMode {
        guard let size = placement.mode.freeformSize else { return placement.mode }
        return .window(width: Double(size.height), height: Double(size.width))
    }
}
