import Foundation
import Testing
@testable import PadLayout

/// A view with a fixed intrinsic content size, like a label with fixed text.
final class Label: LayoutView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, width: CGFloat, height: CGFloat = LayoutView.noIntrinsicMetric) {
        contentSize = CGSize(width: width, height: height)
        super.init()
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A root view (the window) of the given size.
func root(_ width: CGFloat, _ height: CGFloat) -> LayoutView {
    let view = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.identifier = "root"
    return view
}

func child(_ name: String, in parent: LayoutView) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

func pinVertically(_ view: LayoutView, _ parent: LayoutView) {
    view.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
    view.bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
}

@Suite struct AutoLayoutTests {
    @Test func higherPriorityWinsOutright() {
        let window = root(400, 300)
        let v = child("v", in: window)
        pinVertically(v, window)
        v.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        let preferred = v.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = 251
        preferred.isActive = true
        for _ in 0..<500 {
            let other = v.widthAnchor.constraint(equalToConstant: 50)
            other.priority = 250
            other.isActive = true
        }
        window.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    /// Content hugging (`size <= intrinsic` at 250) and compression resistance
    /// (`size >= intrinsic` at 750) are two inequalities: with room to spare the view with the
    /// lower hugging stretches; without, the one with the lower resistance shrinks.
    @Test(arguments: [(300.0, 200.0, 100.0), (130.0, 80.0, 50.0)])
    func huggingAndCompressionResistanceDecideWhoGivesWay(width: CGFloat, expectedA: CGFloat, expectedB: CGFloat) {
        let window = root(width, 50)
        let a = Label("a", width: 80), b = Label("b", width: 100)
        window.addSubview(a)
        window.addSubview(b)
        for v in [a, b] { pinVertically(v, window) }
        a.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
        b.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(a.frame.width == expectedA)
        #expect(b.frame.width == expectedB)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// Xcode's "content priority ambiguity": two views with equal hugging sharing slack.
    @Test func equalHuggingIsReportedAsAmbiguous() {
        let window = root(300, 50)
        let a = Label("a", width: 80), b = Label("b", width: 100)
        window.addSubview(a)
        window.addSubview(b)
        for v in [a, b] { pinVertically(v, window) }
        a.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
        b.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout || b.hasAmbiguousLayout)
        #expect(a.frame.width + b.frame.width == 300)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test func optionalPriorityChangesOnActiveConstraintsTakeEffect() {
        let window = root(400, 100)
        let v = child("v", in: window)
        pinVertically(v, window)
        v.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        let small = v.widthAnchor.constraint(equalToConstant: 100)
        small.priority = 500
        small.isActive = true
        let large = v.widthAnchor.constraint(equalToConstant: 300)
        large.priority = 600
        large.isActive = true
        window.layoutIfNeeded()
        #expect(v.frame.width == 300)
        small.priority = 700
        window.layoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(small.lastError == nil)
    }

    @Test func intrinsicSizeChangesAreAppliedInPlace() {
        let window = root(500, 100)
        let label = Label("label", width: 120, height: 30)
        window.addSubview(label)
        label.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10).isActive = true
        label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 30))
        label.contentSize = CGSize(width: 200, height: 40)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 200, height: 40))
    }

    @Test func multipliersScaleTheSecondAttribute() {
        let window = root(400, 300)
        let v = child("v", in: window)
        v.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.25).isActive = true
        v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 2, constant: 10).isActive = true
        v.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
        v.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 150, y: 45, width: 100, height: 210))
    }

    @Test func constantChangesAndWindowResizesRelayOut() {
        let window = root(400, 300)
        let v = child("v", in: window)
        let leading = v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        leading.isActive = true
        v.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20).isActive = true
        pinVertically(v, window)
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 0, width: 360, height: 300))
        leading.constant = 50
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 300)
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 50, y: 0, width: 930, height: 300))
    }

    @Test func layoutMarginsAndSafeAreaGuides() {
        let window = root(400, 800)
        window.rootSafeAreaInsets = ConstraintInsets(top: 20, left: 0, bottom: 34, right: 0)
        let safe = child("safe", in: window)
        let margins = child("margins", in: window)
        for (view, guide) in [(safe, window.safeAreaLayoutGuide), (margins, window.layoutMarginsGuide)] {
            view.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor).isActive = true
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor).isActive = true
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor).isActive = true
        }
        window.layoutIfNeeded()
        #expect(safe.frame == CGRect(x: 0, y: 20, width: 400, height: 746))
        #expect(margins.frame == CGRect(x: 8, y: 28, width: 384, height: 730))
        #expect(window.safeAreaLayoutGuide.layoutFrame == safe.frame)
        window.layoutMargins = ConstraintInsets(top: 0, left: 16, bottom: 0, right: 16)
        window.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(margins.frame == CGRect(x: 16, y: 0, width: 368, height: 800))
    }

    @Test func subviewSafeAreaInsetsComeFromTheRoot() {
        let window = root(400, 800)
        window.rootSafeAreaInsets = ConstraintInsets(top: 44, left: 0, bottom: 34, right: 0)
        let card = child("card", in: window)
        card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        card.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        card.widthAnchor.constraint(equalToConstant: 400).isActive = true
        card.heightAnchor.constraint(equalToConstant: 100).isActive = true
        let content = child("content", in: card)
        content.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor).isActive = true
        content.leftAnchor.constraint(equalTo: card.leftAnchor).isActive = true
        content.rightAnchor.constraint(equalTo: card.rightAnchor).isActive = true
        content.bottomAnchor.constraint(equalTo: card.bottomAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(card.safeAreaInsets.top == 34)
        #expect(content.frame == CGRect(x: 0, y: 34, width: 400, height: 66))
    }

    @Test func ambiguityIsDetectedAndResolved() {
        let window = root(400, 300)
        let v = child("v", in: window)
        v.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        v.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(window.layoutTrace.contains("*v (0, 0, 100, 0) - AMBIGUOUS LAYOUT"))
        v.heightAnchor.constraint(equalToConstant: 40).isActive = true
        window.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
    }

    /// UIKit's recovery: a conflicting required constraint is broken and reported, the rest is
    /// laid out, and the broken one comes back once the conflict goes away.
    @Test func unsatisfiableConstraintsAreBrokenReportedAndRetried() {
        let window = root(400, 300)
        let v = child("v", in: window)
        v.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        pinVertically(v, window)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        narrow.isActive = true
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        wide.isActive = true
        window.layoutIfNeeded()
        #expect(v.frame.width == 100)
        let reports = window.layoutEngine?.unsatisfiableReports ?? []
        #expect(reports.count == 1)
        #expect(reports.first?.broken == "'wide' v.width == 200")
        #expect(reports.first?.conflicting == ["'wide' v.width == 200", "'narrow' v.width == 100"])
        #expect(reports.first?.description.contains("Will attempt to recover by breaking constraint") == true)
        #expect(wide.isActive, "a broken constraint stays active, as in UIKit")
        narrow.isActive = false
        window.layoutIfNeeded()
        #expect(v.frame.width == 200)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }

    @Test func autoresizingMasksStretchFrameBasedViews() {
        let window = root(400, 300)
        let bar = LayoutView(frame: CGRect(x: 10, y: 0, width: 380, height: 44))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = LayoutView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = LayoutView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [bar, badge, fixed] { window.addSubview(view) }
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 380, height: 44))
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 580, height: 44))
        // Margins 100 and 200 share the 200 extra points 1:2.
        #expect(nearlyEqual(badge.frame, CGRect(x: 100 + 200.0 / 3, y: 100, width: 100, height: 50)))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let window = root(400, 100)
        window.semanticLayoutDirection = .rightToLeft
        let v = child("v", in: window)
        v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        pinVertically(v, window)
        window.layoutIfNeeded()
        #expect(v.frame.minX == 280)
    }

    @Test func invalidConstraintsAreRefusedWithTypedErrors() {
        let window = root(100, 100)
        let a = child("a", in: window)
        let loose = LayoutView()
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 10)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: window, attribute: .left)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .left)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: window, attribute: .left)
        }
        let orphan = a.leftAnchor.constraint(equalTo: loose.leftAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(orphan.lastError == .noCommonAncestor(orphan.description))
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = 0
        #expect(c.lastError == .invalidPriority(0))
        c.isActive = true
        c.priority = 500
        #expect(c.priority == .required)
        #expect(c.lastError == .requiredPriorityChange(c.description))
    }

    @Test func removingAViewDeactivatesConstraintsThatReachOutside() {
        let window = root(200, 200)
        let container = child("container", in: window)
        let inner = child("inner", in: container)
        let outside = inner.leftAnchor.constraint(equalTo: window.leftAnchor)
        outside.isActive = true
        let inside = inner.widthAnchor.constraint(equalTo: container.widthAnchor)
        inside.isActive = true
        #expect(outside.installedOn === window && inside.installedOn === container)
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
    }

    @Test func stackViewFillGivesSlackToTheLowestHuggingThenToTheLastView() {
        let window = root(320, 100)
        let stack = StackView(arrangedSubviews: [Label("a", width: 50), Label("b", width: 60), Label("c", width: 70)])
        stack.identifier = "stack"
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.width) == [50, 60, 190], "equal hugging: the last view stretches")
        stack.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.width) == [50, 180, 70])
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 60, 250])
        #expect(stack.arrangedSubviews.allSatisfy { $0.frame.height == 100 })
    }

    /// A stack of square labels of the given sides (hidden where marked) along `axis`, pinned at
    /// its top-leading corner in a 300-pt window.
    private func squares(_ sides: [(CGFloat, hidden: Bool)], axis: LayoutAxis, spacing: CGFloat) -> (LayoutView, StackView, [Label]) {
        let window = root(300, 300)
        let views = sides.enumerated().map { index, side in
            let view = Label("v\(index)", width: side.0, height: side.0)
            view.isHidden = side.hidden
            return view
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        return (window, stack, views)
    }

    @Test(
        "a hidden arranged subview has no length along the axis; after the last visible view it sits right after it",
        arguments: [LayoutAxis.horizontal, .vertical])
    func stackViewHidesAnArrangedSubview(axis: LayoutAxis) {
        let (window, stack, views) = squares([(20, true), (48, false), (60, false), (20, true)], axis: axis, spacing: 6)
        let (hiddenFirst, a, b, hiddenLast) = (views[0], views[1], views[2], views[3])
        window.layoutIfNeeded()
        let along = { (v: LayoutView) in axis == .horizontal ? (v.frame.minX, v.frame.width) : (v.frame.minY, v.frame.height) }
        let across = { (v: LayoutView) in axis == .horizontal ? v.frame.height : v.frame.width }
        // Interface Builder's frames: after a 48 and a 60 with 6 between, at 114 with no length.
        #expect(along(a) == (0, 48) && along(b) == (54, 60))
        #expect(along(hiddenFirst) == (0, 0) && along(hiddenLast) == (114, 0))
        // Aligned across like the others (fill: as deep as the stack), without sizing the stack.
        #expect(across(hiddenFirst) == 60 && across(hiddenLast) == 60 && across(stack) == 60)
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)

        // A required length of the app's own conflicts with `UISV-hiding`, as UIKit reports it.
        hiddenLast.snp.makeConstraints { make in
            if axis == .horizontal { make.width.equalTo(44) } else { make.height.equalTo(44) }
        }
        window.layoutIfNeeded()
        #expect(window.layoutEngine?.brokenConstraints.count == 1)
    }

    @Test(
        "a hidden arranged subview between visible ones sits half the spacing after the one before it, held at priority 50",
        arguments: [LayoutAxis.horizontal, .vertical])
    func stackViewPlacesAHiddenViewBetweenVisibleOnes(axis: LayoutAxis) {
        let (window, stack, views) = squares([(48, false), (20, true), (20, true), (60, false)], axis: axis, spacing: 16)
        let (a, hidden, alsoHidden, b) = (views[0], views[1], views[2], views[3])
        // A place of the app's own for one of them, required, outranks the one the stack asks for.
        alsoHidden.snp.makeConstraints { make in
            if axis == .horizontal { make.leading.equalTo(stack).offset(200) } else { make.top.equalTo(stack).offset(200) }
        }
        window.layoutIfNeeded()
        let along = { (v: LayoutView) in axis == .horizontal ? (v.frame.minX, v.frame.width) : (v.frame.minY, v.frame.height) }
        // Interface Builder's frames: 8 after a view ending at 48 in a stack spaced 16 (Zotero's
        // `MainInterface.storyboard`, Pocket Casts' `PodcastListCell.xib`).
        #expect(along(a) == (0, 48) && along(b) == (64, 60))
        #expect(along(hidden) == (56, 0))
        // Its place is only asked for (priority 50): a constraint of the app's own moves it.
        #expect(along(alsoHidden) == (200, 0))
        #expect(window.layoutEngine?.brokenConstraints.isEmpty == true)
    }

    @Test func stackViewDistributionsAndAlignment() {
        let window = root(300, 100)
        let views = [Label("a", width: 40, height: 20), Label("b", width: 60, height: 30), Label("c", width: 20, height: 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        stack.spacing = 10
        window.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }

        stack.distribution = .fillEqually
        window.layoutIfNeeded()
        #expect(views.allSatisfy { abs($0.frame.width - 280.0 / 3) < 1e-9 })

        stack.distribution = .equalSpacing
        stack.alignment = .center
        window.layoutIfNeeded()
        #expect(
            nearlyEqual(
                views.map(\.frame),
                [
                    CGRect(x: 0, y: 40, width: 40, height: 20),
                    CGRect(x: 130, y: 35, width: 60, height: 30),
                    CGRect(x: 280, y: 30, width: 20, height: 40),
                ]))

        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(abs(views[0].frame.minX) < 1e-9 && abs(views[2].frame.minX - 280) < 1e-9)

        views[1].isHidden = false
        stack.distribution = .fillProportionally
        stack.alignment = .top
        window.layoutIfNeeded()
        // UIKit's shares: the stack's width times each intrinsic width over 120 + 20 of gaps, the
        // last view (the lowest priority) taking what is left (StackViewDistributionTests).
        let unit: CGFloat = 300.0 / 140
        let proportional = [
            CGRect(x: 0, y: 0, width: 40 * unit, height: 20),
            CGRect(x: 40 * unit + 10, y: 0, width: 60 * unit, height: 30),
            CGRect(x: 100 * unit + 20, y: 0, width: 280 - 100 * unit, height: 40),
        ]
        #expect(nearlyEqual(views.map(\.frame), proportional))

        stack.axis = .vertical
        stack.distribution = .fill
        stack.alignment = .trailing
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.maxX) == [300, 300, 300])
        #expect(views.map(\.frame.minY) == [0, 30, 70])
        #expect(window.layoutEngine?.unsatisfiableReports.isEmpty == true)
    }
}
