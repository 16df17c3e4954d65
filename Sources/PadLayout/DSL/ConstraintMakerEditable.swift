import Foundation

/// A related description's modifiers: `offset`, `inset`, `multipliedBy`, `dividedBy`,
/// `priority`, `labeled` (SnapKit's `ConstraintMakerEditable` and `…Priortizable`).
public final class ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Changes the description, then returns this line for the next modifier.
    private func editing(_ change: (ConstraintDescription) -> Void) -> ConstraintMakerEditable {
        change(description)
        return self
    }

    /// The constant, as given, for every attribute.
    @discardableResult
    public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
        editing { $0.constant = .scalar(amount) }
    }

    /// The constant as an inset: positive for left, top and leading, negated for right, bottom
    /// and trailing, −2× for width and height, 0 for centres (SnapKit's `inset(_:)`).
    @discardableResult
    public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
        inset(ConstraintInsets(all: amount))
    }

    /// Per-edge insets.
    @discardableResult
    public func inset(_ insets: ConstraintInsets) -> ConstraintMakerEditable {
        editing { $0.constant = .insets(insets) }
    }

    /// Multiplies the other side (SnapKit's `multipliedBy`).
    @discardableResult
    public func multipliedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        editing { $0.multiplier *= amount }
    }

    /// Divides the other side (SnapKit's `dividedBy`).
    @discardableResult
    public func dividedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        editing { $0.multiplier /= amount }
    }

    /// Sets the priority (SnapKit's `priority`).
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerEditable {
        editing { $0.priority = priority }
    }

    /// Sets the priority from a number.
    @discardableResult
    public func priority(_ value: Float) -> ConstraintMakerEditable {
        priority(LayoutPriority(value))
    }

    /// Names the constraint in logs (SnapKit's `labeled`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        editing { $0.label = label }
    }

    /// The constraint this line will make, to keep for `update(offset:)`, `activate()` and
    /// `deactivate()` (SnapKit's `.constraint`). It is filled in when the closure returns.
    public var constraint: SnapConstraint {
        switch description.snapConstraint() {
        case .success(let made): return made
        case .failure: return SnapConstraint([])
        }
    }
}
