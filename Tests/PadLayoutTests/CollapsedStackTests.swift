import Foundation
import Testing
@testable import PadLayout

/// A stack view whose arranged subviews are all hidden: as short as nothing along its axis (and
/// across it with any alignment but fill), under any length the app's constraints give it.
@Suite struct CollapsedStackTests {
    /// A stack of two hidden 40 x 30 views, pinned only at its top-leading corner and starting
    /// 120 x 80 (a free size would stay there); `width` fixes its width when given.
    private func hiddenStack(axis: LayoutAxis, alignment: StackView.Alignment, width: CGFloat? = nil) -> (LayoutView, StackView) {
        let window = root(400, 400)
        let views = [Label("a", width: 40, height: 30), Label("b", width: 40, height: 30)]
        for view in views { view.isHidden = true }
        let stack = StackView(arrangedSubviews: views, frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        stack.axis = axis
        stack.alignment = alignment
        stack.spacing = 10
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        if let width { stack.snp.makeConstraints { make in make.width.equalTo(width) } }
        window.layoutIfNeeded()
        return (window, stack)
    }

    @Test(arguments: [LayoutAxis.horizontal, .vertical], [StackView.Alignment.fill, .center, .trailing])
    func collapsesWithNothingVisible(axis: LayoutAxis, alignment: StackView.Alignment) {
        let (window, stack) = hiddenStack(axis: axis, alignment: alignment)
        let along = axis == .horizontal ? stack.frame.width : stack.frame.height
        let across = axis == .horizontal ? stack.frame.height : stack.frame.width
        #expect(along == 0)
        if alignment != .fill { #expect(across == 0) }
        #expect(!stack.hasAmbiguousLayout)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }

    /// The collapse gives way to a length of the app's, with no conflict, and a stack with a
    /// visible view is sized by it again.
    @Test func givesWayToTheAppsLength() {
        let (window, stack) = hiddenStack(axis: .horizontal, alignment: .fill, width: 343)
        #expect(stack.frame.width == 343)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)

        let (shown, other) = hiddenStack(axis: .horizontal, alignment: .center)
        other.arrangedSubviews[1].isHidden = false
        shown.layoutIfNeeded()
        #expect(other.frame.size == CGSize(width: 40, height: 30))
    }
}
