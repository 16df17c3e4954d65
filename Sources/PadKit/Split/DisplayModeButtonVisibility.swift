/// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5): automatic 0, never 1, always 2.
public enum DisplayModeButtonVisibility: Int, Sendable, Hashable {
    case automatic = 0
    case never = 1
    case always = 2
}
