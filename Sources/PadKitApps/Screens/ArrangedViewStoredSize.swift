import Foundation
import PadLayout

/// The size across its stack Interface Builder keeps for an arranged view, as designed, where
/// nothing else sizes it on that axis, and the length along a `fill` stack it keeps for a plain
/// view (or one of a custom class it cannot run) that nothing sizes.
///
/// In a stack view aligned other than `fill`, an arranged view gets only a position across the
/// axis (`UISV-alignment`) and a bound (`UISV-spanning-boundary`), and UIKit adds its size across
/// equal to 0 at priority 25 (`UISV-ambiguity-suppression`, which `StackView` makes), so that a
/// view nothing else sizes there is not ambiguous. Interface Builder does not flag such a view,
/// and keeps the size it has on the canvas: every one of the 13 unflagged plain views without
/// subviews in vertical stacks of 5 apps' files (Element, ChatSecure, WooCommerce, Pocket Casts,
/// Habitica) is stored 240 pt wide, the object library's `UIView` width, in stacks 248 to 382 pt
/// wide (`docs/sources.md`, "element: a cell before iOS 11, an arranged view nothing sizes, ..."),
/// as are the views whose subviews are only centred in them (Element's 240-pt biometrics title
/// box; iTorrent's 54-pt icon box in a 55.7-pt horizontal stack, `docs/sources.md`, "habitica: an
/// arranged view its subviews only centre"). The same holds for every other arranged view whose
/// size across nothing else decides (custom views, stacks, image views and multi-line labels
/// whose width their stack leaves open): of the 41 such views of 14 apps that PadKit called
/// ambiguous and Interface Builder does not flag, the stored sizes are those of a canvas nothing
/// collapsed (Corona-Warn-App's statistics card titles 240 and 120 pt, ProtonVPN's 50-pt images,
/// The Blue Alliance's and Threema's 282- and 301-pt labels; `docs/sources.md`, "round 19, ambig").
/// PadKit gives every arranged view of such a stack its stored size across at priority 26, just
/// above the suppression and below every priority that sizes views (a fitting size's 50, the
/// stack's own 49 and 51, hugging's 250), as designed only: in a window the app's UIKit decides,
/// and the suppression collapses what nothing sizes (`docs/choices.md`).
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
    /// The priority of the kept size across the stack: it only decides what nothing else does, and
    /// wins over UIKit's `UISV-ambiguity-suppression` (25).
    static let priority: Float = 26

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
            guard let superview = model.superview, let stack = stacks[superview], let frame = model.storedFrame else { continue }
            let vertical = stack.axis == .vertical
            if suppressesAmbiguity(stack) {
                result.append((index, vertical ? .width : .height, Double(vertical ? frame.width : frame.height), priority))
            }
            guard model.element == "view" else { continue }
            if stack.distribution == .fill, !model.isHidden, model.details["placeholderIntrinsicWidth"] == nil,
                !sized(model.id, axis: stack.axis, in: scene)
            {
                result.append((index, vertical ? .height : .width, Double(vertical ? frame.height : frame.width), alongPriority))
            }
        }
        return result
    }

    /// Whether the stack's alignment leaves its arranged views' size across the axis to UIKit's
    /// `UISV-ambiguity-suppression` (any alignment but `fill`; a vertical stack's baseline
    /// alignments are `fill`), as `StackView` models it.
    static func suppressesAmbiguity(_ stack: ScreenStack) -> Bool {
        switch stack.alignment {
        case .fill: false
        case .firstBaseline, .lastBaseline: stack.axis == .horizontal
        default: true
        }
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
