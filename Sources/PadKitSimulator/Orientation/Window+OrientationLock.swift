import PadKit

extension Window {
    /// The controller whose `prefersInterfaceOrientationLocked` counts: the one UIKit asks for
    /// supported orientations (``orientationAuthorityController``), then each
    /// `childForInterfaceOrientationLock` it names.
    public var orientationLockController: ViewController? {
        var controller = orientationAuthorityController
        var seen: [ObjectIdentifier] = []
        while let current = controller, let child = current.childForInterfaceOrientationLock, !seen.contains(ObjectIdentifier(child)) {
            seen.append(ObjectIdentifier(current))
            controller = child
        }
        return controller
    }

    /// `UIWindowScene.effectiveGeometry.isInterfaceOrientationLocked` (iOS 26): the preference of
    /// ``orientationLockController``, honoured while the window is the size of the screen
    /// (``PadKit/InterfaceOrientationLock``).
    public var isInterfaceOrientationLocked: Bool {
        InterfaceOrientationLock.isLocked(
            prefersLocked: orientationLockController?.prefersInterfaceOrientationLocked ?? false,
            placement: placement, osVersion: osVersion)
    }

    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()`: UIKit reads the preference again.
    /// Unlocked, the interface catches up with a device that turned while it was locked, where
    /// the allowed orientations take it.
    ///
    /// - Throws: `OrientationError` when the allowed set cannot be resolved.
    public func updatePrefersInterfaceOrientationLocked() throws {
        guard OSFeature.interfaceOrientationLock.isAvailable(on: osVersion) else { return }
        let locked = isInterfaceOrientationLocked
        trace.record(
            "Window", "interface orientation lock updated",
            [
                TraceDetail("locked", locked ? "yes" : "no"),
                TraceDetail("by", orientationLockController?.traceName ?? "application"),
            ])
        guard !locked, let fromDevice = orientationSettings.deviceOrientation.interfaceOrientation, fromDevice != placement.orientation
        else { return }
        let decision = try resolveOrientations()
        if decision.allowed.contains(fromDevice) { try rotate(to: fromDevice) }
    }

    /// Whether the lock keeps the interface from turning to `orientation`; the trace says so.
    func lockRefusesRotation(to orientation: InterfaceOrientation) -> Bool {
        guard orientation != placement.orientation, isInterfaceOrientationLocked else { return false }
        trace.record(
            "Window", "rotation ignored",
            [
                TraceDetail("to", orientation.description),
                TraceDetail(
                    "reason",
                    """
                    the interface orientation is locked (prefersInterfaceOrientationLocked of \
                    \(orientationLockController?.traceName ?? "the root"))
                    """
                ),
            ])
        return true
    }
}

extension ViewController {
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (iOS 26): tells the window the lock
    /// preference changed (``Window/updatePrefersInterfaceOrientationLocked()``).
    public func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
        try? window?.updatePrefersInterfaceOrientationLocked()
    }
}
