import Foundation
import Testing
@testable import PadLayout

/// UIKit's `UISV-ambiguity-suppression`: with any alignment but fill, an arranged view's size
/// across the stack is 0 at priority 25, so a view nothing else sizes across is not ambiguous
/// (`_UIAlignedLayoutArrangement`; docs/sources.md, "round 19, ambig").
@Suite struct StackAmbiguitySuppressionTests {
    /// A vertical stack 200 pt wide holding a plain view with only a height of 30, starting 120
    /// wide (a free width would stay there).
    private func stack(alignment: StackView.Alignment, axis: LayoutAxis = .vertical) -> (LayoutView, LayoutView) {
        let window = root(400, 400)
        let plain = LayoutView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let stack = StackView(arrangedSubviews: [plain], frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stack.axis = axis
        stack.alignment = alignment
        window.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.height.equalTo(200)
        }
        plain.snp.makeConstraints { make in
            if axis == .vertical { make.height.equalTo(30) } else { make.width.equalTo(30) }
        }
        window.layoutIfNeeded()
        return (window, plain)
    }

    @Test(arguments: [StackView.Alignment.leading, .center, .trailing])
    func suppressesTheSizeAcross(alignment: StackView.Alignment) {
        let (window, plain) = stack(alignment: alignment)
        #expect(plain.frame.width == 0)
        #expect(plain.frame.height == 30)
        #expect(!plain.hasAmbiguousLayout)
        #expect(window.layoutEngine?.ambiguousAxes(plain, relativeTo: plain.superview) == [])
    }

    @Test func horizontalStackSuppressesTheHeight() {
        let (_, plain) = stack(alignment: .top, axis: .horizontal)
        #expect(plain.frame.size == CGSize(width: 30, height: 0))
        #expect(!plain.hasAmbiguousLayout)
    }

    /// Fill pins both edges: the view is as wide as the stack, which a suppression would break.
    @Test func fillHasNone() {
        let (_, plain) = stack(alignment: .fill)
        #expect(plain.frame.width == 200)
        #expect(!plain.hasAmbiguousLayout)
    }

    /// An intrinsic width (or any constraint above 25) wins over the suppression.
    @Test func givesWayToAContentSize() {
        let window = root(400, 400)
        let label = Label("a", width: 40, height: 30)
        let stack = StackView(arrangedSubviews: [label], frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stack.axis = .vertical
        stack.alignment = .center
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 40, height: 30))
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }
}
