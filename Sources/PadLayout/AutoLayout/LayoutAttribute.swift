/// The part of a layout item a constraint talks about (`NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// `NSLayoutConstraint.Attribute`'s cases of the same names.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// No attribute: the right-hand side of `width == 100`.
    case notAnAttribute

    /// The axis the attribute lies on, or `nil` for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY: return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// Whether the attribute is a size (width, height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// The axis a location attribute (an edge or a centre) measures along; `nil` for a size and
    /// for ``notAnAttribute``.
    public var locationAxis: LayoutAxis? { isSize ? nil : axis }

    /// Whether the attribute is one of the layout-direction-dependent pair leading/trailing.
    public var isDirectional: Bool { self == .leading || self == .trailing }
}
