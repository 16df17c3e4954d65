import PadJSON

/// Something that breaks in a window, grouped by cause: one finding per cause, with every
/// window it affects. It names the screen (the controller's class and its Interface Builder
/// scene), the views (class, IB id, text) and the constraints (IB id, file:line).
///
/// A value other tools read (`padkit matrix`'s rows, `--expect`, the audit): ``id`` is stable
/// across runs, made from what the finding is about, never from where or when it was found.
public struct LayoutFinding: Sendable, Hashable {
    /// A view a finding names.
    public struct View: Sendable, Hashable {
        /// The IB object id.
        public var id: String
        /// The app's class, else UIKit's.
        public var className: String
        /// The text it shows, if any.
        public var text: String?
        /// Where it is written (`file:line`).
        public var source: String
    }

    /// A constraint a finding names.
    public struct Constraint: Sendable, Hashable {
        /// The IB object id.
        public var id: String
        /// Where it is written (`file:line`).
        public var source: String
    }

    /// The controller whose views break.
    public struct Screen: Sendable, Hashable {
        /// The controller's class (the app's, else UIKit's).
        public var className: String
        /// The Interface Builder source: `Main.storyboard#BYZ-38-t0r` or `Orders.xib`.
        public var scene: String
    }

    /// A window the finding affects.
    public struct Window: Sendable, Hashable {
        /// The matrix row's name (`iPad Pro 13-inch (M4) landscape tile_third_leading`).
        public var name: String
        /// The width of the window, in points.
        public var width: Double
    }

    /// Stable across runs: kind, screen (its Interface Builder source), views, and for
    /// `unsatisfiable` the broken constraint: `smallTarget/Main.storyboard#Btn-VC-001/Btn-aa-001`.
    public var id: String
    /// What breaks.
    public var kind: LayoutFindingKind
    /// The screen.
    public var screen: Screen
    /// The views involved, the one that breaks first.
    public var views: [View]
    /// The constraints involved (for `unsatisfiable`, the one UIKit breaks first).
    public var constraints: [Constraint]
    /// The `file:line` to fix: the broken constraint, else the view.
    public var source: String
    /// `false` when the finding rests on PadKit's text model within its measured error (a
    /// truncation by a few points): it is listed, and never fails `--expect` on its own.
    public var certain: Bool
    /// One sentence on what breaks, for the first window it affects.
    public var message: String
    /// The windows it affects, in the order they were laid out.
    public var windows: [Window]

    /// Makes a finding; its ``id`` is worked out from the rest.
    public init(
        kind: LayoutFindingKind, screen: Screen, views: [View], constraints: [Constraint], source: String, certain: Bool,
        message: String, windows: [Window] = []
    ) {
        self.kind = kind
        self.screen = screen
        self.views = views
        self.constraints = constraints
        self.source = source
        self.certain = certain
        self.message = message
        self.windows = windows
        // The views name the cause; an unsatisfiable layout's cause is the constraint UIKit breaks
        // (another constraint added to the view does not make it another finding).
        let parts = [kind.rawValue, screen.scene] + views.map(\.id) + (kind == .unsatisfiable ? constraints.prefix(1).map(\.id) : [])
        id = parts.joined(separator: "/")
    }

    /// "OrderCell's titleLabel" style: the first view by class and id, with its text.
    public var subject: String {
        guard let view = views.first else { return screen.className }
        return "\(view.className) \(view.id)" + (view.text.map { " \"\($0.prefix(40))\"" } ?? "")
    }

    /// "in 23 of 41 windows; first at 412 pt wide": where it happens, for notes (the first
    /// width is the narrowest window it affects).
    public func windowsText(of total: Int) -> String {
        let first = windows.map(\.width).min().map { "; first at \(NumberText.points($0)) pt wide" } ?? ""
        return "in \(windows.count) of \(total) windows\(first)"
    }

    /// The finding's one line: kind, subject, screen, source, windows.
    public func line(of total: Int) -> String {
        """
        \(kind.rawValue): \(message) (\(screen.className), \(source)) \
        \(windowsText(of: total))\(certain ? "" : " [uncertain: text model]")
        """
    }
}
