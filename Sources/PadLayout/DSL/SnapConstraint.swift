import Foundation

/// The constraints one DSL line made, as a unit (SnapKit's `Constraint`, renamed because
/// ``Constraint`` is the solver's): one ``LayoutConstraint`` per attribute, activated,
/// deactivated and updated together.
public final class SnapConstraint {
    /// One per attribute of the line, in order.
    public let layoutConstraints: [LayoutConstraint]

    init(_ constraints: [LayoutConstraint]) {
        self.layoutConstraints = constraints
    }

    /// Whether every layout constraint this SnapKit constraint made is installed.
    public var isActive: Bool { layoutConstraints.allSatisfy(\.isActive) }

    /// Activates every layout constraint; returns those that could not be installed.
    @discardableResult
    public func activate() -> [LayoutError] { LayoutConstraint.activate(layoutConstraints) }

    /// Removes every layout constraint this SnapKit constraint made (SnapKit's `deactivate()`).
    public func deactivate() { LayoutConstraint.deactivate(layoutConstraints) }

    /// Sets the constant of every layout constraint, in place (`update(offset:)`).
    public func update(offset amount: CGFloat) {
        for c in layoutConstraints { c.constant = amount }
    }

    /// Sets the constants as insets, per attribute (`update(inset:)`).
    public func update(inset amount: CGFloat) {
        let insets = ConstraintConstant.insets(ConstraintInsets(all: amount))
        for c in layoutConstraints {
            let direction = c.firstItem?.hostView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
            let attribute = c.secondAttribute == .notAnAttribute ? c.firstAttribute : c.secondAttribute
            c.constant = insets.value(for: attribute, direction: direction)
        }
    }

    /// Changes the priority where both the old and the new one are optional, as SnapKit does
    /// (a required ↔ optional change on an installed constraint is not supported by UIKit).
    public func update(priority: LayoutPriority) {
        for c in layoutConstraints where !c.priority.isRequired && !priority.isRequired { c.priority = priority }
    }
}
