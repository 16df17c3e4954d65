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

    public var identifier: String
    public internal(set) weak var owningView: LayoutView?
    let role: Role
    /// The guide's frame in its owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame: CGRect = .zero

    public init(identifier: String = "UILayoutGuide") {
        self.identifier = identifier
        self.role = .custom
    }

    init(role: Role, identifier: String, owningView: LayoutView) {
        self.role = role
        self.identifier = identifier
        self.owningView = owningView
    }

    public var hostView: LayoutView? { owningView }

    public var layoutName: String {
        "\(owningView?.layoutName ?? "nil").\(identifier)"
    }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
