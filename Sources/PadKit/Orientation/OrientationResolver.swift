/// Decides which interface orientations an app may take, as UIKit does.
///
/// The rules (`docs/sources.md` § Orientation, each with its source):
/// 1. **App mask.** `application(_:supportedInterfaceOrientationsFor:)` when the app delegate
///    implements it (then Info.plist is not consulted); else Info.plist
///    `UISupportedInterfaceOrientations` with its `~ipad` / `~iphone` variant; else the default for
///    the idiom: ``InfoPlistDefault/runtime`` (all on iPad, all but upside down on iPhone, per
///    `UIApplication.h` and `supportedInterfaceOrientations(for:)`). The Bundle Resources page
///    says "Default: UIInterfaceOrientationPortrait" (**[CONFLICT]**); choose it with
///    ``InfoPlistDefault/bundleResourcesDocumentation``.
/// 2. **Multitasking.** An iPad app on iOS 9+ that declares all four orientations in Info.plist
///    and does not set `UIRequiresFullScreen` supports multitasking, and "the system doesn't call
///    [supportedInterfaceOrientations] on your view controller because multitasking apps must
///    support all orientations" (`supportedInterfaceOrientations` documentation). iPadOS 26
///    deprecates `UIRequiresFullScreen` but still honours it (compatibility mode).
/// 3. **Controller.** Otherwise the root or topmost full-screen controller is asked
///    (``OrientationAuthority``); before iOS 16 only if `shouldAutorotate` returns true (iOS 16
///    deprecated it and stopped consulting it).
/// 4. **Device.** Everything is intersected with what the hardware supports (no upside down on
///    iPhones without a Home button).
/// 4a. **Displays that do not honour them.** iPhone Duo's inner display "doesn't honor your
///    supported interface orientations" (tech talk 111461 "Prepare your app for iPhone Duo", 3:42;
///    a portrait-only app came up upside down there, `RETROCART`): a resizable app takes every
///    orientation the display takes. An app that asks for full screen (`UIRequiresFullScreen`)
///    keeps its orientations and is scaled ("iPhone Duo respects your supported interface
///    orientations, but your app will scale on the inner display", 111461, 4:45): **[CONFLICT]**
///    within the talk, resolved this way in `docs/choices.md` § iPhone Duo.
/// 5. **Errors.** An empty intersection raises UIKit's "Supported orientations has no common
///    orientation…"; a `preferredInterfaceOrientationForPresentation` outside the set raises
///    "…must match a supported interface orientation".
public struct OrientationResolver: Sendable, Hashable {
    /// What UIKit assumes when Info.plist declares no orientations.
    public enum InfoPlistDefault: String, Sendable, Hashable, CaseIterable {
        /// All on iPad, all but upside down on iPhone: UIKit's runtime behaviour (default).
        case runtime
        /// Portrait only, as the Bundle Resources documentation page states.
        case bundleResourcesDocumentation
    }

    /// The app's idiom.
    public var idiom: UserInterfaceIdiom
    /// What the hardware supports (``Device/supportedInterfaceOrientations``).
    public var deviceOrientations: InterfaceOrientationMask
    /// The Info.plist settings.
    public var infoPlist: InfoPlist
    /// What the app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns, or
    /// `nil` when it does not implement the method.
    public var applicationDelegateOrientations: InterfaceOrientationMask?
    /// The root or topmost full-screen view controller.
    public var topViewController: OrientationAuthority
    /// The OS version.
    public var osVersion: OSVersion
    /// The Info.plist default to assume.
    public var infoPlistDefault: InfoPlistDefault
    /// Whether the display honours the app's supported orientations (rule 4a): `false` on iPhone
    /// Duo's inner display (``Display/honoursSupportedOrientations``).
    public var displayHonoursAppOrientations: Bool

    /// Makes a resolver for an app; everything not given takes UIKit's default.
    public init(
        idiom: UserInterfaceIdiom,
        deviceOrientations: InterfaceOrientationMask = .all,
        infoPlist: InfoPlist = InfoPlist(),
        applicationDelegateOrientations: InterfaceOrientationMask? = nil,
        topViewController: OrientationAuthority = OrientationAuthority(),
        osVersion: OSVersion,
        infoPlistDefault: InfoPlistDefault = .runtime,
        displayHonoursAppOrientations: Bool = true
    ) {
        self.idiom = idiom
        self.deviceOrientations = deviceOrientations
        self.infoPlist = infoPlist
        self.applicationDelegateOrientations = applicationDelegateOrientations
        self.topViewController = topViewController
        self.osVersion = osVersion
        self.infoPlistDefault = infoPlistDefault
        self.displayHonoursAppOrientations = displayHonoursAppOrientations
    }

    /// A resolver for an app on a catalog device, with the device's idiom and hardware mask.
    public init(
        device: Device, infoPlist: InfoPlist = InfoPlist(),
        applicationDelegateOrientations: InterfaceOrientationMask? = nil,
        topViewController: OrientationAuthority = OrientationAuthority(), osVersion: OSVersion
    ) {
        self.init(
            idiom: device.idiom, deviceOrientations: device.supportedInterfaceOrientations, infoPlist: infoPlist,
            applicationDelegateOrientations: applicationDelegateOrientations,
            topViewController: topViewController, osVersion: osVersion,
            displayHonoursAppOrientations: device.display?.honoursSupportedOrientations ?? true)
    }

    /// Whether the app's request for full screen counts on this OS: `UIRequiresFullScreen` (its
    /// `~ipad` variant on iPad) is `true` and the system honours it
    /// (``InfoPlist/honoursRequiresFullScreen(on:)``).
    public var requiresFullScreen: Bool {
        infoPlist.requiresFullScreen(on: idiom).value && infoPlist.honoursRequiresFullScreen(on: osVersion)
    }

    /// Whether this iPad app takes part in Slide Over and Split View (rule 2).
    public var isMultitaskingEligible: Bool {
        guard idiom == .pad, OSRelease.multitasking.isIncluded(in: osVersion), !requiresFullScreen else { return false }
        return infoPlistOrientations(explained: false).mask == .all
    }

    /// The allowed orientations and the reasons.
    ///
    /// - Parameters:
    ///   - preferredOrientationForPresentation: the presented controller's
    ///     `preferredInterfaceOrientationForPresentation` when deciding a full-screen presentation.
    ///   - explained: `false` leaves ``OrientationDecision/reasons`` empty, for callers that read
    ///     only the decision (`padkit matrix` asks once per launch; the sentences were most of the cost).
    /// - Throws: ``OrientationError`` where UIKit raises.
    public func resolve(
        preferredOrientationForPresentation: InterfaceOrientation? = nil,
        explained: Bool = true
    ) throws(OrientationError) -> OrientationDecision {
        var reasons: [String] = []
        func explain(_ reason: @autoclosure () -> String) {
            if explained { reasons.append(reason()) }
        }
        let application: InterfaceOrientationMask
        if let delegateMask = applicationDelegateOrientations {
            application = delegateMask
            explain("application(_:supportedInterfaceOrientationsFor:) returns [\(delegateMask)]; Info.plist is not consulted")
            if delegateMask.isEmpty { throw .emptyApplicationOrientations(source: "application(_:supportedInterfaceOrientationsFor:)") }
        } else {
            let declared = infoPlistOrientations(explained: explained)
            application = declared.mask
            explain(declared.reason)
            if declared.mask.isEmpty { throw .emptyApplicationOrientations(source: declared.source) }
        }

        let multitasking = isMultitaskingEligible
        var allowed = application
        var consulted = false
        var autorotates = true
        if idiom == .pad && OSRelease.multitasking.isIncluded(in: osVersion) {
            explain(multitaskingReason(eligible: multitasking))
        }
        if !multitasking {
            if !topViewController.shouldAutorotate && !OSRelease.shouldAutorotateIgnored.isIncluded(in: osVersion) {
                // "The system only calls this method if the view controller's shouldAutorotate
                // method returns true": the controller is not asked and the interface stays put.
                autorotates = false
                explain(
                    "\(topViewController.name).shouldAutorotate returns false: its supportedInterfaceOrientations is not asked "
                        + "and the interface does not follow the device (before iOS 16)")
            } else {
                if !topViewController.shouldAutorotate {
                    explain("\(topViewController.name).shouldAutorotate returns false, but iOS 16 and later no longer consult it")
                }
                let answer = topViewController.answer(idiom: idiom)
                consulted = true
                explain(answer.reason)
                if answer.mask.isEmpty { throw .emptyControllerOrientations(controller: topViewController.name) }
                allowed = application.intersection(answer.mask)
                if allowed.isEmpty {
                    throw .noCommonOrientation(
                        controller: topViewController.name, controllerOrientations: answer.mask,
                        applicationOrientations: application)
                }
            }
        }
        if !displayHonoursAppOrientations, !infoPlist.requiresFullScreen(on: idiom).value, allowed != deviceOrientations {
            explain(
                "not honoured: this display does not honour supported interface orientations (iPhone Duo's inner display, "
                    + "tech talk 111461): the app takes [\(deviceOrientations)]")
            allowed = deviceOrientations
        }
        let beforeDevice = allowed
        allowed.formIntersection(deviceOrientations)
        if allowed != beforeDevice {
            explain("the device supports only [\(deviceOrientations)] (no portraitUpsideDown without a Home button)")
        }
        if allowed.isEmpty {
            throw .unsupportedByDevice(requested: beforeDevice, device: deviceOrientations)
        }
        explain("allowed: [\(allowed)]")
        if let preferred = preferredOrientationForPresentation, !allowed.contains(preferred) {
            throw .preferredOrientationNotSupported(preferred: preferred, supported: allowed)
        }
        return OrientationDecision(
            allowed: allowed, isMultitaskingEligible: multitasking,
            consultedViewController: consulted, autorotates: autorotates, reasons: reasons)
    }

    /// The Info.plist mask for the idiom, or the default when none is declared; the reason is
    /// empty unless `explained`.
    private func infoPlistOrientations(explained: Bool) -> (mask: InterfaceOrientationMask, source: String, reason: String) {
        if let declared = infoPlist.declaredOrientations(for: idiom) {
            return (declared.mask, declared.key, explained ? "Info.plist \(declared.key) declares [\(declared.mask)]" : "")
        }
        switch infoPlistDefault {
        case .runtime:
            let mask = OrientationAuthority.defaultOrientations(for: idiom)
            return (
                mask, "Info.plist default",
                explained ? "Info.plist declares no orientations: UIKit's \(idiom) default [\(mask)] applies" : ""
            )
        case .bundleResourcesDocumentation:
            return (
                .portrait, "Info.plist default",
                "Info.plist declares no orientations: the Bundle Resources documentation default [portrait] applies"
            )
        }
    }

    private func multitaskingReason(eligible: Bool) -> String {
        if eligible {
            return "multitasking app (all four orientations, no UIRequiresFullScreen): the system does not ask view controllers"
        }
        if requiresFullScreen {
            let note =
                OSRelease.windowedApps.isIncluded(in: osVersion) ? " (deprecated in iPadOS 26; the app runs in compatibility mode)" : ""
            return "\(infoPlist.requiresFullScreen(on: idiom).key) opts out of multitasking\(note)"
        }
        return "Info.plist does not declare all four orientations: the app opts out of multitasking"
    }
}
