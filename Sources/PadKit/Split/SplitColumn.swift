/// `UISplitViewController.Column` (iOS 14): primary 0, supplementary 1 (triple column only),
/// secondary 2, compact 3 (the controller shown instead of the column stack when collapsed).
public enum SplitColumn: Int, UIKitEnumeration {
    /// `UISplitViewController.Column.primary`.
    case primary = 0
    /// `UISplitViewController.Column.supplementary`.
    case supplementary = 1
    /// `UISplitViewController.Column.secondary`.
    case secondary = 2
    /// `UISplitViewController.Column.compact`.
    case compact = 3
}
