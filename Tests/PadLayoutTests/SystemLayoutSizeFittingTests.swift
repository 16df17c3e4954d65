import Foundation
import Testing
@testable import PadLayout

/// `systemLayoutSizeFitting`: the size a view's own constraints and its subviews' content give it,
/// solved apart from the tree it is in.
@Suite struct SystemLayoutSizeFittingTests {
    /// A card of two labels side by side (40 and 60 wide, 20 and 30 high), 8 pt inside its edges
    /// and 10 apart, pinned to the window on every side. Compressed, it is as small as its content
    /// allows (8 + 40 + 10 + 60 + 8 by 8 + 30 + 8): the window's constraints are not part of the
    /// measurement, and measuring moves no frame.
    @Test func compressedSizeIsTheContentsSize() {
        let window = root(400, 300)
        let card = child("card", in: window)
        card.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let a = Label("a", width: 40, height: 20)
        let b = Label("b", width: 60, height: 30)
        card.addSubview(a)
        card.addSubview(b)
        a.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(8)
            make.bottom.lessThanOrEqualToSuperview().offset(-8)
        }
        b.snp.makeConstraints { make in
            make.leading.equalTo(a.snp.trailing).offset(10)
            make.top.equalToSuperview().offset(8)
            make.trailing.bottom.equalToSuperview().offset(-8)
        }
        window.layoutIfNeeded()
        let frames = [card, a, b].map(\.frame)
        let size = card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 126, height: 46))
        #expect([card, a, b].map(\.frame) == frames)
        #expect(card.frame.size == CGSize(width: 400, height: 300))
    }

    /// A required fitting priority holds that dimension at the target; the other still follows
    /// the content. A view half as high as it is wide, measured at a required 200-pt width, is 100
    /// high; compressed, it is nothing.
    @Test(arguments: [
        (LayoutPriority.required, CGSize(width: 200, height: 0), CGSize(width: 200, height: 100)), (.fittingSizeLevel, .zero, .zero),
    ])
    func requiredWidthHoldsTheTarget(horizontal: LayoutPriority, target: CGSize, expected: CGSize) {
        let window = root(400, 300)
        let view = child("half", in: window)
        view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.width - expected.width) < 1e-9 && abs(size.height - expected.height) < 1e-9)
    }
}
