import Foundation

/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`
/// at a priority (`NSLayoutConstraint`).
///
/// Activating installs the constraint on the nearest common ancestor of its items, as UIKit
/// does; deactivating removes it. Changing ``constant`` on an active constraint is applied to
/// the solver in place at the next layout pass (no remove and add: "changing the constant is
/// the cheap path", WWDC 2018 session 220).
///
/// A constraint does not keep its items alive: UIKit declares `firstItem` and `secondItem` as
/// `unowned(unsafe) var firstItem: AnyObject? { get }` (Apple's `NSLayoutConstraint.firstItem`
/// documentation), so the view that installs a constraint owns it and its subviews, and a
/// constraint on a view (its width, say) is no reference cycle. Here they are `weak`, the safe
/// form of the same ownership: once an item is freed it reads `nil` and the constraint cannot be
/// activated again.
public final class LayoutConstraint: CustomStringConvertible {
    /// The constrained view or guide; `nil` once it has been freed (not retained, as in UIKit).
    public weak let firstItem: LayoutItem?
    /// Its attribute.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// The other view or guide; `nil` for a constant, or once it has been freed (not retained).
    public weak let secondItem: LayoutItem?
    /// Its attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: LayoutAttribute
    /// The multiplier of the second attribute.
    public let multiplier: CGFloat
    /// A name for logs (`NSLayoutConstraint.identifier`).
    public var identifier: String?

    /// The constant; may change while active.
    public var constant: CGFloat {
        didSet { if constant != oldValue { installedOn?.setNeedsLayout(.constant(self)) } }
    }

    /// The priority, 1…1000. Out-of-range values, and a change between required and optional
    /// while active, are refused and recorded in ``lastError`` (UIKit raises an exception).
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                lastError = .invalidPriority(newValue.rawValue)
                return
            }
            if isActive && newValue.isRequired != storedPriority.isRequired {
                lastError = .requiredPriorityChange(description)
                return
            }
            storedPriority = newValue
            installedOn?.setNeedsLayout(.structure)
        }
    }

    private var storedPriority: LayoutPriority = .required
    /// The view that holds the constraint while it is active.
    public internal(set) weak var installedOn: LayoutView?
    /// The last refused request on this constraint (invalid priority, no common ancestor, …).
    public internal(set) var lastError: LayoutError?
    /// When the constraint was last installed, counted per view tree (see ``LayoutView/install(_:)``).
    var activationOrder = 0
    /// Whether a stack view made the constraint (UIKit's `UISV-` constraints).
    var isStackViewConstraint = false

    /// Makes a constraint, checking UIKit's validity rules: a location cannot equal a constant,
    /// the attributes must be both sizes (on either axis: an aspect ratio) or both locations on one
    /// axis, and leading/trailing
    /// cannot pair with left/right.
    ///
    /// - Throws: always a ``LayoutError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers).
    public init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) throws {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        if let error = validationError() { throw error }
    }

    /// For anchors, whose types already guarantee validity.
    init(
        checked item: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation,
        _ toItem: LayoutItem?, _ secondAttribute: LayoutAttribute, _ multiplier: CGFloat, _ constant: CGFloat
    ) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    private func validationError() -> LayoutError? {
        if firstAttribute == .notAnAttribute { return .incompatibleAttributes(description) }
        guard secondItem != nil, secondAttribute != .notAnAttribute, multiplier != 0 else {
            return firstAttribute.isSize ? nil : .locationEqualToConstant(description)
        }
        // Sizes may relate across axes (an aspect ratio, `width == height × 4:3`, which Interface
        // Builder writes and NSLayoutConstraint accepts); locations may not.
        if firstAttribute.isSize != secondAttribute.isSize || (!firstAttribute.isSize && firstAttribute.axis != secondAttribute.axis) {
            return .incompatibleAttributes(description)
        }
        let directional = [firstAttribute, secondAttribute].filter(\.isDirectional).count
        let absolute = [firstAttribute, secondAttribute].filter { $0 == .left || $0 == .right }.count
        if directional > 0 && absolute > 0 { return .incompatibleAttributes(description) }
        return nil
    }

    /// Whether the constraint is installed (`NSLayoutConstraint.isActive`). Setting it to
    /// `true` when the items share no ancestor leaves it inactive and sets ``lastError``.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { try? activate() } else { deactivate() }
        }
    }

    /// Installs the constraint on the nearest common ancestor of its items.
    public func activate() throws(LayoutError) {
        if installedOn != nil { return }
        guard let host = commonAncestor() else {
            let error = LayoutError.noCommonAncestor(description)
            lastError = error
            throw error
        }
        host.install(self)
    }

    /// Removes the constraint from the view that holds it.
    public func deactivate() {
        installedOn?.uninstall(self)
    }

    /// Activates each constraint (`NSLayoutConstraint.activate(_:)`); those that cannot be
    /// installed are returned with their errors, the others are installed.
    @discardableResult
    public static func activate(_ constraints: [LayoutConstraint]) -> [LayoutError] {
        var errors: [LayoutError] = []
        for c in constraints {
            do { try c.activate() } catch { errors.append(error) }
        }
        return errors
    }

    /// Deactivates each constraint (`NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    /// The nearest view that contains both items (a guide counts as its owning view); `nil` when
    /// an item has been freed.
    func commonAncestor() -> LayoutView? {
        guard let first = firstItem?.hostView else { return nil }
        if secondAttribute == .notAnAttribute { return first }
        guard let other = secondItem?.hostView else { return nil }
        var ancestors: [ObjectIdentifier] = []
        var v: LayoutView? = first
        while let view = v {
            ancestors.append(ObjectIdentifier(view))
            v = view.superview
        }
        v = other
        while let view = v {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            v = view.superview
        }
        return nil
    }

    /// `view1.left == view2.right × 2 + 20 @750`, in UIKit's log style without addresses.
    public var description: String {
        var text = "\(firstItem?.layoutName ?? "nil").\(firstAttribute.rawValue) \(relation.rawValue)"
        if secondAttribute != .notAnAttribute {
            text += " "
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(secondItem?.layoutName ?? "nil").\(secondAttribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
        } else {
            text += " \(Self.format(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
