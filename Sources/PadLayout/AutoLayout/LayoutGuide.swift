import Foundation

/// A rectangle that takes part in layout without being a view (`UILayoutGuide`): the
/// layout-margins and safe-area guides, or spacers a developer adds.
public final class LayoutGuide: LayoutItem {
    /// What the guide is; the engine pins the two system guides to their view.
    enum Role: Equatable {
        case custom
        case layoutMargins
        case safeArea
        case region(LayoutRegion)
        /// `readableContentGuide`: the margins, narrowed to ``LayoutView/readableContentWidth``
        /// and centred when the view is wider.
        case readableContent
        /// A zero-height guide on a baseline (what a `firstBaseline`/`lastBaseline` constraint
        /// relates): ``LayoutView/firstBaselineOffsetFromTop`` below the top, or
        /// ``LayoutView/lastBaselineOffsetFromBottom`` above the bottom.
        case firstBaseline, lastBaseline
        /// A scroll view's `frameLayoutGuide`: its frame.
        case scrollFrame
        /// A scroll view's `contentLayoutGuide`: the content's origin at the scroll view's
        /// origin (content offset zero), its size left to the content's constraints.
        case scrollContent
    }

    /// The name the guide shows in logs (`UILayoutGuide.identifier`).
    public var identifier: String
    /// The view the guide belongs to, once added.
    public internal(set) weak var owningView: LayoutView?
    let role: Role
    /// The guide's frame in its owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    /// Makes a guide.
    public init(identifier: String = "UILayoutGuide") {
        self.identifier = identifier
        self.role = .custom
    }

    init(role: Role, identifier: String, owningView: LayoutView) {
        self.role = role
        self.identifier = identifier
        self.owningView = owningView
    }

    /// The view whose constraints hold the guide: its owning view.
    public var hostView: LayoutView? { owningView }

    /// The name used in constraint logs.
    public var layoutName: String {
        "\(owningView?.layoutName ?? "nil").\(identifier)"
    }
}
