/// The trait `verticalBarEdge` (iOS 27.1, `UIVerticalEdge`): the edge, in the layout direction,
/// the system prefers for vertical bars. It "reflects the system's preferred edge regardless of
/// whether a vertical bar is currently visible. Returns UIVerticalBarEdgeUnspecified on devices and
/// in contexts where the system never places a vertical bar" (`UITraitCollection.verticalBarEdge`
/// documentation); measured `.trailing` on iPhone Duo's outer display in portrait (`DUOPROBE`).
/// Raw values: unspecified 0, leading 1, trailing 2 (the probe's `verticalBarEdge=2` is trailing).
public enum VerticalBarEdge: Int, Codable, UIKitEnumeration {
    /// No vertical bar here.
    case unspecified = 0
    /// The leading edge.
    case leading = 1
    /// The trailing edge.
    case trailing = 2

    /// The edge a bar on `side` is in `direction`: the strip stays on the same side "in
    /// right-to-left languages" (HIG), so its edge flips instead.
    public init(side: DisplayOrientation.Side?, direction: TraitEnvironmentLayoutDirection) {
        guard let side else {
            self = .unspecified
            return
        }
        let leftIsLeading = direction != .rightToLeft
        self = (side == .left) == leftIsLeading ? .leading : .trailing
    }
}
