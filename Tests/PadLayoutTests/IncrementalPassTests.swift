import Foundation
import Testing
@testable import PadLayout

/// A layout pass costs what changed: a pass after a change of constants only (the window's size
/// and safe area, margins, an intrinsic size, a constraint's constant) updates those constants in
/// place and collects nothing else, and gives the frames a fresh tree gives; a structural change
/// (a new subview, a priority, a constraint deactivated and activated again before the pass)
/// collects the tree again (activations alone do not: ``ActivationPassTests``).
@Suite("Incremental passes")
struct IncrementalPassTests {
    /// A label-like view whose intrinsic size the test sets.
    final class Sized: LayoutView {
        var size = CGSize(width: 80, height: 20) {
            didSet { invalidateIntrinsicContentSize() }
        }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A window with a title pinned to its safe area's margins, a body below it whose width
    /// follows a readable-content guide, and a footer that preserves its superview's margins.
    final class Scene {
        let window: LayoutView
        let title = Sized()
        let body: LayoutView
        let footer: LayoutView
        let gap: LayoutConstraint

        init(width: CGFloat, height: CGFloat) {
            window = root(width, height)
            title.identifier = "title"
            title.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(title)
            body = child("body", in: window)
            footer = child("footer", in: window)
            footer.preservesSuperviewLayoutMargins = true
            let inner = child("inner", in: footer)
            title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor).isActive = true
            title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor).isActive = true
            gap = body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
            gap.isActive = true
            body.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor).isActive = true
            body.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor).isActive = true
            body.heightAnchor.constraint(equalToConstant: 100).isActive = true
            footer.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
            footer.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
            footer.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor).isActive = true
            footer.heightAnchor.constraint(equalToConstant: 50).isActive = true
            inner.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor).isActive = true
            inner.trailingAnchor.constraint(equalTo: footer.layoutMarginsGuide.trailingAnchor).isActive = true
            inner.topAnchor.constraint(equalTo: footer.topAnchor).isActive = true
            inner.bottomAnchor.constraint(equalTo: footer.bottomAnchor).isActive = true
        }

        /// Sets everything a window gives.
        func apply(_ window: Window) {
            self.window.frame = CGRect(x: 0, y: 0, width: window.width, height: window.height)
            self.window.rootSafeAreaInsets = ConstraintInsets(top: window.top, left: 0, bottom: window.bottom, right: 0)
            self.window.layoutMargins = ConstraintInsets(top: 0, left: window.margin, bottom: 0, right: window.margin)
            title.size = CGSize(width: 80, height: window.titleHeight)
            gap.constant = window.gap
        }

        var frames: [CGRect] {
            var result: [CGRect] = []
            func visit(_ view: LayoutView) {
                result.append(view.frame)
                for sub in view.subviews { visit(sub) }
            }
            visit(window)
            return result
        }
    }

    struct Window: Sendable, CustomTestStringConvertible {
        var width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat, margin: CGFloat, titleHeight: CGFloat, gap: CGFloat
        var testDescription: String { "\(width) x \(height)" }
    }

    static let windows = [
        Window(width: 1194, height: 834, top: 24, bottom: 20, margin: 20, titleHeight: 20, gap: 8),
        Window(width: 375, height: 834, top: 32, bottom: 25, margin: 16, titleHeight: 41, gap: 12),
        Window(width: 820, height: 1180, top: 24, bottom: 20, margin: 20, titleHeight: 20, gap: 8),
        Window(width: 320, height: 568, top: 20, bottom: 0, margin: 16, titleHeight: 62, gap: 4),
    ]

    @Test("a window after the first changes constants only: no full sync, and the frames a fresh tree gives", arguments: windows)
    func constantsOnly(next: Window) {
        let scene = Scene(width: 100, height: 100)
        scene.apply(Self.windows[0])
        scene.window.layoutIfNeeded()
        let engine = scene.window.layoutEngine
        let fullSyncs = engine?.fullSyncCount
        scene.apply(next)
        scene.window.layoutIfNeeded()
        #expect(engine?.fullSyncCount == fullSyncs)

        let fresh = Scene(width: 100, height: 100)
        fresh.apply(next)
        fresh.window.layoutIfNeeded()
        #expect(nearlyEqual(scene.frames, fresh.frames))
    }

    /// A new window size alone (the margins unchanged) moves the margins a subview preserves from
    /// the root: they are measured against the root's bounds, so the new frame marks them (the
    /// debug check stopped on WooCommerce's `PrimarySectionHeaderView.xib` before it did).
    @Test("a new root size alone: the margins subviews preserve follow, as on a fresh tree", arguments: windows.dropFirst())
    func rootSizeMovesPreservedMargins(next: Window) {
        var same = next
        same.margin = Self.windows[0].margin
        let scene = Scene(width: 100, height: 100)
        scene.apply(Self.windows[0])
        scene.window.layoutIfNeeded()
        // Only the size: the margins are not set again.
        scene.window.frame = CGRect(x: 0, y: 0, width: same.width, height: same.height)
        scene.window.rootSafeAreaInsets = ConstraintInsets(top: same.top, left: 0, bottom: same.bottom, right: 0)
        scene.title.size = CGSize(width: 80, height: same.titleHeight)
        scene.gap.constant = same.gap
        scene.window.layoutIfNeeded()
        let fresh = Scene(width: 100, height: 100)
        fresh.apply(same)
        fresh.window.layoutIfNeeded()
        #expect(nearlyEqual(scene.frames, fresh.frames))
    }

    @Test("a constraint activated again, a new subview or a new priority collects the tree again")
    func structural() throws {
        let scene = Scene(width: 100, height: 100)
        scene.apply(Self.windows[0])
        scene.window.layoutIfNeeded()
        let engine = try #require(scene.window.layoutEngine)
        var fullSyncs = engine.fullSyncCount
        let changes: [() -> Void] = [
            {
                scene.gap.isActive = false
                scene.gap.isActive = true
            },
            { _ = child("extra", in: scene.footer) },
            { scene.title.setContentHuggingPriority(.defaultHigh, for: .horizontal) },
        ]
        for change in changes {
            change()
            scene.window.layoutIfNeeded()
            #expect(engine.fullSyncCount > fullSyncs)
            fullSyncs = engine.fullSyncCount
        }
    }
}
