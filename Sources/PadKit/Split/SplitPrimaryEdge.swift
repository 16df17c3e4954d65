/// `UISplitViewController.PrimaryEdge` (iOS 11): leading 0 (default), trailing 1.
public enum SplitPrimaryEdge: Int, Sendable, Hashable, CaseIterable {
    case leading = 0
    case trailing = 1
}
