import Foundation
import PadJSON
import PadLayout

extension ScreenLayout {
    /// The installed required Interface Builder constraints the last layout does not satisfy
    /// within `tolerance` points and that the engine did not break: what a layout must never
    /// leave (every required constraint holds, or is named as broken). Empty when the layout is
    /// sound.
    public func unsatisfiedRequiredConstraints(tolerance: Double = 0.5) -> [String] {
        let broken = Set((rootView.layoutEngine?.brokenLayoutConstraints ?? []).map(ObjectIdentifier.init))
        var failures: [String] = []
        for entry in installedConstraints where entry.constraint.isActive && entry.constraint.priority.isRequired {
            if broken.contains(ObjectIdentifier(entry.constraint)) { continue }
            let c = entry.constraint
            guard let first = c.firstItem, var lhs = Self.value(first, c.firstAttribute) else { continue }
            var rhs = Double(c.constant)
            if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
                guard var value = Self.value(second, c.secondAttribute) else { continue }
                // A multiplied location is measured in its items' common ancestor's bounds, as the engine solves it.
                if let space = c.multipliedLocationSpace, space.view.superview != nil {
                    let origin = Self.absolute(space.view).origin
                    let offset = Double(space.axis == .horizontal ? origin.x : origin.y)
                    lhs -= offset
                    value -= offset
                }
                rhs += value * Double(c.multiplier)
            }
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(lhs - rhs) <= tolerance
            case .lessThanOrEqual: holds = lhs <= rhs + tolerance
            case .greaterThanOrEqual: holds = lhs >= rhs - tolerance
            }
            if !holds { failures.append("\(entry.model.id) (\(c)): \(NumberText.points(lhs)) vs \(NumberText.points(rhs))") }
        }
        return failures
    }

    /// An attribute's value in the root's coordinates, from the frames the last pass wrote.
    static func value(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Double? {
        let rect: CGRect
        if let view = item as? LayoutView {
            rect = absolute(view)
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let origin = absolute(owner).origin
            rect = CGRect(
                origin: CGPoint(x: guide.layoutFrame.origin.x + origin.x, y: guide.layoutFrame.origin.y + origin.y),
                size: guide.layoutFrame.size)
        } else {
            return nil
        }
        let rtl = item.hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Origin and size as solved (a negative size is not standardized away).
        let x = Double(rect.origin.x), y = Double(rect.origin.y), w = Double(rect.size.width), h = Double(rect.size.height)
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .leading: return rtl ? -(x + w) : x
        case .trailing: return rtl ? -x : x + w
        case .width: return w
        case .height: return h
        case .centerX: return x + w / 2
        case .centerY: return y + h / 2
        case .notAnAttribute: return nil
        }
    }

    static func absolute(_ view: LayoutView) -> CGRect {
        var rect = view.frame
        var parent = view.superview
        while let p = parent, p.superview != nil {
            rect.origin = CGPoint(x: rect.origin.x + p.frame.origin.x, y: rect.origin.y + p.frame.origin.y)
            parent = p.superview
        }
        return rect
    }
}
