import Foundation
import Testing
@testable import PadLayout

/// The constraints UIKit's ordered arrangement (`_UIOrderedLayoutArrangement`) gives the spreading
/// and proportional distributions, checked by the frames they lay out.
@Suite struct StackViewDistributionTests {
    /// A stack of three views of 40, 60 and 20 pt along `axis`, 10 pt apart, pinned only at its
    /// top-leading corner, so nothing but the stack's own constraints sets its length.
    private func unconstrainedStack(_ distribution: StackView.Distribution, axis: LayoutAxis) -> (LayoutView, StackView) {
        let window = root(400, 400)
        let lengths: [CGFloat] = [40, 60, 20]
        let views = lengths.enumerated().map { index, length in
            axis == .horizontal ? Label("v\(index)", width: length, height: 20) : Label("v\(index)", width: 20, height: length)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        stack.axis = axis
        stack.distribution = distribution
        stack.spacing = 10
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        window.layoutIfNeeded()
        return (window, stack)
    }

    private func length(_ view: LayoutView, _ axis: LayoutAxis) -> CGFloat {
        axis == .horizontal ? view.frame.width : view.frame.height
    }

    /// `UISV-canvas-fit`: a spreading stack's length is zero at priority 49, so a stack nothing
    /// else sizes is as long as its views and minimum gaps (40 + 10 + 60 + 10 + 20), not ambiguous.
    /// Equal centering asks for its second gap between centres to equal the first at 149, above
    /// the fit: the centres 60 apart (20, 80, 140), the stack 150 long.
    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func spreadingStackHugsItsViews(axis: LayoutAxis) {
        let (_, spacing) = unconstrainedStack(.equalSpacing, axis: axis)
        #expect(abs(length(spacing, axis) - 140) < 1e-9)
        #expect(!spacing.hasAmbiguousLayout)

        let (window, centering) = unconstrainedStack(.equalCentering, axis: axis)
        #expect(abs(length(centering, axis) - 150) < 1e-9)
        let centres = centering.arrangedSubviews.map { axis == .horizontal ? $0.frame.midX : $0.frame.midY }
        let expected: [CGFloat] = [20, 80, 140]
        #expect(zip(centres, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(!centering.hasAmbiguousLayout)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }

    /// `UISV-fill-proportionally`: each view is the stack's length times its intrinsic length over
    /// the sum of the intrinsic lengths and the gaps (140), at 999, 998, 997. In a 300-pt stack the
    /// shares leave 280 - 300 × 100/140 for the last view, the lowest priority; a stack nothing
    /// sizes is 140 long, every view at its intrinsic length.
    @Test func fillProportionallyGivesUIKitsShares() {
        let (window, free) = unconstrainedStack(.fillProportionally, axis: .horizontal)
        #expect(abs(free.frame.width - 140) < 1e-9)
        let intrinsic: [CGFloat] = [40, 60, 20]
        #expect(zip(free.arrangedSubviews.map(\.frame.width), intrinsic).allSatisfy { abs($0 - $1) < 1e-9 })

        free.snp.makeConstraints { make in make.width.equalTo(300) }
        window.layoutIfNeeded()
        let unit: CGFloat = 300.0 / 140
        let expected: [CGFloat] = [40 * unit, 60 * unit, 280 - 100 * unit]
        let widths = free.arrangedSubviews.map(\.frame.width)
        #expect(zip(widths, expected).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }

    /// A view whose intrinsic length is zero gets a required length of zero; when the lengths add
    /// up to no more than the gaps, the views share the stack equally, as `fillEqually`'s do.
    @Test func fillProportionallyWithoutLengths() {
        let window = root(300, 100)
        let views = [Label("a", width: 40, height: 20), Label("empty", width: 0, height: 20), Label("b", width: 60, height: 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(views[1].frame.width == 0)
        #expect(abs(views[0].frame.width - 120) < 1e-6 && abs(views[2].frame.width - 180) < 1e-6)

        for view in views { view.contentSize.width = 0 }
        window.layoutIfNeeded()
        #expect(views.allSatisfy { abs($0.frame.width - 100) < 1e-6 })
    }

    /// A view without an intrinsic length shares a proportional stack by its compressed fitting
    /// size: given by its owner, or measured from its own constraints and content (a box holding a
    /// 60-pt label pinned to its edges). Either way a 40-pt label beside it, 10 apart in a 300-pt
    /// stack, is 40 × 300 / 110 wide.
    @Test(arguments: [true, false])
    func fittingSizeSharesTheStack(given: Bool) {
        let window = root(300, 100)
        let label = Label("label", width: 40, height: 20)
        let box = FittingBox(fitting: given ? CGSize(width: 60, height: 20) : nil)
        if !given {
            let content = Label("content", width: 60, height: 20)
            box.addSubview(content)
            content.snp.makeConstraints { make in make.edges.equalToSuperview() }
        }
        let stack = StackView(arrangedSubviews: [label, box])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        let unit: CGFloat = 300.0 / 110
        #expect(abs(label.frame.width - 40 * unit) < 1e-6)
        #expect(abs(box.frame.width - (290 - 40 * unit)) < 1e-6)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }

    /// An arranged stack view in a vertical proportional stack of fill alignment is measured at the
    /// width the outer stack has, that width required (UIStackView's own proportional length):
    /// a nested stack holding a view asking to be half as high as it is wide (at 750) measures 100
    /// high at 200 wide, so
    /// beside a 50-pt label the 300-pt stack gives 100 and 200. With any other alignment it is
    /// measured compressed: 0 wide and so 0 high, a required length of 0, and the label takes all.
    @Test(arguments: [StackView.Alignment.fill, .leading])
    func nestedStackMeasuredAtTheCanvasWidth(alignment: StackView.Alignment) {
        let window = root(200, 300)
        let label = Label("label", width: 30, height: 50)
        let half = LayoutView()
        half.identifier = "half"
        half.translatesAutoresizingMaskIntoConstraints = false
        let aspect = half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.5)
        aspect.priority = .defaultHigh
        aspect.isActive = true
        let nested = StackView(arrangedSubviews: [half])
        nested.axis = .vertical
        let stack = StackView(arrangedSubviews: [label, nested])
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.alignment = alignment
        // As a nib gives it: the stack's stored frame is the canvas UIKit measures at.
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        let expected: (label: CGFloat, nested: CGFloat) = alignment == .fill ? (100, 200) : (300, 0)
        #expect(abs(label.frame.height - expected.label) < 1e-6)
        #expect(abs(nested.frame.height - expected.nested) < 1e-6)
    }

    /// `UISV-text-width-disambiguation`: in a horizontal fill stack, each of `k` multi-line text
    /// views is at most `1/k` of the stack less its share of the gaps, at priority 950 and up, so
    /// two long labels share a 200-pt row (95 each with 10 between) instead of the first taking it
    /// all (without it the tie of their compression resistance goes to the index tie-break).
    @Test func multilineTextSharesAHorizontalStack() {
        let window = root(200, 100)
        let texts = [WrappingText("a", width: 300), WrappingText("b", width: 300)]
        let stack = StackView(arrangedSubviews: texts)
        stack.spacing = 10
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(texts.allSatisfy { abs($0.frame.width - 95) < 1e-6 })
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }
}

/// A label of a fixed unwrapped width whose text wraps (`numberOfLines` other than 1).
private final class WrappingText: LayoutView {
    let width: CGFloat

    init(_ name: String, width: CGFloat) {
        self.width = width
        super.init()
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
    override var isMultilineText: Bool { true }
}

/// A view without an intrinsic size whose owner gives its compressed fitting size (or leaves it
/// to be measured).
private final class FittingBox: LayoutView {
    let fitting: CGSize?

    init(fitting: CGSize?) {
        self.fitting = fitting
        super.init()
        identifier = "box"
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var compressedFittingSize: CGSize? { fitting }
}
