/// What one of a ``Display``'s orientations takes from a full-screen window: the safe area, and
/// the side of the screen the vertical bar runs along.
///
/// Apps built with the iOS 27.1 SDK reach under the status bar and the cameras, and their standard
/// bars "lay out vertically under the status bar" (tech talk 111461, 1:02) in a strip along one
/// side, which the safe area leaves out: "vertical bars provide leading and trailing insets"
/// (111461, 6:15). The strip stays "aligned with the hardware ... on the same side in
/// right-to-left languages" (HIG "Designing for iPhone Duo"), so it is a physical side here, and
/// the trait `verticalBarEdge` says which edge that is in the layout direction.
public struct DisplayOrientation: Sendable, Hashable {
    /// A side of the screen, as the hardware sees it.
    public enum Side: String, Sendable, Hashable {
        /// The left edge of the interface.
        case left
        /// The right edge of the interface.
        case right
    }

    /// The interface orientation.
    public let orientation: InterfaceOrientation
    /// `UIWindow.safeAreaInsets` of a full-screen window of an app with vertical bars.
    public let insets: EdgeInsets
    /// The side the vertical bar runs along; `nil` where the bars stay horizontal (the inner
    /// display in portrait: "The exception is the inner display in portrait, which has enough
    /// vertical space to keep standard horizontal bars", HIG).
    public let verticalBarSide: Side?
}
