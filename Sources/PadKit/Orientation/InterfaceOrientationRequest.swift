/// Run-time orientation decisions: a device rotation, and an iOS 16 geometry request.
public enum InterfaceOrientationRequest {
    /// The interface orientation after the device turns to `device`, given the allowed set.
    ///
    /// Face up, face down and unknown are device orientations with no interface orientation: the
    /// interface stays put (`UIDeviceOrientation` documentation; `UIDevice.orientation` posts a
    /// notification while the interface does not rotate). A device orientation whose interface
    /// orientation is not allowed leaves the interface as it is (`supportedInterfaceOrientations`
    /// documentation: the interface rotates only to supported orientations).
    ///
    /// - Returns: the new orientation, or `nil` when the interface does not rotate.
    public static func rotation(
        to device: DeviceOrientation, current: InterfaceOrientation,
        allowed: InterfaceOrientationMask
    ) -> InterfaceOrientation? {
        guard let target = device.interfaceOrientation, target != current, allowed.contains(target) else { return nil }
        return target
    }

    /// The orientation `requestGeometryUpdate(.iOS(interfaceOrientations:))` settles on: "The
    /// system will choose the best orientation from the intersection of these orientations and the
    /// current supported orientations" (`UIWindowSceneGeometryPreferencesIOS.h`). PadKit keeps the
    /// current orientation when it is in the intersection, else takes the first in UIKit's listing
    /// order (portrait, portraitUpsideDown, landscapeLeft, landscapeRight); which one UIKit calls
    /// "best" is **[UNCONFIRMED]**.
    ///
    /// - Throws: ``GeometryUpdateError/noRequestedOrientationSupported(requested:supported:)`` when
    ///   the intersection is empty, ``GeometryUpdateError/emptyRequest`` for an empty request.
    public static func geometryUpdate(
        requested: InterfaceOrientationMask, supported: InterfaceOrientationMask,
        current: InterfaceOrientation
    ) throws(GeometryUpdateError) -> InterfaceOrientation {
        guard !requested.isEmpty else { throw .emptyRequest }
        let common = requested.intersection(supported)
        guard let first = common.orientations.first else {
            throw .noRequestedOrientationSupported(requested: requested, supported: supported)
        }
        return common.contains(current) ? current : first
    }

    /// Whether iPadOS refuses `requestGeometryUpdate` outright, whatever is requested.
    ///
    /// UIKit answers `UISceneErrorDomain` 101 "The current windowing mode does not allow for
    /// programmatic changes to interface orientation." when the window scene must support all
    /// orientations (the string's key in UIKitCore is `UIWindowScene.orientationRequestNotAllowed`,
    /// "Error for attempting a geometry request for a window scene that must support all
    /// orientations", in `-[UIWindowScene _performIOSGeometryRequestWithPreferences:errorHandler:]`).
    /// That is every window that shares the screen (Split View, Slide Over, Stage Manager and
    /// iPadOS 26 windows), and, **in full screen too**, every multitasking iPad app: an app that
    /// declares all four orientations without `UIRequiresFullScreen` gets the error in full screen
    /// and rotates once it opts out or drops an orientation (gladiuscode/react-native-orientation-director#70,
    /// iPadOS 18; WebKit PR #5408: apps that "support multiple scenes (multitasks / split-view)
    /// on iPadOS … are not currently able to lock their orientation"; measured again on iPadOS 26
    /// and 27 simulators in public notes). iPhones and full-screen-only iPad apps are never refused.
    ///
    /// - Returns: the error, or `nil` when the request is decided by the supported orientations.
    public static func geometryUpdateRefusal(idiom: UserInterfaceIdiom, mode: WindowMode, isMultitaskingApp: Bool) -> GeometryUpdateError? {
        guard idiom == .pad else { return nil }
        if mode != .full && !mode.isIPhoneCompatibility { return .windowingModeDisallowsOrientationChanges }
        return isMultitaskingApp ? .windowingModeDisallowsOrientationChanges : nil
    }

    /// The orientation a full-screen presentation starts in: the presented controller's
    /// `preferredInterfaceOrientationForPresentation` when it is allowed, else the current one if
    /// allowed, else the first allowed (`preferredInterfaceOrientationForPresentation`
    /// documentation: "the system presents it in this orientation"; default: the current
    /// status-bar orientation).
    public static func presentationOrientation(
        preferred: InterfaceOrientation?, current: InterfaceOrientation,
        allowed: InterfaceOrientationMask
    ) -> InterfaceOrientation {
        if let preferred, allowed.contains(preferred) { return preferred }
        if allowed.contains(current) { return current }
        return allowed.orientations.first ?? current
    }

    /// Where the interface goes when the allowed set changes (`setNeedsUpdateOfSupportedInterfaceOrientations`,
    /// seed 002's app-wide mask): nowhere if the current orientation is still allowed; else the
    /// device's orientation if allowed ("the system … rotates to a supported orientation",
    /// `setNeedsUpdateOfSupportedInterfaceOrientations` documentation), else the first allowed one
    /// in UIKit's listing order (**[UNCONFIRMED]** which one UIKit picks).
    public static func reorientation(
        current: InterfaceOrientation, device: DeviceOrientation,
        allowed: InterfaceOrientationMask
    ) -> InterfaceOrientation? {
        guard !allowed.contains(current) else { return nil }
        if let fromDevice = device.interfaceOrientation, allowed.contains(fromDevice) { return fromDevice }
        return allowed.orientations.first
    }
}
