import PadKit

/// A plain container controller with one child whose traits it overrides
/// (`setOverrideTraitCollection(_:forChild:)` / `overrideTraitCollection(forChild:)`), as seed
/// 001's `ContainerViewController` forces its content compact below 1000 pt.
public struct ContainerDescription: Sendable, Hashable {
    /// The child, filling the container.
    public var child: ControllerDescription
    /// The traits forced on the child; only the traits given change.
    public var overrideTraits: TraitOverride
    /// When set, the override applies only while the container is narrower than this (seed 001:
    /// 1000); otherwise always.
    public var whenWidthBelow: Double?

    /// Makes a container description from its parts; what is not given takes its default.
    public init(child: ControllerDescription, overrideTraits: TraitOverride, whenWidthBelow: Double? = nil) {
        self.child = child
        self.overrideTraits = overrideTraits
        self.whenWidthBelow = whenWidthBelow
    }

    /// The keys, in the order above.
    public static let keys = ["child", "overrideTraitCollection", "whenWidthBelow"]

    /// The traits a container may force on its child.
    public struct TraitOverride: Sendable, Hashable {
        /// The horizontal size class the child gets; `nil` leaves it inherited.
        public var horizontalSizeClass: UserInterfaceSizeClass?
        /// The vertical size class the child gets; `nil` leaves it inherited.
        public var verticalSizeClass: UserInterfaceSizeClass?
        /// The appearance the child gets; `nil` leaves it inherited.
        public var userInterfaceStyle: UserInterfaceStyle?

        /// Makes a container description from its parts; what is not given takes its default.
        public init(
            horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
            userInterfaceStyle: UserInterfaceStyle? = nil
        ) {
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.userInterfaceStyle = userInterfaceStyle
        }

        /// The keys, in the order above.
        public static let keys = ["horizontalSizeClass", "verticalSizeClass", "userInterfaceStyle"]

        /// The override as a trait collection (unspecified where not given).
        public var traitCollection: TraitCollection {
            var traits = TraitCollection()
            if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass }
            if let verticalSizeClass { traits.verticalSizeClass = verticalSizeClass }
            if let userInterfaceStyle { traits.userInterfaceStyle = userInterfaceStyle }
            return traits
        }
    }
}
