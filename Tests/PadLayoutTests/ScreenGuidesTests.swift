import Foundation
import Testing
@testable import PadLayout

/// The guides and attributes Interface Builder files use beyond edges and sizes: the
/// readable-content guide, baselines, scroll view content and frame guides, margins preserved
/// from the superview, stack views aligned on baselines, and ambiguity that two optional
/// inequalities pin.
@Suite("Screen guides")
struct ScreenGuidesTests {
    /// A label-like view with baselines.
    final class Text: LayoutView {
        let size: CGSize
        let first: CGFloat
        let last: CGFloat
        init(_ name: String, _ size: CGSize, first: CGFloat, last: CGFloat) {
            self.size = size
            self.first = first
            self.last = last
            super.init()
            identifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var intrinsicContentSize: CGSize { size }
        override var firstBaselineOffsetFromTop: CGFloat { first }
        override var lastBaselineOffsetFromBottom: CGFloat { last }
    }

    @Test(
        "the readable-content guide is the margins, narrowed to 672 pt and centred",
        arguments: [(1000.0, 164.0, 672.0), (400.0, 20.0, 360.0)])
    func readable(width: Double, x: Double, guideWidth: Double) {
        let window = root(CGFloat(width), 800)
        window.layoutMargins = ConstraintInsets(top: 0, left: 20, bottom: 0, right: 20)
        let body = child("body", in: window)
        body.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor).isActive = true
        body.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor).isActive = true
        body.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        body.heightAnchor.constraint(equalToConstant: 10).isActive = true
        window.layoutIfNeeded()
        #expect(nearlyEqual(body.frame, CGRect(x: x, y: 0, width: guideWidth, height: 10)))
    }

    @Test("baselines: the first is its offset below the top, the last its offset above the bottom")
    func baselines() {
        let window = root(400, 400)
        let big = Text("big", CGSize(width: 100, height: 41), first: 33, last: 8)
        let small = Text("small", CGSize(width: 50, height: 18), first: 14, last: 4)
        window.addSubview(big)
        window.addSubview(small)
        big.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        big.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        small.leadingAnchor.constraint(equalTo: big.trailingAnchor).isActive = true
        small.firstBaselineGuide.topAnchor.constraint(equalTo: big.firstBaselineGuide.topAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(abs(small.frame.minY - (10 + 33 - 14)) < 1e-6)
        #expect(!small.hasAmbiguousLayout && !big.hasAmbiguousLayout)
    }

    /// A horizontal stack of `texts` aligned on baselines, `top` below the top of a 400 x 400
    /// window and at its leading edge, laid out; the window is returned too, since its engine answers
    /// the ambiguity checks.
    private func baselineStack(
        _ alignment: StackView.Alignment, spacing: CGFloat, top: CGFloat, _ texts: [Text]
    ) -> (window: LayoutView, stack: StackView) {
        let window = root(400, 400)
        let stack = StackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.alignment = alignment
        stack.spacing = spacing
        texts.forEach(stack.addArrangedSubview)
        window.addSubview(stack)
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: top).isActive = true
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        window.layoutIfNeeded()
        return (window, stack)
    }

    @Test("a horizontal stack aligned on first baselines lines its views up and hugs the tallest")
    func stackBaselines() {
        let big = Text("big", CGSize(width: 100, height: 41), first: 33, last: 8)
        let small = Text("small", CGSize(width: 50, height: 18), first: 14, last: 4)
        let (window, stack) = baselineStack(.firstBaseline, spacing: 8, top: 0, [big, small])
        #expect(small.frame.minY == 33 - 14 && big.frame.minY == 0)
        #expect(stack.frame.height == 41 && stack.frame.width == 158)
        #expect(!stack.hasAmbiguousLayout)
        withExtendedLifetime(window) {}
    }

    /// UIKit ties only the first arranged view to the canvas on its baseline's side
    /// (`UISV-canvas-connection`, `stack.top <= first.top`), so a taller view after it stands out
    /// past the stack (rdar://32291130; WooCommerce's `ULAccountMismatchViewController.xib`
    /// stores a 30-pt button at y -4.5 in a 25.5-pt first-baseline stack whose 20.5-pt label is first).
    @Test("a first-baseline stack's top is its first view's: a taller later view stands out above it")
    func stackFirstBaselineFollowsFirstView() {
        let small = Text("small", CGSize(width: 50, height: 18), first: 14, last: 4)
        let big = Text("big", CGSize(width: 100, height: 41), first: 33, last: 8)
        let (window, stack) = baselineStack(.firstBaseline, spacing: 8, top: 100, [small, big])
        #expect(small.frame.minY == 0 && big.frame.minY == 14 - 33)
        #expect(stack.frame.height == 22 && stack.frame.width == 158)
        #expect(!stack.hasAmbiguousLayout && !small.hasAmbiguousLayout && !big.hasAmbiguousLayout)
        withExtendedLifetime(window) {}
    }

    /// The mirror image: under last-baseline alignment the stack's bottom is the first view's and
    /// its top spans every view (Pocket Casts' `LargeListSummaryViewController.xib` stores a 28-pt
    /// button 8 pt below its 20-pt stack, whose first view is 20 pt).
    @Test("a last-baseline stack's bottom is its first view's: a taller later view stands out below it")
    func stackLastBaselineFollowsFirstView() {
        let small = Text("small", CGSize(width: 50, height: 18), first: 14, last: 4)
        let big = Text("big", CGSize(width: 100, height: 41), first: 33, last: 8)
        let (window, stack) = baselineStack(.lastBaseline, spacing: 0, top: 100, [small, big])
        #expect(big.frame.minY == 0 && small.frame.minY == 19)
        #expect(stack.frame.height == 37 && big.frame.maxY == 41)
        #expect(!stack.hasAmbiguousLayout && !small.hasAmbiguousLayout && !big.hasAmbiguousLayout)
        withExtendedLifetime(window) {}
    }

    @Test("a scroll view's content guide starts at its origin and takes the content's size; the frame guide is its frame")
    func scrollGuides() {
        let window = root(320, 480)
        let scroll = child("scroll", in: window)
        for (a, b) in [(scroll.leadingAnchor, window.leadingAnchor), (scroll.trailingAnchor, window.trailingAnchor)] {
            a.constraint(equalTo: b).isActive = true
        }
        pinVertically(scroll, window)
        let content = child("content", in: scroll)
        content.topAnchor.constraint(equalTo: scroll.scrollContentLayoutGuide.topAnchor, constant: 10).isActive = true
        content.leadingAnchor.constraint(equalTo: scroll.scrollContentLayoutGuide.leadingAnchor).isActive = true
        content.widthAnchor.constraint(equalTo: scroll.scrollFrameLayoutGuide.widthAnchor).isActive = true
        content.heightAnchor.constraint(equalToConstant: 1000).isActive = true
        content.bottomAnchor.constraint(equalTo: scroll.scrollContentLayoutGuide.bottomAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 1000))
        #expect(scroll.scrollContentLayoutGuide.layoutFrame.height == 1010)
        #expect(scroll.frame.height == 480)
    }

    @Test("preservesSuperviewLayoutMargins grows a view's margin to its superview's where it touches that edge")
    func preservedMargins() {
        let window = root(400, 400)
        window.layoutMargins = ConstraintInsets(top: 0, left: 20, bottom: 0, right: 20)
        let row = child("row", in: window)
        row.preservesSuperviewLayoutMargins = true
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -100).isActive = true
        row.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        row.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let label = child("label", in: row)
        label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor).isActive = true
        label.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor).isActive = true
        pinVertically(label, row)
        window.layoutIfNeeded()
        // Left: the superview's 20 (the row touches that edge); right: its own 8 (100 pt away).
        #expect(label.frame.minX == 20 && label.frame.maxX == 300 - 8)
    }

    @Test("hugging and compression resistance at an intrinsic size pin it: not ambiguous")
    func pinnedByContent() {
        let window = root(400, 400)
        let label = Label("label", width: 60, height: 20)
        window.addSubview(label)
        label.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
        label.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(!label.hasAmbiguousLayout)
        #expect(window.layoutEngine?.ambiguousAxes(label) == [])
        let free = child("free", in: window)
        free.widthAnchor.constraint(equalToConstant: 10).isActive = true
        window.layoutIfNeeded()
        #expect(window.layoutEngine?.ambiguousAxes(free) == [.horizontal, .vertical])
    }
}
