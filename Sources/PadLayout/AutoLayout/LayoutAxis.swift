/// A layout axis (`NSLayoutConstraint.Axis`).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// `NSLayoutConstraint.Axis`'s cases of the same names.
    case horizontal, vertical
}
