import PadJSON

/// Text laid out wider than UIKit's readable width in a window: a multi-line label or a text
/// view whose frame is wider than `readableContentGuide` would make it at the default text size.
///
/// Not a ``LayoutFindingKind`` (nothing breaks: the text is hard to read, not wrong), so it is not
/// in `padkit matrix`'s `"layout"` object; `padkit audit`'s readable-width criterion reads it from
/// the matrix's launches (``MatrixLayout/wideTexts``) rather than laying the screens out again.
public struct WideText: Sendable, Hashable {
    /// UIKit's readable width at the default (Large) text size, in points: the width
    /// `readableContentGuide` keeps text to in a wide window (docs/choices.md says where the number
    /// comes from).
    public static let readableWidth = 672.0

    /// The controller whose view it is.
    public var screen: LayoutFinding.Screen
    /// The label or text view.
    public var view: LayoutFinding.View
    /// Its width in the window, in points.
    public var width: Double
    /// The width of the window, in points.
    public var windowWidth: Double

    /// Stable across runs and windows: `wideText/<scene>/<view id>`.
    public var id: String { "wideText/\(screen.scene)/\(view.id)" }

    /// One sentence: which view, how wide, in what window.
    public var message: String {
        """
        \(view.className) \(view.id)\(view.text.map { " \"\($0.prefix(30))\"" } ?? "") is \(NumberText.points(width)) pt wide \
        in a \(NumberText.points(windowWidth)) pt window, wider than the readable width (672 pt)
        """
    }
}
