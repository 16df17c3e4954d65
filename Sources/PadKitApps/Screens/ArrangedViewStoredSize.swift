import Foundation
import PadLayout

/// The size across its stack Interface Builder keeps for an arranged plain view (or one of a
/// custom class it cannot run) that nothing sizes on that axis, as designed.
///
/// In a stack view aligned other than `fill`, an arranged view gets only a position across the
/// axis (`UISV-alignment`) and a bound (`UISV-spanning-boundary`); a plain `UIView` has no
/// intrinsic size, so, unless a constraint on one of its edges or its size sizes it (its own, or
/// its subviews' pinned to it; a subview centred in it does not), its width (in a vertical stack;
/// its height in a horizontal one) is left to UIKit's ambiguity suppression at run time.
/// Interface Builder does not flag such a view, and keeps the size it has on the canvas: every one
/// of the 13 unflagged views of this kind without subviews in vertical stacks of 5 apps' files
/// (Element, ChatSecure, WooCommerce, Pocket Casts, Habitica) is stored 240 pt wide, the object
/// library's `UIView` width, in stacks 248 to 382 pt wide (`docs/sources.md`, "element: a cell
/// before iOS 11, an arranged view nothing sizes, ..."), as are the views whose subviews are only
/// centred in them (Element's 240-pt biometrics title box; iTorrent's 54-pt icon box in a 55.7-pt
/// horizontal stack, `docs/sources.md`, "habitica: an arranged view its subviews only centre").
/// PadKit gives it its stored size at priority 25, below the priorities that size views
/// (hugging's 250, a fitting size's 50), as designed only: in a window the app's UIKit decides,
/// which PadKit does not model (`docs/choices.md`).
///
/// Along the axis of a `fill` stack the same view (plain, shown, nothing naming its edges or
/// length on that axis) has no length either: `fill` only stretches or squeezes arranged views
/// by their hugging and compression resistance, and a plain view (without a placeholder intrinsic
/// size) has neither. Interface Builder keeps the length it has on the canvas there too, and
/// holds it against what would stretch or squeeze it: in Stopp Corona (plug-in 17703, 23 such
/// views, 9 stored 128 pt high, the object library's `UIView` height) a view stored 128 or 50 pt
/// high stays so although its scroll view's content view is centred in the scroll view at
/// priority 250, which would stretch it to fill the screen; in
/// WooCommerce's `ImageAndTitleAndTextTableViewCell.xib` (17126) a 20-pt spacer stays 20 against
/// an image's hugging of 251; in PIA's `ForceUpdateViewController.xib` (24504) and Green's
/// `Dialogs.storyboard` (24743) labels are stored squeezed to 0 pt (against their compression
/// resistance of 750) beside such views that keep their stored lengths. So PadKit keeps the
/// stored length at priority 999, below only what is required, as designed only
/// (`docs/sources.md`, "round 17, former: an arranged view nothing sizes along its stack").
///
/// A view of a custom class is such a view too, unless `<designables>` records its intrinsic size
/// (then it has one, read as a placeholder): Interface Builder cannot run the class's code, so on
/// its canvas the view is a plain `UIView` and keeps its canvas size. Habitica's five
/// `CollapsibleTitle`s (plug-in 22685) are stored 128 pt high, the object library's `UIView`
/// height, in a `fill` vertical stack, and Corona-Warn-App's `StackViewLabel`s (21207) 240 and
/// 120 pt wide in `fill` horizontal stacks. Of the 27 such views in 8 apps' files (plug-ins 14824
/// to 24504), all but two (which miss across their stack) are laid out so without a miss
/// (`docs/sources.md`, "round 19, stack: a custom-class arranged view nothing sizes").
enum ArrangedViewStoredSize {
    /// The priority of the kept size across the stack: it only decides what nothing else does.
    static let priority: Float = 25

    /// The priority of the kept length along a `fill` stack's axis: above every priority but a
    /// required one, as Interface Builder's stored frames hold it.
    static let alongPriority: Float = 999

    /// For each view of `scene` that keeps its stored size across its stack or along it, its
    /// index in ``ScreenScene/views``, the attribute (`width` or `height`), the stored size and
    /// the priority it is kept at. The stack's own axis, alignment and distribution decide it (a
    /// size-class variation of them is not read here: none of the stacks of the apps read that
    /// hold such a view varies them).
    static func views(in scene: ScreenScene) -> [(index: Int, attribute: LayoutAttribute, size: Double, priority: Float)] {
        var stacks: [String: ScreenStack] = [:]
        for model in scene.views where stacks[model.id] == nil { if let stack = model.stack { stacks[model.id] = stack } }
        var result: [(index: Int, attribute: LayoutAttribute, size: Double, priority: Float)] = []
        for (index, model) in scene.views.enumerated() {
            guard model.element == "view",
                let superview = model.superview, let stack = stacks[superview], let frame = model.storedFrame
            else { continue }
            let vertical = stack.axis == .vertical
            let crossAxis: LayoutAxis = vertical ? .horizontal : .vertical
            if [.leading, .top, .center, .trailing, .bottom].contains(stack.alignment), !sized(model.id, axis: crossAxis, in: scene) {
                result.append((index, vertical ? .width : .height, Double(vertical ? frame.width : frame.height), priority))
            }
            if stack.distribution == .fill, !model.isHidden, model.details["placeholderIntrinsicWidth"] == nil,
                !sized(model.id, axis: stack.axis, in: scene)
            {
                result.append((index, vertical ? .height : .width, Double(vertical ? frame.height : frame.width), alongPriority))
            }
        }
        return result
    }

    /// Whether any constraint of `scene` names `id` with an edge or a size on `axis`. A centre
    /// places a view without sizing it: subviews centred in the view (their own constraints
    /// naming only its `centerX`) leave its width to the same suppression.
    private static func sized(_ id: String, axis: LayoutAxis, in scene: ScreenScene) -> Bool {
        func sizes(_ attribute: ScreenAttribute?) -> Bool {
            guard let (layout, _) = attribute?.layout else { return false }
            return layout.axis == axis && layout != .centerX && layout != .centerY
        }
        return scene.constraints.contains { constraint in
            (constraint.firstItem == id && sizes(constraint.firstAttribute))
                || (constraint.secondItem == id && sizes(constraint.secondAttribute))
        }
    }
}
