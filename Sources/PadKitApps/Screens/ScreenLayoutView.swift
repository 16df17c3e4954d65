import Foundation
import PadLayout

/// A view of a scene in PadLayout's engine, with the intrinsic size and baselines PadKit worked
/// out for it (UIKit's views compute theirs from their content; these are given).
final class ScreenLayoutView: LayoutView {
    var intrinsic = CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    var firstBaseline: CGFloat = 0
    var lastBaseline: CGFloat = 0
    /// The height `firstBaseline` and `lastBaseline` were worked out for (the intrinsic height).
    var baselineHeight: CGFloat = 0
    /// How much of any height beyond `baselineHeight` lies above the text, or `nil` when the
    /// baselines stay where they are (see ``IntrinsicContentSize/textShareAbove(_:)``).
    var baselineShareAbove: CGFloat?
    /// A label whose `numberOfLines` is not 1.
    var multilineText = false

    override var intrinsicContentSize: CGSize { intrinsic }
    /// The size Interface Builder stored for the view (its alignment rectangle's), standing in for
    /// its compressed fitting size: a `fillProportionally` stack shares its length by it for an
    /// arranged view without an intrinsic length, where UIKit measures the view with
    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`. PadLayout computes that
    /// size, but Interface Builder's frames of such plain and custom views follow the sizes it
    /// stored, not their content (WooCommerce's ledger cell: seven rows of one line of text each,
    /// stored 49.5 to 88.5 pt high), so the stored size is kept for them; a stack view is measured
    /// (``ScreenStackView``) (docs/choices.md; docs/sources.md, "round 15, container" and
    /// "round 16, container").
    var storedSize: CGSize?
    override var compressedFittingSize: CGSize? { storedSize }
    /// A table, collection or scroll view whose content inset adjusts to its safe area's top and
    /// bottom (``adjustsContentInset(_:)``).
    var adjustsContentInset = false

    /// The elements whose views scroll vertically and adjust their content inset to the safe area
    /// unless told `never`.
    static let adjustingScrollViews: Set<String> = ["tableView", "collectionView"]

    /// Whether `model`'s adjusted content inset takes in its safe area's top and bottom. A table or
    /// collection view scrolls vertically, so it does unless told `never` (docs/sources.md, "A
    /// table's or collection view's safe area for its cells"). A plain scroll view does under
    /// `always`, and under the default `automatic` as under `scrollableAxes` when it bounces
    /// vertically: Apple's `UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes` includes
    /// the safe area's top and bottom "when the vertical content size is greater than the height
    /// of the scroll view itself" and "also ... when the alwaysBounceVertical property is true".
    /// Interface Builder's frames agree in eRouška (plug-in 17703), Sileo (19454) and Provenance
    /// (23079), where content pinned to a bouncing scroll view's top takes no safe-area inset from
    /// the bars above it (nor the margins that inset grows), and in Stopp Corona, whose scroll view
    /// that neither bounces nor overflows keeps its content above the home indicator
    /// (docs/sources.md, "round 18, container"). The content-size condition, known only after
    /// layout, is not modelled.
    static func adjustsContentInset(_ model: ScreenView) -> Bool {
        let behavior = model.details["contentInsetAdjustmentBehavior"]
        if behavior == "never" { return false }
        if adjustingScrollViews.contains(model.element) { return true }
        return model.element == "scrollView" && (behavior == "always" || model.details["alwaysBounceVertical"] == "YES")
    }

    override var isMultilineText: Bool { multilineText }
    override var adjustsContentInsetForVerticalSafeArea: Bool { adjustsContentInset }
    /// A scroll, table, collection or text view (``ScreenView/isScrollView``).
    var isScrollView = false
    override var scrollsContent: Bool { isScrollView }
    override var firstBaselineOffsetFromTop: CGFloat { firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat { lastBaseline }
    override var baselineMovement: (share: CGFloat, height: CGFloat)? { baselineShareAbove.map { ($0, baselineHeight) } }
}

/// A stack view of a scene; `intrinsic` is the placeholder intrinsic size Interface Builder gives
/// any view (`placeholderIntrinsicWidth`/`Height`), none otherwise (UIStackView has none of its own).
final class ScreenStackView: StackView {
    var intrinsic = CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    /// The size Interface Builder stored for the stack. A stack with arranged subviews is measured
    /// by them, as UIKit measures it (``StackView``'s proportional lengths); one without any has
    /// nothing to measure (Interface Builder flags it ambiguous, and the app fills it in code), so
    /// its stored size stands in, as ``ScreenLayoutView/storedSize`` does for a plain view
    /// (docs/sources.md, "round 16, container").
    var storedSize: CGSize?

    override var intrinsicContentSize: CGSize { intrinsic }
    override var compressedFittingSize: CGSize? { arrangedSubviews.isEmpty ? storedSize : nil }
}
