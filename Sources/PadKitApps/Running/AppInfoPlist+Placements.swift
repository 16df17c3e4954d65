import PadKit

extension AppInfoPlist {
    /// Which of a device's fixed placements this app can occupy, and why the others are missing.
    ///
    /// - An app whose `UIDeviceFamily` leaves out iPhone does not install there (no placements).
    /// - On iPad, an app that opts out of multitasking (`UIRequiresFullScreen`, or not all four
    ///   orientations on iPad: ``OrientationResolver/isMultitaskingEligible``) only ever has the
    ///   full screen: no Split View and no Slide Over.
    /// - An iPhone-only app on iPad runs in iPhone compatibility mode: its window is the
    ///   compatibility-mode one (``Placement/compatibilityMode(device:orientation:osVersion:)``),
    ///   in portrait and landscape, never an iPad window.
    ///
    /// - Parameter osVersion: the OS the compatibility-mode window depends on.
    /// - Returns: the placements, in ``Placement/fixedPlacements(for:)`` order, and one sentence per
    ///   reason something was left out.
    public func occupiablePlacements(on device: Device, appName: String, osVersion: OSVersion = .latest) -> (placements: [Placement], notes: [String]) {
        let all = Placement.fixedPlacements(for: device)
        switch device.idiom {
        case .phone:
            guard values.runsOnPhone else {
                return ([], ["\(appName) is an iPad-only app (UIDeviceFamily \(familyText)): it does not install on iPhone."])
            }
            return (all, [])
        default:
            guard values.runsNativelyOnPad else {
                let windows = [InterfaceOrientation.portrait, .landscapeRight].compactMap {
                    try? Placement.compatibilityMode(device: device, orientation: $0, osVersion: osVersion)
                }
                return (windows, ["\(appName) is an iPhone-only app (UIDeviceFamily \(familyText)): on iPad it runs in iPhone compatibility mode "
                    + "(mode iphone_compatibility), never in Split View or Slide Over."])
            }
            let resolver = OrientationResolver(device: device, infoPlist: values)
            guard !resolver.isMultitaskingEligible else { return (all, []) }
            let fullScreen = values.requiresFullScreen(on: .pad)
            let reason = fullScreen.value
                ? "it requires full screen (\(fullScreen.key))"
                : "it does not support all four orientations on iPad (\(values.declaredOrientations(for: .pad)?.key ?? "UISupportedInterfaceOrientations")), so iPadOS keeps it out of multitasking"
            return (all.filter { $0.mode == .full }, ["\(appName) has no Split View or Slide Over windows on iPad: \(reason)."])
        }
    }

    private var familyText: String {
        "[\((values.deviceFamily ?? []).map(String.init).joined(separator: ", "))]"
    }
}
