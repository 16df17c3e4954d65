/// `UISplitViewController.DisplayMode`, with UIKit's raw values (`UISplitViewController.h`):
/// automatic 0, secondaryOnly 1 (was primaryHidden), oneBesideSecondary 2 (was allVisible),
/// oneOverSecondary 3 (was primaryOverlay), twoBesideSecondary 4, twoOverSecondary 5,
/// twoDisplaceSecondary 6 (4–6 are triple-column only).
///
/// In the "one" modes the one sidebar is the supplementary column for triple column and the
/// primary otherwise.
public enum SplitDisplayMode: Int, UIKitEnumeration {
    /// `UISplitViewController.DisplayMode.automatic`.
    case automatic = 0
    /// `UISplitViewController.DisplayMode.secondaryOnly`.
    case secondaryOnly = 1
    /// `UISplitViewController.DisplayMode.oneBesideSecondary`.
    case oneBesideSecondary = 2
    /// `UISplitViewController.DisplayMode.oneOverSecondary`.
    case oneOverSecondary = 3
    /// `UISplitViewController.DisplayMode.twoBesideSecondary`.
    case twoBesideSecondary = 4
    /// `UISplitViewController.DisplayMode.twoOverSecondary`.
    case twoOverSecondary = 5
    /// `UISplitViewController.DisplayMode.twoDisplaceSecondary`.
    case twoDisplaceSecondary = 6

    /// Whether a sidebar shows beside (not over) the secondary column.
    public var isSideBySide: Bool {
        self == .oneBesideSecondary || self == .twoBesideSecondary || self == .twoDisplaceSecondary
    }

    /// How many sidebars (primary / supplementary) show.
    public var visibleSidebarCount: Int {
        switch self {
        case .automatic, .secondaryOnly: return 0
        case .oneBesideSecondary, .oneOverSecondary: return 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return 2
        }
    }
}
