/// How a presented view controller is shown (`UIModalPresentationStyle`), with UIKit's raw values.
///
/// Raw values from `UIViewController.h` (iOS 16.5 SDK): fullScreen 0, pageSheet 1, formSheet 2,
/// currentContext 3, custom 4, overFullScreen 5, overCurrentContext 6, popover 7, none -1,
/// automatic -2 (`blurOverFullScreen` = 8 is tvOS only and not modelled).
public enum ModalPresentationStyle: Int, UIKitEnumeration {
    /// `UIModalPresentationStyle.automatic`.
    case automatic = -2
    /// Never a presentation style: only a return value of adaptation meaning "do not adapt"
    /// (`UIModalPresentationNone` documentation).
    case none = -1
    /// `UIModalPresentationStyle.fullScreen`.
    case fullScreen = 0
    /// `UIModalPresentationStyle.pageSheet`.
    case pageSheet = 1
    /// `UIModalPresentationStyle.formSheet`.
    case formSheet = 2
    /// `UIModalPresentationStyle.currentContext`.
    case currentContext = 3
    /// `UIModalPresentationStyle.custom`.
    case custom = 4
    /// `UIModalPresentationStyle.overFullScreen`.
    case overFullScreen = 5
    /// `UIModalPresentationStyle.overCurrentContext`.
    case overCurrentContext = 6
    /// `UIModalPresentationStyle.popover`.
    case popover = 7

    /// The styles a controller can be presented with (everything but `.none`).
    public static let presentable: [ModalPresentationStyle] = allCases.filter { $0 != .none }

    /// What `.automatic` becomes on `osVersion`; other styles are returned unchanged.
    ///
    /// `.fullScreen` before iOS 13 (the default was `.fullScreen`, `UIViewController.h`);
    /// `.pageSheet` on iOS 13–17; `.formSheet` from iOS 18 (`UIModalPresentationStyle.automatic`
    /// documentation, iOS 26 docs; `UISheetPresentationController.h` 18.1: `prefersPageSizing`
    /// "Default: NO on iOS 18.0 and later"). System controllers that map differently (the camera
    /// picker) are not modelled.
    public func resolved(for osVersion: OSVersion) -> ModalPresentationStyle {
        guard self == .automatic else { return self }
        if !OSRelease.sheetCards.isIncluded(in: osVersion) { return .fullScreen }
        return OSRelease.formSheetAutomatic.isIncluded(in: osVersion) ? .formSheet : .pageSheet
    }

    /// Whether the presenter's views stay in the window under the presented one: the `over*`
    /// styles, sheets and popovers (background content visible) do; `.fullScreen` and
    /// `.currentContext` remove them after the transition (`UIModalPresentationStyle` case pages).
    public var keepsPresenterViews: Bool {
        switch self {
        case .fullScreen, .currentContext: return false
        default: return true
        }
    }

    /// Whether the presented view fills its container (so the presenter disappears): the
    /// full-screen and current-context styles. The presenter of a sheet or popover does not get
    /// `viewWillDisappear` (`UIModalPresentationStyle.formSheet` / `.pageSheet` pages).
    public var coversPresenter: Bool {
        switch self {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return true
        default: return false
        }
    }

    /// Whether the presentation uses the nearest controller that `definesPresentationContext`.
    public var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether UIKit gives the presentation a `sheetPresentationController` (page and form sheets,
    /// `UIViewController.sheetPresentationController` documentation).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
