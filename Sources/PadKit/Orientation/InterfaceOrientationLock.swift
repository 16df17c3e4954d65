/// iOS 26's interface orientation lock: a view controller's `prefersInterfaceOrientationLocked`
/// asks the system to keep the scene's interface orientation while the device turns, and
/// `UIWindowScene.effectiveGeometry.isInterfaceOrientationLocked` says whether it does.
///
/// "The system will consider locking the interface orientation when these conditions are true:
/// the scene is centered on the screen; the scene is the same size as the screen; the scene is
/// not occluded by another scene. The system continuously monitors the state and when the app no
/// longer satisfies the requirements, it disables" the lock (`prefersInterfaceOrientationLocked`,
/// UIKit documentation, iOS 26.0). It is the replacement for a fixed orientation in resizable
/// environments, where supported interface orientations are a preference (TN3192;
/// `UIRequiresFullScreen`, Bundle Resources).
///
/// PadKit's windows are never occluded by another app's scene (no other app is modelled over
/// them), so the conditions come down to a window the size of the screen, centred: full screen,
/// or a free-form window or tile as large as the screen. The full-screen compatibility window is
/// the screen's size but scaled into a window, so it is not.
public enum InterfaceOrientationLock {
    /// Whether the system locks the interface orientation of a scene in `placement` on
    /// `osVersion` whose controller prefers it locked.
    public static func isLocked(prefersLocked: Bool, placement: Placement, osVersion: OSVersion) -> Bool {
        guard prefersLocked, OSFeature.interfaceOrientationLock.isAvailable(on: osVersion) else { return false }
        return placement.window.size == placement.screenSize && placement.mode != .fullScreenCompatibility && !placement.mode.isSlideOver
    }
}
