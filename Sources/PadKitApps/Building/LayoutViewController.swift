import Foundation
import PadKit
import PadKitSimulator
import PadLayout

/// A plain view controller whose views and constraints come from a description's `layout`: the
/// views are added and their constraints made in `viewDidLoad()`, and remade in
/// `willTransition(to:with:)` for the horizontal size class the controller is about to get, as
/// seed 004's `TraitViewController` does with SnapKit's `remakeConstraints`.
public final class LayoutViewController: ViewController {
    /// The layout.
    public let layout: LayoutDescription
    /// The views, in ``LayoutDescription/views`` order.
    public private(set) var layoutViews: [View] = []

    /// Makes a layout view controller from its parts; what is not given takes its default.
    public init(layout: LayoutDescription, title: String?) {
        self.layout = layout
        super.init(title: title)
    }

    /// Makes the described views and the constraints for the current size classes.
    public override func viewDidLoad() {
        super.viewDidLoad()
        layoutViews = layout.views.map { View(name: $0) }
        for subview in layoutViews { view.addSubview(subview) }
        remakeConstraints(for: view.traitCollection)
    }

    /// Remakes the constraints when the size classes change, before the transition's layout pass.
    public override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        remakeConstraints(for: newCollection)
    }

    /// The view called `name`.
    public func layoutView(named name: String) -> View? {
        layoutViews.first { $0.name == name }
    }

    /// Remakes every view's constraints for `traits`' horizontal size class (compact, or regular
    /// for anything else, as seed 004 decides) and idiom (the `phone` and `pad` blocks).
    func remakeConstraints(for traits: TraitCollection) {
        for (name, lines) in layout.constraints(compact: traits.horizontalSizeClass == .compact, idiom: traits.userInterfaceIdiom) {
            guard let target = layoutView(named: name) else { continue }
            _ = target.snp_remakeConstraints { make in
                for line in lines { self.make(line, with: make) }
            }
        }
    }

    /// One SnapKit line: `make.<attributes>.<relation>(<target>)` then `multipliedBy`/`dividedBy`,
    /// `offset`/`inset` and `priority`, in SnapKit's order.
    private func make(_ line: LayoutConstraintDescription, with make: ConstraintMaker) {
        guard let first = line.attributes.first else { return }
        var chain = Self.start(first, make)
        for name in line.attributes.dropFirst() { chain = Self.extend(chain, name) }
        var editable: ConstraintMakerEditable
        switch (line.target, line.relation) {
        case (.superview(nil), .equalTo): editable = chain.equalToSuperview()
        case (.superview(nil), .lessThanOrEqualTo): editable = chain.lessThanOrEqualToSuperview()
        case (.superview(nil), .greaterThanOrEqualTo): editable = chain.greaterThanOrEqualToSuperview()
        default:
            let target = relatable(line.target)
            switch line.relation {
            case .equalTo: editable = chain.equalTo(target)
            case .lessThanOrEqualTo: editable = chain.lessThanOrEqualTo(target)
            case .greaterThanOrEqualTo: editable = chain.greaterThanOrEqualTo(target)
            }
        }
        if let value = line.multipliedBy { editable = editable.multipliedBy(CGFloat(value)) }
        if let value = line.dividedBy { editable = editable.dividedBy(CGFloat(value)) }
        if let value = line.offset { editable = editable.offset(CGFloat(value)) }
        if let value = line.inset { editable = editable.inset(CGFloat(value)) }
        if let value = line.priority { editable = editable.priority(Float(value)) }
    }

    private func relatable(_ target: LayoutConstraintDescription.Target) -> ConstraintRelatableTarget {
        switch target {
        case .constant(let value):
            return CGFloat(value)
        case .superview(let attribute):
            return ConstraintItem(
                target: view.layoutNode, attributes: attribute.flatMap(LayoutAttribute.init(rawValue:)).map { [$0] } ?? [])
        case .guide(let owner, let region, let attribute):
            let host = owner.flatMap { layoutView(named: $0) } ?? view
            let guide: LayoutGuide
            switch (region.kind, region.cornerAdaptation) {
            case (.safeArea, nil): guide = host.safeAreaLayoutGuide
            case (.margins, nil): guide = host.layoutMarginsGuide
            default: guide = host.layoutGuide(for: region)
            }
            return ConstraintItem(target: guide, attributes: attribute.flatMap(LayoutAttribute.init(rawValue:)).map { [$0] } ?? [])
        case .view(let name, let attribute):
            let node = layoutView(named: name)?.layoutNode ?? view.layoutNode
            guard let attribute = attribute.flatMap(LayoutAttribute.init(rawValue:)) else { return layoutView(named: name) ?? view }
            return ConstraintItem(target: node, attributes: [attribute])
        }
    }

    private static func start(_ name: String, _ make: ConstraintMaker) -> ConstraintMakerExtendable {
        switch name {
        case "left": return make.left
        case "top": return make.top
        case "bottom": return make.bottom
        case "right": return make.right
        case "leading": return make.leading
        case "trailing": return make.trailing
        case "width": return make.width
        case "height": return make.height
        case "centerX": return make.centerX
        case "centerY": return make.centerY
        case "size": return make.size
        case "center": return make.center
        default: return make.edges
        }
    }

    private static func extend(_ chain: ConstraintMakerExtendable, _ name: String) -> ConstraintMakerExtendable {
        switch name {
        case "left": return chain.left
        case "top": return chain.top
        case "bottom": return chain.bottom
        case "right": return chain.right
        case "leading": return chain.leading
        case "trailing": return chain.trailing
        case "width": return chain.width
        case "height": return chain.height
        case "centerX": return chain.centerX
        case "centerY": return chain.centerY
        case "size": return chain.size
        case "center": return chain.center
        default: return chain.edges
        }
    }
}
