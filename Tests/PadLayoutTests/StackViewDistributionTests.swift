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
    /// size where one is given: a 40-pt label beside a view that fits in 60, 10 apart in a 300-pt
    /// stack, is 40 × 300 / 110 wide. Without one the stack is arranged as `.fill`: the label keeps
    /// its 40 and the view takes the rest.
    @Test(arguments: [true, false])
    func fittingSizeStandsInForAnIntrinsicLength(known: Bool) {
        let window = root(300, 100)
        let label = Label("label", width: 40, height: 20)
        let box = FittingBox(fitting: known ? CGSize(width: 60, height: 20) : nil)
        let stack = StackView(arrangedSubviews: [label, box])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        let unit: CGFloat = 300.0 / 110
        let expected: CGFloat = known ? 40 * unit : 40
        #expect(abs(label.frame.width - expected) < 1e-6)
        #expect(abs(box.frame.width - (290 - expected)) < 1e-6)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
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

/// A view without an intrinsic size whose owner knows its compressed fitting size (or not).
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
