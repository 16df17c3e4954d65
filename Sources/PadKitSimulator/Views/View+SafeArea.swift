import Foundation
import PadKit
import PadLayout

extension View {
    /// The insets added to this view on top of what it inherits: on a controller's root view, the
    /// bars its parent container lays over it and the controller's
    /// ``ViewController/additionalSafeAreaInsets`` (`UIView.safeAreaLayoutGuide`: "For the view
    /// controller's root view, the layout guide accommodates the status bar, other visible bars,
    /// and any additional insets that you specified using the additionalSafeAreaInsets property").
    var addedSafeAreaInsets: PadKit.EdgeInsets {
        guard let owner = owningViewController else { return .zero }
        let bars = owner.parent?.barInsets(forChild: owner) ?? .zero
        return bars + owner.additionalSafeAreaInsets
    }

    /// The safe-area insets this view has now, from its superview's insets and its frame: the
    /// window's own insets for the window's root view; for the others, "only the portion of the
    /// view that is covered by" what covers the superview (`UIView.safeAreaLayoutGuide`), plus
    /// ``addedSafeAreaInsets``.
    func resolvedSafeAreaInsets(in window: Window) -> PadKit.EdgeInsets {
        guard let superview else { return window.safeAreaInsets + addedSafeAreaInsets }
        let inherited = PadKit.EdgeInsets.overlap(of: superview.safeAreaInsets, in: superview.bounds, with: frame)
        return inherited + addedSafeAreaInsets
    }

    /// Hands the insets PadLayout cannot derive to this view's layout node and those below it: the
    /// window's insets on the root, the added insets of each controller's root view. PadLayout then
    /// derives every view's `safeAreaLayoutGuide` by the same rule as ``resolvedSafeAreaInsets(in:)``.
    func bindSafeAreaToLayoutNodes(in window: Window) {
        if superview == nil {
            let insets = window.safeAreaInsets
            let root = ConstraintInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
            if layoutNode.rootSafeAreaInsets != root { layoutNode.rootSafeAreaInsets = root }
            let corner = window.windowControlsFrame
            if layoutNode.rootOccupiedCorner != corner { layoutNode.rootOccupiedCorner = corner }
        }
        let added = addedSafeAreaInsets
        let node = ConstraintInsets(top: added.top, left: added.left, bottom: added.bottom, right: added.right)
        if layoutNode.additionalSafeAreaInsets != node { layoutNode.additionalSafeAreaInsets = node }
        for subview in subviews { subview.bindSafeAreaToLayoutNodes(in: window) }
    }

    /// The view's bounds inset by its safe area (`UIView.safeAreaLayoutGuide`), solved by PadLayout
    /// on every layout pass.
    public var safeAreaLayoutGuide: LayoutGuide { layoutNode.safeAreaLayoutGuide }

    /// The view's bounds inset by its layout margins (`UIView.layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide { layoutNode.layoutMarginsGuide }

    /// The guide for a layout region (`UIView.layoutGuide(for:)`, iOS 26): the safe area or the
    /// margins, adapted around the window controls along the region's axis where the view
    /// reaches them (``PadLayout/LayoutRegion``). Like ``safeAreaLayoutGuide``, every layout pass
    /// updates it.
    public func layoutGuide(for region: LayoutRegion) -> LayoutGuide {
        layoutNode.layoutGuide(for: region)
    }

    /// The insets of a layout region from the view's edges, as of the last layout pass
    /// (`UIView.edgeInsets(for:)`, iOS 26).
    public func edgeInsets(for region: LayoutRegion) -> PadKit.EdgeInsets {
        let insets = layoutNode.edgeInsets(for: region)
        return PadKit.EdgeInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}
