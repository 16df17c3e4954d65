import PadKit

extension Window {
    /// The controller UIKit asks for supported orientations: the topmost presentation shown full
    /// screen (`.fullScreen` or `.overFullScreen`), else the root (sheets and popovers do not count,
    /// `supportedInterfaceOrientations` documentation).
    public var orientationAuthorityController: ViewController? {
        for root in presentationRoots().reversed() {
            guard let controller = presentation(shownAs: root) else { continue }
            if controller.shownStyle == .fullScreen || controller.shownStyle == .overFullScreen { return root }
        }
        return rootViewController
    }

    /// The orientations allowed now (PadKit's `OrientationResolver` with this window's device,
    /// the app's settings and ``orientationAuthorityController``).
    ///
    /// - Parameters:
    ///   - preferredOrientationForPresentation: the presented controller's
    ///     `preferredInterfaceOrientationForPresentation` when deciding a full-screen presentation.
    ///   - explained: `false` leaves the decision's reasons empty
    ///     (`OrientationResolver.resolve(preferredOrientationForPresentation:explained:)`).
    /// - Throws: `OrientationError` where UIKit raises.
    public func resolveOrientations(
        preferredOrientationForPresentation: InterfaceOrientation? = nil,
        explained: Bool = true
    ) throws(OrientationError) -> OrientationDecision {
        let controller = orientationAuthorityController
        let kind: OrientationAuthority.Kind
        switch controller {
        case is NavigationController: kind = .navigationController
        case is TabBarController: kind = .tabBarController
        default: kind = .viewController
        }
        let authority = OrientationAuthority(
            kind: kind, name: controller?.traceName ?? "UIViewController",
            supportedInterfaceOrientations: controller?.supportedInterfaceOrientations,
            shouldAutorotate: controller?.shouldAutorotate ?? true)
        let resolver = OrientationResolver(
            device: placement.device, infoPlist: orientationSettings.infoPlist,
            applicationDelegateOrientations: orientationSettings.applicationDelegateOrientations,
            topViewController: authority, osVersion: osVersion)
        return try resolver.resolve(preferredOrientationForPresentation: preferredOrientationForPresentation, explained: explained)
    }

    /// The device turns to `device` (`UIDevice.orientationDidChangeNotification`). The interface
    /// follows only to an allowed interface orientation (`InterfaceOrientationRequest/rotation(to:current:allowed:)`)
    /// and only while it is not locked (``isInterfaceOrientationLocked``, iOS 26); face up, face
    /// down and disallowed orientations leave it alone, and the trace says why.
    ///
    /// - Throws: `OrientationError` when the allowed set cannot be resolved; placement errors
    ///   from ``rotate(to:)``.
    public func deviceDidRotate(to device: DeviceOrientation) throws {
        orientationSettings.deviceOrientation = device
        trace.record("Window", "UIDevice.orientationDidChangeNotification", [TraceDetail("device", device.description)])
        guard let target = device.interfaceOrientation else {
            trace.record("Window", "rotation ignored", [TraceDetail("reason", "\(device) is not an interface orientation")])
            return
        }
        guard target != placement.orientation, !lockRefusesRotation(to: target) else { return }
        let decision = try resolveOrientations()
        guard decision.autorotates else {
            trace.record("Window", "rotation ignored", [TraceDetail("reason", "shouldAutorotate returns false (before iOS 16)")])
            return
        }
        guard InterfaceOrientationRequest.rotation(to: device, current: placement.orientation, allowed: decision.allowed) != nil else {
            traceRotationRefused(to: target, allowed: decision.allowed)
            return
        }
        try rotate(to: target)
    }

    /// A scenario's `rotate` event: the interface rotates to `orientation` if the allowed set
    /// contains it and the orientation is not locked (``isInterfaceOrientationLocked``);
    /// otherwise nothing happens and the trace says so. An orientation the hardware
    /// cannot take at all is an error.
    ///
    /// - Throws: `OrientationError`, or a placement error from ``rotate(to:)``.
    public func rotateIfAllowed(to orientation: InterfaceOrientation) throws {
        // An orientation the hardware cannot take is bad input, not a refusal: the placement error.
        guard placement.device.supportedInterfaceOrientations.contains(orientation) else { return try rotate(to: orientation) }
        if lockRefusesRotation(to: orientation) { return }
        let decision = try resolveOrientations()
        guard decision.allowed.contains(orientation) || orientation == placement.orientation else {
            traceRotationRefused(to: orientation, allowed: decision.allowed)
            return
        }
        try rotate(to: orientation)
    }

    /// Notes in the trace that the interface stays put: `orientation` is not in the `allowed`
    /// set, and who decided it (the controller whose answer counts, or the application).
    private func traceRotationRefused(to orientation: InterfaceOrientation, allowed: InterfaceOrientationMask) {
        trace.record(
            "Window", "rotation refused",
            [
                TraceDetail("to", orientation.description), TraceDetail("allowed", allowed.description),
                TraceDetail("by", orientationAuthorityController?.traceName ?? "application"),
            ])
    }

    /// Re-reads the allowed orientations and rotates when the current one is no longer allowed
    /// (`setNeedsUpdateOfSupportedInterfaceOrientations()`, iOS 16; `attemptRotationToDeviceOrientation()` before).
    ///
    /// - Throws: `OrientationError` when the allowed set cannot be resolved.
    public func updateSupportedInterfaceOrientations() throws {
        let decision = try resolveOrientations()
        trace.record("Window", "supported orientations updated", [TraceDetail("allowed", decision.allowed.description)])
        if let target = InterfaceOrientationRequest.reorientation(
            current: placement.orientation, device: orientationSettings.deviceOrientation,
            allowed: decision.allowed)
        {
            try rotate(to: target)
        } else if let fromDevice = orientationSettings.deviceOrientation.interfaceOrientation, fromDevice != placement.orientation,
            decision.allowed.contains(fromDevice)
        {
            // The interface catches up with a device that turned while the orientation was locked.
            try rotate(to: fromDevice)
        }
    }

    /// iOS 16's `windowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`: rotates to the
    /// best orientation in the intersection of `interfaceOrientations` and the allowed set.
    ///
    /// - Throws: `GeometryUpdateError` (UIKit's `UISceneErrorDomain` 101 texts) when the
    ///   windowing mode refuses programmatic changes (a Split View, Slide Over or free-form window,
    ///   or any multitasking iPad app: `InterfaceOrientationRequest.geometryUpdateRefusal(idiom:mode:isMultitaskingApp:)`)
    ///   or nothing requested is allowed; the interface does not move.
    public func requestGeometryUpdate(interfaceOrientations: InterfaceOrientationMask) throws(GeometryUpdateError) {
        let decision = try? resolveOrientations()
        let allowed = decision?.allowed ?? []
        let target: InterfaceOrientation
        do throws(GeometryUpdateError) {
            if let refusal = InterfaceOrientationRequest.geometryUpdateRefusal(
                idiom: placement.device.idiom, mode: placement.mode,
                isMultitaskingApp: decision?.isMultitaskingEligible ?? false)
            {
                throw refusal
            }
            target = try InterfaceOrientationRequest.geometryUpdate(
                requested: interfaceOrientations, supported: allowed, current: placement.orientation)
        } catch {
            trace.record("Window", "requestGeometryUpdate failed", [TraceDetail("error", error.description)])
            throw error
        }
        trace.record(
            "Window", "requestGeometryUpdate",
            [TraceDetail("requested", interfaceOrientations.description), TraceDetail("to", target.description)])
        if target != placement.orientation { try? rotate(to: target) }
    }

    /// Rotates for a full-screen presentation whose controller prefers another orientation
    /// (`InterfaceOrientationRequest/presentationOrientation(preferred:current:allowed:)`).
    /// A preferred orientation outside the allowed set is UIKit's `UIApplicationInvalidInterfaceOrientation`
    /// ("preferredInterfaceOrientationForPresentation … must match a supported interface
    /// orientation"); the presentation has happened by then, so the twin records the exception in
    /// the trace and leaves the orientation alone.
    func applyPresentationOrientation(for controller: ViewController) {
        guard let preferred = controller.preferredInterfaceOrientationForPresentation else { return }
        let decision: OrientationDecision
        do {
            decision = try resolveOrientations(preferredOrientationForPresentation: preferred)
        } catch {
            trace.record("Window", "presentation orientation failed", [TraceDetail("error", error.description)])
            return
        }
        let target = InterfaceOrientationRequest.presentationOrientation(
            preferred: preferred, current: placement.orientation, allowed: decision.allowed)
        if target != placement.orientation {
            trace.record(
                "Window", "presentation orientation",
                [TraceDetail("preferred", preferred.description), TraceDetail("to", target.description)])
            try? rotate(to: target)
        }
    }
}

extension ViewController {
    /// iOS 16: tells the window this controller's supported orientations changed; the interface
    /// rotates if the current orientation is no longer allowed.
    ///
    /// - Throws: `OSAvailabilityError` before iOS 16; `OrientationError` when the allowed set
    ///   cannot be resolved.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() throws {
        guard let window else { return }
        try OSFeature.setNeedsUpdateOfSupportedInterfaceOrientations.check(on: window.osVersion)
        try window.updateSupportedInterfaceOrientations()
    }
}
