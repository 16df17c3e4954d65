/// Why a view is free on an axis (``LayoutEngine/ambiguityCause(_:axis:relativeTo:)``): what a
/// reader of UIKit's bare "AMBIGUOUS LAYOUT" wants to know next.
public struct AmbiguityCause {
    /// A constraint whose slack lets the view move.
    public struct Constraint {
        /// The app's ``LayoutConstraint/identifier`` (an Interface Builder constraint's object id,
        /// a stack view's `UISV-…`), or UIKit's name of a generated constraint
        /// (`NSContentSizeLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, …).
        public let identifier: String?
        /// The constraint as conflict reports describe it.
        public let description: String
        /// The app's constraint; `nil` for a generated one.
        public weak var constraint: LayoutConstraint?
    }

    /// A view's position or size along the axis.
    public enum Dimension: Sendable, Equatable {
        case position, size
    }

    /// The constraints that leave the view free, in the order the engine added them. Empty when
    /// no constraint's slack is the cause: nothing constrains it (see ``unconstrained``), or it
    /// moves with another view that is itself free.
    public let constraints: [Constraint]
    /// The view's position or size on the axis that no constraint mentions at all.
    public let unconstrained: [Dimension]
}
