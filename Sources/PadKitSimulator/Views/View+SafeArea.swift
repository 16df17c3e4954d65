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
        }
        let added = addedSafeAreaInsets
        let node = ConstraintInsets(top: added.top, left: added.left, bottom: added.bottom, right: added.right)
        if layoutNode.additionalSafeAreaInsets != node { layoutNode.additionalSafeAreaInsets = node }
        for subview in subviews { subview.bindSafeAreaToLayoutNodes(in: window) }
    }
}
