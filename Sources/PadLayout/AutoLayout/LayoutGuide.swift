import Foundation

/// A rectangle that takes part in layout without being a view (`UILayoutGuide`): the
/// layout-margins and safe-area guides, or spacers a developer adds.
public final class LayoutGuide: LayoutItem {
    /// What the guide is; the engine pins the two system guides to their view.
    enum Role: Equatable {
        case custom
        case layoutMargins
        case safeArea
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

    /// The leading edge anchor (UIKit's `leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge anchor (UIKit's `trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge anchor (UIKit's `leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge anchor (UIKit's `rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre anchor (UIKit's `centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge anchor (UIKit's `topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge anchor (UIKit's `bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre anchor (UIKit's `centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width anchor (UIKit's `widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height anchor (UIKit's `heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
