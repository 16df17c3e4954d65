import PadKit

extension RunnableApp {
    /// Whether the app installs on `device`: the App Store offers an app only to devices whose
    /// newest release is at least the app's deployment target (`IPHONEOS_DEPLOYMENT_TARGET`,
    /// ``AppDescription/deploymentTarget``), so a model Apple stopped updating before that release
    /// never runs it. Point releases of a device's last major release count (``PadKit/DeviceOSSupport``),
    /// so only the major version is compared. An app without a deployment target, or a device
    /// without OS data, installs.
    public func installs(on device: Device) -> Bool {
        guard let target = appDescription?.deploymentTarget, let last = device.osSupport?.lastMajor else { return true }
        return target.major <= last
    }

    /// Which of `device`'s fixed placements the app can occupy, and why the others are missing:
    /// none on a device it does not install on (``installs(on:)``) or on an OS where UIKit refuses
    /// to launch it (``launchRefusal(osVersion:)``), else its Info.plist's answer
    /// (``AppInfoPlist/occupiablePlacements(on:appName:osVersion:only:)``).
    public func occupiablePlacements(
        on device: Device, osVersion: OSVersion,
        only: MultitaskingSetting? = nil
    ) -> (placements: [SettingPlacement], notes: [String]) {
        if let refusal = launchRefusal(osVersion: osVersion) { return ([], [refusal]) }
        if !installs(on: device), let target = appDescription?.deploymentTarget {
            return (
                [],
                [
                    """
                    \(name) needs iOS \(target) (its deployment target): devices whose last release is older do not install it and are \
                    left out.
                    """
                ]
            )
        }
        var (placements, notes) = infoPlist.occupiablePlacements(on: device, appName: name, osVersion: osVersion, only: only)
        if usesCompatibilityDesign(osVersion: osVersion) {
            placements = placements.map { $0.replacing(placement: $0.placement.hostingCompatibilityDesign()) }
        }
        if statusBar != .shown {
            placements = placements.map { $0.replacing(placement: $0.placement.hostingStatusBar(statusBar)) }
            if !placements.isEmpty, let note = statusBar.note(appName: name, os: osVersion) { notes.append(note) }
        }
        if let style = appDescription?.windowingControlStyle, style != .automatic {
            placements = placements.map { $0.replacing(placement: $0.placement.hostingWindowingControlStyle(style)) }
        }
        guard let restrictions = appDescription?.sizeRestrictions else { return (placements, notes) }
        placements = placements.map { $0.restricted(by: restrictions) }
        if placements.contains(where: { $0.sizeRestrictions == .clamped }) {
            notes.append(
                "\(name) prefers \(restrictions.summary) (UISceneSizeRestrictions): iPadOS clamps its resizable "
                    + "windows to it (sizeRestrictions clamped); full screen and rotation ignore it.")
        }
        return (placements, notes)
    }

    /// Whether the app lays out in iPadOS 26's compatibility design on `osVersion`: its
    /// description's `"sdk"` is older than 26, or 26 with `UIDesignRequiresCompatibility`
    /// (``PadKit/WindowControls/usesCompatibilityDesign(build:osVersion:)``).
    /// Its windows with controls then have a taller top safe area instead of layout regions. An
    /// app without `"sdk"` never does.
    public func usesCompatibilityDesign(osVersion: OSVersion) -> Bool {
        WindowControls.usesCompatibilityDesign(build: appBuild, osVersion: osVersion)
    }

    /// Why UIKit does not launch the app on `osVersion`, or `nil` when it does: built with the
    /// iOS 27 SDK (the description's `"sdk"`) without a scene manifest, it fails to launch on
    /// iOS 27 (``PadKit/SceneLifeCycleRequirement``).
    public func launchRefusal(osVersion: OSVersion) -> String? {
        guard let sdk = appDescription?.sdk,
            SceneLifeCycleRequirement.refusesLaunch(sdk: sdk, osVersion: osVersion, infoPlist: infoPlist.values)
        else { return nil }
        return "\(name) does not launch on iOS \(osVersion): it is built with the iOS \(sdk) SDK and declares no scene manifest "
            + "(UIApplicationSceneManifest). UIKit: \(SceneLifeCycleRequirement.message)"
    }

    /// The app's status bar at launch: its Info.plist's `UIStatusBarHidden` and
    /// `UIViewControllerBasedStatusBarAppearance`, and the `prefersStatusBarHidden` of the
    /// controller shown first (``ControllerDescription/statusBarPreference``).
    public var statusBar: StatusBarAppearance {
        StatusBarAppearance(infoPlist: infoPlist.values, prefersStatusBarHidden: appDescription?.root.statusBarPreference)
    }

    /// The app's facts that decide its window: iPhone-only by its `UIDeviceFamily`, and its build.
    public var hostedApp: HostedApp {
        HostedApp(
            isIPhoneOnly: !infoPlist.values.runsNativelyOnPad, build: appBuild, sizeRestrictions: appDescription?.sizeRestrictions,
            windowingControlStyle: appDescription?.windowingControlStyle ?? .automatic, statusBar: statusBar)
    }

    /// `placement` on `osVersion` as this app gets it, resolved from its context (``PadKit/WindowContext``):
    /// an iPhone-only app in an iPad window on iPadOS 27 and later runs there as a resizable
    /// iPhone app (``PadKit/Placement/hostingIPhoneApp()``), an app in the compatibility design
    /// gets its top band (``PadKit/Placement/hostingCompatibilityDesign()``), and `measurements`
    /// replace the derived window where they measured it. The placement is one the caller chose
    /// (a `matrix` row, a test's): its offering is not checked again.
    public func resolvedWindow(_ placement: Placement, osVersion: OSVersion, measurements: Measurements? = nil) -> ResolvedWindow {
        let context = WindowContext(
            device: placement.device, orientation: placement.orientation, mode: placement.mode, osVersion: osVersion,
            app: hostedApp, measurements: measurements, offering: .unchecked)
        // The placement exists, so its parts resolve again; kept as it is should they not.
        return (try? context.resolve())
            ?? ResolvedWindow(placement: placement, osVersion: osVersion, build: appBuild, measurements: measurements)
    }

    /// `placement` as this app gets it on `osVersion` (``resolvedWindow(_:osVersion:measurements:)``).
    public func placement(_ placement: Placement, osVersion: OSVersion) -> Placement {
        resolvedWindow(placement, osVersion: osVersion).placement
    }

    /// Checks that the app can be launched in `placement`, as `padkit matrix` lists its windows:
    /// a fixed window the OS offers on the device (full screen, a Split View share, Slide Over,
    /// a tile) that the app cannot occupy there is refused with the sentence `matrix` prints (an
    /// app that opts out of multitasking in a Split View share, an iPhone-only app in an iPad
    /// window, any window on a device the app does not install on), and so is every window on an
    /// OS where UIKit does not launch the app (``launchRefusal(osVersion:)``).
    ///
    /// Not checked here: free-form windows (their size is the caller's), windows the OS does not
    /// offer on `osVersion` (the scenario's own question), and orientations the app refuses (the
    /// twin resolves them as UIKit does, and `matrix` notes them), so only the window mode is
    /// compared.
    ///
    /// - Throws: ``PlacementNotOccupiableError`` naming the placement and the reason.
    public func checkOccupies(_ placement: Placement, osVersion: OSVersion) throws(PlacementNotOccupiableError) {
        if let refusal = launchRefusal(osVersion: osVersion) {
            throw PlacementNotOccupiableError(placement: placement.description, reason: refusal)
        }
        guard placement.mode.freeformSize == nil else { return }
        let device = placement.device
        let offered = WindowingSystem.placements(for: device, osVersion: osVersion).contains {
            $0.placement.mode.id == placement.mode.id && $0.placement.isLandscape == placement.isLandscape
        }
        guard offered || !installs(on: device) else { return }
        let (placements, notes) = occupiablePlacements(on: device, osVersion: osVersion)
        guard !placements.contains(where: { $0.placement.mode.id == placement.mode.id }) else { return }
        let reason = notes.first ?? "\(name) has no \(placement.mode) window on \(device.id)."
        throw PlacementNotOccupiableError(placement: placement.description, reason: reason)
    }
}
