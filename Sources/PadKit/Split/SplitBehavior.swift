/// `UISplitViewController.SplitBehavior` (iOS 14): automatic 0, tile 1, overlay 2, displace 3.
///
/// The display modes each behaviour allows (`UISplitViewController.h`): tile → secondaryOnly,
/// oneBesideSecondary, twoBesideSecondary; overlay → secondaryOnly, oneOverSecondary,
/// twoOverSecondary; displace → secondaryOnly, oneBesideSecondary, twoDisplaceSecondary.
public enum SplitBehavior: Int, UIKitEnumeration {
    /// `UISplitViewController.SplitBehavior.automatic`.
    case automatic = 0
    /// `UISplitViewController.SplitBehavior.tile`.
    case tile = 1
    /// `UISplitViewController.SplitBehavior.overlay`.
    case overlay = 2
    /// `UISplitViewController.SplitBehavior.displace`.
    case displace = 3

    /// The display modes this behaviour allows.
    public var allowedDisplayModes: [SplitDisplayMode] {
        switch self {
        case .automatic: return []
        case .tile: return [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: return [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: return [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
    }
}
