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
    /// none on a device it does not install on (``installs(on:)``), else its Info.plist's answer
    /// (``AppInfoPlist/occupiablePlacements(on:appName:osVersion:only:)``).
    public func occupiablePlacements(on device: Device, osVersion: OSVersion = .latest,
                                     only: MultitaskingSetting? = nil) -> (placements: [SettingPlacement], notes: [String]) {
        if !installs(on: device), let target = appDescription?.deploymentTarget {
            return ([], ["\(name) needs iOS \(target) (its deployment target): devices whose last release is older do not install it and are left out."])
        }
        return infoPlist.occupiablePlacements(on: device, appName: name, osVersion: osVersion, only: only)
    }

    /// Checks that the app can be launched in `placement`, as `padkit matrix` lists its windows:
    /// a fixed window (full screen, a Split View share, Slide Over, the compatibility window) the
    /// app cannot occupy on that device is refused with the reason `matrix` gives. Free-form
    /// windows (Stage Manager, iPadOS 26 windowing) are not checked: their size is the caller's.
    ///
    /// - Throws: ``PlacementNotOccupiableError`` naming the placement and the reason.
    public func checkOccupies(_ placement: Placement, osVersion: OSVersion = .latest) throws(PlacementNotOccupiableError) {
        guard placement.mode.freeformSize == nil else { return }
        let (placements, notes) = occupiablePlacements(on: placement.device, osVersion: osVersion)
        let occupied = placements.contains { $0.placement.mode.id == placement.mode.id && $0.placement.isLandscape == placement.isLandscape }
        guard !occupied else { return }
        let reason = notes.first
            ?? "\(name) has no \(placement.mode) window in \(placement.isLandscape ? "landscape" : "portrait") on \(placement.device.id)."
        throw PlacementNotOccupiableError(placement: placement.description, reason: reason)
    }
}
