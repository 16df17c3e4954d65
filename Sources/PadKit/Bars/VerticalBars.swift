/// Where iOS 27.1 lays an app's standard bars out vertically, and where it does not.
///
/// On iPhone Duo "toolbars, tab bars, and navigation controls that are typically at the top and
/// bottom of the display move to the side" (HIG "Designing for iPhone Duo"), into a strip that
/// also holds the Dynamic Island and the status bar, for apps built with the iOS 27.1 SDK
/// (``OSRelease/verticalBars``). The strip is a side of the window (``DisplayOrientation/Side``);
/// the trait `verticalBarEdge` (``VerticalBarEdge``) names it in the layout direction.
public enum VerticalBars {
    /// Where Apple says the bars stay horizontal, or are not moved: Apple's exemptions, each with
    /// its source. PadKit's window model applies the first, second, third and seventh; the others
    /// act inside the app (its controllers and items), and the twin's bars do not model them.
    public enum Exemption: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The inner display in portrait: "The exception is the inner display in portrait, which
        /// has enough vertical space to keep standard horizontal bars" (HIG).
        case innerDisplayPortrait
        /// An app built with an SDK before 27.1: "When you build with Xcode 26 and earlier, your
        /// app doesn't extend under the status bar and camera" ("Preparing your app for iPhone
        /// Duo"); a 27.0-SDK build measured a scene 80 pt short of the display, beside a black
        /// column (`RETROCART`).
        case builtBeforeSDK27_1
        /// A device without the strip: `verticalBarEdge` "Returns UIVerticalBarEdgeUnspecified on
        /// devices and in contexts where the system never places a vertical bar" (API reference).
        case hardwareWithoutVerticalBar
        /// A controller that returns `.disabled` from `preferredVerticalBarBehavior`: "Bar content
        /// falls back to the standard horizontal top and bottom bars" (`UIVerticalBarBehavior`).
        case verticalBarBehaviorDisabled
        /// A bar the app adds itself (a `UINavigationBar`, `UITabBar` or `UIToolbar` no container
        /// manages): "Content from a custom bars ... won't be considered" (tech talk 111462, 2:39).
        case customBar
        /// Items with text or a custom view: "Labels that include text stay in a horizontal bar"
        /// (HIG); `UIBarButtonItem.axisBehavior` (111462, 8:08).
        case textOrCustomViewItem
        /// An app that asks for a fixed orientation with `UIRequiresFullScreen`: it is scaled on
        /// the inner display ("iPhone Duo respects your supported interface orientations, but your
        /// app will scale on the inner display", 111461, 4:45), with no strip (leancodepl/duo_kit).
        case scaledFullScreenApp

        /// The case's name, as the docs write it.
        public var description: String { rawValue }
    }

    /// The side of `placement`'s window the bar runs along on `os`, or `nil` where the bars are
    /// horizontal (with ``exemption(of:)`` saying why).
    public static func side(of placement: Placement) -> DisplayOrientation.Side? {
        guard exemption(of: placement) == nil, let facts = placement.device.display?.facts(in: placement.orientation) else {
            return nil
        }
        // In Split View "each one places controls along its outer edge, so the left app has
        // controls on the left" (HIG): PadKit's pane is the left one (`docs/choices.md`).
        if case .splitViewShare = placement.mode.kind { return .left }
        return facts.verticalBarSide
    }

    /// Why `placement`'s bars are horizontal, among the exemptions the window decides; `nil` where
    /// they are vertical.
    public static func exemption(of placement: Placement) -> Exemption? {
        guard let display = placement.device.display else { return .hardwareWithoutVerticalBar }
        if placement.keepsHorizontalBars { return .builtBeforeSDK27_1 }
        guard display.facts(in: placement.orientation)?.verticalBarSide != nil else { return .innerDisplayPortrait }
        return nil
    }

    /// The strip's width on the display: the side inset of a full-screen window where the bar is
    /// vertical (84 pt on iPhone Duo, `DUOPROBE`, `DUOKIT`).
    public static func stripWidth(on display: Display) -> Double {
        display.orientations.map { max($0.insets.left, $0.insets.right) }.max() ?? 0
    }
}
