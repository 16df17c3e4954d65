import PadKit

extension Scenario {
    /// The context the scenario's app starts in: its placement on its OS, with the app's facts
    /// (an iPhone-only app by its `UIDeviceFamily`, its build) and the scenario's measurements.
    public func context(infoPlist: InfoPlist, appBuild: AppBuild) -> WindowContext {
        WindowContext(
            device: placement.device, orientation: placement.orientation, mode: placement.mode, osVersion: osVersion,
            app: HostedApp(isIPhoneOnly: !infoPlist.runsNativelyOnPad, build: appBuild), measurements: measurements,
            offering: offering)
    }

    /// The window the scenario's app starts in (``context(infoPlist:appBuild:)``, resolved).
    ///
    /// Reading a scenario file resolved its window already (``Scenario/init(json:resolveApp:)``
    /// refuses one the OS does not offer), and the app's facts only add what the window hosts, so
    /// this resolution does not fail for a scenario read from JSON; a scenario built from parts
    /// whose placement the device cannot show keeps that placement as it is.
    public func resolvedWindow(infoPlist: InfoPlist, appBuild: AppBuild) -> ResolvedWindow {
        (try? context(infoPlist: infoPlist, appBuild: appBuild).resolve())
            ?? ResolvedWindow(placement: placement, osVersion: osVersion, build: appBuild, measurements: measurements)
    }
}
