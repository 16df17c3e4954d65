import Foundation
import Testing
@testable import PadLayout

/// Ownership as in UIKit: a view owns its subviews and the constraints installed on it, the root
/// owns the engine, and a constraint does not keep its items alive (`NSLayoutConstraint`'s
/// `firstItem` and `secondItem` are weak). Once the last outside reference to a tree goes,
/// every view, guide, constraint and the engine are freed, whatever the tree held.
@Suite struct OwnershipTests {
    /// Weak references to everything a laid-out tree is made of.
    struct Probes {
        var objects: [(String, () -> AnyObject?)] = []

        mutating func watch(_ name: String, _ object: AnyObject) {
            weak let weakObject = object
            objects.append((name, { weakObject }))
        }

        /// The names of the objects still alive.
        var alive: [String] { objects.filter { $0.1() != nil }.map(\.0) }
    }

    /// A window with a margin-pinned view, a self-sized view, a stack view with labels, a custom
    /// guide, SnapKit-style lines (made, updated, remade), several passes and a resize.
    static func buildAndLayOut(_ probes: inout Probes) {
        let window = root(400, 300)
        let header = child("header", in: window)
        header.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor).isActive = true
        header.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor).isActive = true
        header.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        header.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let spacer = LayoutGuide(identifier: "spacer")
        window.addLayoutGuide(spacer)
        spacer.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true
        spacer.heightAnchor.constraint(equalToConstant: 8).isActive = true
        let body = LayoutView()
        body.identifier = "body"
        window.addSubview(body)
        body.snp.makeConstraints { make in
            make.top.equalTo(spacer.snp.bottom)
            make.left.right.equalToSuperview().inset(12)
            make.height.equalTo(window.snp.height).multipliedBy(0.5).priority(LayoutPriority.defaultHigh)
        }
        let stack = StackView(arrangedSubviews: [Label("a", width: 40, height: 20), Label("b", width: 60, height: 20)])
        stack.identifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        body.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let legacy = LayoutView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        legacy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        window.addSubview(legacy)
        window.layoutIfNeeded()
        body.snp.updateConstraints { make in make.top.equalTo(spacer.snp.bottom).offset(4) }
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        window.layoutIfNeeded()
        body.snp.remakeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(body.frame.width == 600)
        for view in [window, header, body, stack, legacy] + stack.arrangedSubviews { probes.watch(view.layoutName, view) }
        probes.watch("spacer", spacer)
        probes.watch("margins guide", window.layoutMarginsGuide)
        for c in window.constraints + body.constraints + header.constraints { probes.watch(c.description, c) }
        for made in body.snp.constraints { probes.watch("snap constraint", made) }
        if let engine = window.layoutEngine { probes.watch("engine", engine) }
    }

    @Test func aLaidOutTreeIsFreedWithItsRoot() {
        var probes = Probes()
        Self.buildAndLayOut(&probes)
        #expect(probes.objects.count > 15)
        #expect(probes.alive == [])
    }

    /// A subtree taken out of a window is freed with its constraints once nothing else holds it,
    /// while the window, its engine and its remaining views live on and still lay out.
    @Test func aRemovedSubtreeIsFreedWhileTheWindowLivesOn() {
        let window = root(400, 300)
        let keeper = child("keeper", in: window)
        keeper.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        var probes = Probes()
        do {
            let panel = child("panel", in: window)
            panel.snp.makeConstraints { make in
                make.top.left.equalTo(keeper)
                make.size.equalTo(CGSize(width: 50, height: 60))
            }
            let inner = child("inner", in: panel)
            inner.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5).isActive = true
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor).isActive = true
            window.layoutIfNeeded()
            #expect(inner.frame.width == 25)
            probes.watch("panel", panel)
            probes.watch("inner", inner)
            for c in panel.constraints + inner.constraints { probes.watch(c.description, c) }
            panel.removeFromSuperview()
        }
        window.layoutIfNeeded()
        #expect(probes.alive == [])
        #expect(keeper.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    }

    /// A constraint made but never activated, or kept by the app after its items are gone, does
    /// not keep them alive; its items read `nil`, like UIKit's weak `firstItem`.
    @Test func aConstraintDoesNotKeepItsItemsAlive() {
        var constraint: LayoutConstraint?
        weak var weakView: LayoutView?
        do {
            let view = LayoutView()
            weakView = view
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
            constraint?.isActive = true
        }
        #expect(weakView == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.isActive == false)
    }
}

/// A view an app subclasses may walk the tree from its own `deinit`: its subviews' `superview`
/// still names it there, and reading it must not trap.
@Suite("LayoutView subclass deinit")
struct LayoutViewSubclassDeinitTests {
    final class Seen { var superviews: [String?] = [] }

    final class ReadingView: LayoutView {
        let seen: Seen
        init(seen: Seen) {
            self.seen = seen
            super.init()
            identifier = "Reader"
        }
        deinit { seen.superviews = subviews.map { $0.superview?.identifier } }
    }

    @Test("a view's deinit reads its subviews' superview")
    func deinitWalksTheTree() {
        let seen = Seen()
        do {
            let reader = ReadingView(seen: seen)
            reader.addSubview(LayoutView())
        }
        #expect(seen.superviews == ["Reader"])
    }
}
