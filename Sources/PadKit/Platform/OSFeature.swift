/// A UIKit feature that exists only from some iOS / iPadOS version: PadKit's answer to "what
/// exists on this OS version", which the twin asks before it uses one.
///
/// Each feature says when it arrived (the `API_AVAILABLE` annotation in the UIKit SDK headers,
/// or Apple's release notes for behaviour) and what happens when an app uses it earlier
/// (``Absence``): an API the SDK marks as newer does not compile without an availability check
/// and, forced (through `perform(_:)` or an old deployment target), crashes with an unrecognised
/// selector, so PadKit reports it as an error naming the version; behaviour that simply was not
/// there yet (swipe-to-dismiss, the delegate's dismissal callbacks) is ignored, as UIKit ignores it.
public enum OSFeature: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Slide Over and Split View (iOS 9; "Adopting Multitasking Enhancements on iPad").
    case multitasking
    /// `UIScene` and the scene delegate's life cycle (iOS 13, `UIScene.h` `API_AVAILABLE(ios(13.0))`);
    /// before, the app delegate's `applicationDidEnterBackground(_:)` and friends.
    case scenes
    /// Swiping a sheet down to dismiss it (iOS 13: sheets became cards; WWDC19 "Modernizing Your UI for iOS 13").
    case interactiveSheetDismissal
    /// `presentationControllerShouldDismiss(_:)`, `presentationControllerWillDismiss(_:)`,
    /// `presentationControllerDidDismiss(_:)`, `presentationControllerDidAttemptToDismiss(_:)`
    /// (`UIAdaptivePresentationControllerDelegate`, `API_AVAILABLE(ios(13.0))`).
    case presentationDismissalDelegate
    /// `UISheetPresentationController` and its detents (`API_AVAILABLE(ios(15.0))`).
    case sheetDetents
    /// `UISheetPresentationControllerDetent.custom(identifier:resolver:)` (`API_AVAILABLE(ios(16.0))`).
    case customSheetDetents
    /// `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` (`API_AVAILABLE(ios(16.0))`).
    case requestGeometryUpdate
    /// `UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()` (`API_AVAILABLE(ios(16.0))`).
    case setNeedsUpdateOfSupportedInterfaceOrientations
    /// `UIPopoverPresentationController.sourceItem` (`API_AVAILABLE(ios(16.0))`).
    case popoverSourceItem
    /// `registerForTraitChanges(_:handler:)` and `traitOverrides` (`API_AVAILABLE(ios(17.0))`,
    /// WWDC23 "Unleash the UIKit trait system").
    case traitRegistration
    /// `UIWindowSceneDelegate.windowScene(_:didUpdateEffectiveGeometry:)` ("Called when the window
    /// scene's effective geometry has changed", availability "iOS: 26.0.0 -").
    case effectiveGeometryUpdate
    /// `UIViewController.prefersInterfaceOrientationLocked` and
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (availability "iOS: 26.0.0 -"):
    /// earlier, UIKit never asks, so the preference does nothing.
    case interfaceOrientationLock
    /// `UITabBarController.Sidebar.isAvailable` and the sidebar delegate's
    /// `tabBarController(_:sidebarAvailabilityDidChange:)` (availability "iOS: 27.0.0 -").
    case sidebarAvailability
    /// `UIView.layoutGuide(for:)` and `UIView.LayoutRegion` (availability "iOS: 26.0.0 -"): an app
    /// built with an older SDK cannot ask for a layout region.
    case layoutRegions
    /// `UINavigationItem.LargeTitleDisplayMode.inline` (iOS 17, `API_AVAILABLE(ios(17.0))` in
    /// `UINavigationItem.h`).
    case inlineLargeTitle
    /// `UIHingeInteraction` and `UIHinge` (iOS 27.1): the hinge's status and angle, "A null value
    /// indicates the app is running on a device without a hinge" (tech talk 111464, 1:53).
    case hingeInteraction
    /// `UIView.reservedRegions(kind:options:)` and `UIView.ReservedRegion` (iOS 27.1): the cameras
    /// and the fold (``ReservedRegion``).
    case reservedRegions

    /// What an app gets when it uses a feature before it existed.
    public enum Absence: Sendable, Hashable {
        /// The SDK marks the API as newer: the app does not compile without an availability
        /// check, and crashes if it calls it anyway. PadKit reports an error naming the version.
        case unavailableAPI
        /// The behaviour simply is not there; UIKit does nothing. PadKit does nothing either.
        case ignored
        /// The system does not offer it (no Split View before iOS 9): a scenario asking for it
        /// describes something that cannot happen, an error naming the version.
        case notOffered
    }

    /// The first version with the feature.
    public var introduced: OSVersion {
        switch self {
        case .multitasking: return OSRelease.multitasking.version
        case .scenes, .interactiveSheetDismissal, .presentationDismissalDelegate: return OSVersion(13)
        case .sheetDetents: return OSVersion(15)
        case .customSheetDetents, .requestGeometryUpdate, .setNeedsUpdateOfSupportedInterfaceOrientations, .popoverSourceItem:
            return OSVersion(16)
        case .traitRegistration, .inlineLargeTitle: return OSVersion(17)
        case .effectiveGeometryUpdate, .interfaceOrientationLock, .layoutRegions: return OSVersion(26)
        case .sidebarAvailability: return OSVersion(27)
        case .hingeInteraction, .reservedRegions: return OSRelease.verticalBars.version
        }
    }

    /// What using it earlier does.
    public var absence: Absence {
        switch self {
        case .multitasking: return .notOffered
        case .sheetDetents, .customSheetDetents, .requestGeometryUpdate,
            .setNeedsUpdateOfSupportedInterfaceOrientations, .popoverSourceItem, .traitRegistration, .layoutRegions,
            .inlineLargeTitle, .hingeInteraction, .reservedRegions:
            return .unavailableAPI
        case .scenes, .interactiveSheetDismissal, .presentationDismissalDelegate, .effectiveGeometryUpdate, .interfaceOrientationLock,
            .sidebarAvailability:
            return .ignored
        }
    }

    /// The UIKit name an app writes.
    public var description: String {
        switch self {
        case .multitasking: return "Split View and Slide Over"
        case .scenes: return "UIScene life cycle"
        case .interactiveSheetDismissal: return "interactive sheet dismissal"
        case .presentationDismissalDelegate: return "presentationControllerShouldDismiss(_:) / presentationControllerDidDismiss(_:)"
        case .sheetDetents: return "UISheetPresentationController.detents"
        case .customSheetDetents: return "UISheetPresentationController.Detent.custom(identifier:resolver:)"
        case .requestGeometryUpdate: return "UIWindowScene.requestGeometryUpdate(_:errorHandler:)"
        case .setNeedsUpdateOfSupportedInterfaceOrientations: return "setNeedsUpdateOfSupportedInterfaceOrientations()"
        case .popoverSourceItem: return "UIPopoverPresentationController.sourceItem"
        case .traitRegistration: return "registerForTraitChanges(_:handler:) / traitOverrides"
        case .effectiveGeometryUpdate: return "windowScene(_:didUpdateEffectiveGeometry:)"
        case .interfaceOrientationLock: return "prefersInterfaceOrientationLocked"
        case .sidebarAvailability: return "tabBarController(_:sidebarAvailabilityDidChange:)"
        case .layoutRegions: return "UIView.layoutGuide(for:)"
        case .inlineLargeTitle: return "UINavigationItem.LargeTitleDisplayMode.inline"
        case .hingeInteraction: return "UIHingeInteraction"
        case .reservedRegions: return "UIView.reservedRegions(kind:options:)"
        }
    }

    /// Whether the feature exists on `version`.
    public func isAvailable(on version: OSVersion) -> Bool {
        version >= introduced
    }

    /// Checks that an app may use the feature on `version`.
    ///
    /// - Returns: `true` when the feature exists, `false` when it does not and UIKit ignores it
    ///   (``Absence/ignored``): the caller does nothing.
    /// - Throws: ``OSAvailabilityError`` when the feature is an API the SDK marks as newer, or
    ///   something the system does not offer yet.
    @discardableResult
    public func check(on version: OSVersion) throws(OSAvailabilityError) -> Bool {
        if isAvailable(on: version) { return true }
        if absence == .ignored { return false }
        throw OSAvailabilityError(feature: self, osVersion: version)
    }
}
