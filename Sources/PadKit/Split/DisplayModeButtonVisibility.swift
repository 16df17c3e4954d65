/// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5): automatic 0, never 1, always 2.
public enum DisplayModeButtonVisibility: Int, Sendable, Hashable {
    /// `UISplitViewController.DisplayModeButtonVisibility.automatic`.
    case automatic = 0
    /// `UISplitViewController.DisplayModeButtonVisibility.never`.
    case never = 1
    /// `UISplitViewController.DisplayModeButtonVisibility.always`.
    case always = 2
}
