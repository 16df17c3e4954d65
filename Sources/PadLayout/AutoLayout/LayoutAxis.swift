/// A layout axis (`NSLayoutConstraint.Axis`).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}
