import Foundation
import PadLayout

/// A scene laid out in one window: every view's frame and what breaks.
public struct ScreenWindowLayout: Sendable {
    /// The window.
    public let window: ScreenWindow
    /// The size classes that selected the installed views and constraints.
    public let sizeClasses: SizeClassPair
    /// Every view of the scene, in document order.
    public let views: [ScreenViewLayout]
    /// Unsatisfiable constraints and ambiguous views.
    public let findings: [ScreenFinding]
}

/// One view's place in a window.
public struct ScreenViewLayout: Sendable {
    /// The view as read.
    public let view: ScreenView
    /// Its frame in its superview's coordinates (rounded to the pixel), `nil` when not installed.
    public let frame: CGRect?
    /// Whether the view is installed in the window's size classes.
    public let installed: Bool
    /// The axes on which its layout is ambiguous, as Interface Builder flags a view: its frame's
    /// (``frameAmbiguousAxes``) and, for a scroll view, its scrollable content size's.
    public let ambiguousAxes: [LayoutAxis]
    /// The axes on which the view's own frame is free to move: where it lies on them is where the
    /// engine happened to put it. A scroll view whose content size alone is ambiguous still has
    /// its frame.
    public let frameAmbiguousAxes: [LayoutAxis]

    /// ` "Orders"` or ` [orders.title]`: the text or accessibility identifier that names it in messages.
    var label: String {
        if let text = view.text { return " \"\(text.prefix(40))\"" }
        if let identifier = view.accessibilityIdentifier { return " [\(identifier)]" }
        return ""
    }
}

/// Something that breaks in a window: `unsatisfiable` (required constraints that cannot all
/// hold, with the one UIKit breaks to recover) or `ambiguous` (a view the constraints leave free).
public struct ScreenFinding: Sendable, Hashable {
    /// `unsatisfiable` or `ambiguous`.
    public let kind: String
    /// The IB ids of the views involved.
    public let views: [String]
    /// The IB ids of the constraints involved.
    public let constraints: [String]
    /// The constraint broken to recover, for `unsatisfiable`.
    public let broken: String?
    /// UIKit's console message, or what is ambiguous.
    public let message: String
    /// `file:line` of the broken constraint or the ambiguous view.
    public let source: String
    /// For `unsatisfiable`, the content sizes among the conflicting constraints (the views' ids
    /// and PadKit's intrinsic lengths), which have no IB id to list in ``constraints``.
    public internal(set) var contentSizes: [UnsatisfiableConstraintsReport.ContentSize] = []
}
