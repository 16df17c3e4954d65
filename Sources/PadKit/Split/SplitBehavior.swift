/// `UISplitViewController.SplitBehavior` (iOS 14): automatic 0, tile 1, overlay 2, displace 3.
///
/// The display modes each behaviour allows (`UISplitViewController.h`): tile → secondaryOnly,
/// oneBesideSecondary, twoBesideSecondary; overlay → secondaryOnly, oneOverSecondary,
/// twoOverSecondary; displace → secondaryOnly, oneBesideSecondary, twoDisplaceSecondary.
public enum SplitBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case automatic = 0
    case tile = 1
    case overlay = 2
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

    public var description: String {
        switch self {
        case .automatic: return "automatic"
        case .tile: return "tile"
        case .overlay: return "overlay"
        case .displace: return "displace"
        }
    }
}
