import Foundation
import PadLayout

/// A view of a scene in PadLayout's engine, with the intrinsic size and baselines PadKit worked
/// out for it (UIKit's views compute theirs from their content; these are given).
final class ScreenLayoutView: LayoutView {
    var intrinsic = CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    var firstBaseline: CGFloat = 0
    var lastBaseline: CGFloat = 0

    override var intrinsicContentSize: CGSize { intrinsic }
    override var firstBaselineOffsetFromTop: CGFloat { firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat { lastBaseline }
}

/// A stack view of a scene.
final class ScreenStackView: StackView {}
