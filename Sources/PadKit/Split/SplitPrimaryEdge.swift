/// `UISplitViewController.PrimaryEdge` (iOS 11): leading 0 (default), trailing 1.
public enum SplitPrimaryEdge: Int, Sendable, Hashable, CaseIterable {
    /// `UISplitViewController.PrimaryEdge.leading`.
    case leading = 0
    /// `UISplitViewController.PrimaryEdge.trailing`.
    case trailing = 1
}
