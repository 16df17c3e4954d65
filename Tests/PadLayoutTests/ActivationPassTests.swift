import Foundation
import Testing
@testable import PadLayout

/// A pass after activations and deactivations only (what a change of size classes does to an
/// Interface Builder scene) adds and removes just those constraints, and leaves the solver where a
/// full collection of the tree leaves it: the same frames, the same constraint broken, the same
/// reports, pass after pass (debug builds also check each such pass against a full collection).
@Suite("Activation passes")
struct ActivationPassTests {
    /// Two views side by side and one inside the first, with a pool of constraints to switch on
    /// and off, some of which conflict (so which one breaks depends on the order they came in).
    final class Tree {
        let window = root(400, 300)
        let a: LayoutView, b: LayoutView, c: LayoutView
        let pool: [LayoutConstraint]

        init() {
            a = child("a", in: window)
            b = child("b", in: window)
            c = child("c", in: a)
            a.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor).isActive = true
            a.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor).isActive = true
            c.heightAnchor.constraint(equalToConstant: 20).isActive = true
            pool = [
                a.widthAnchor.constraint(equalToConstant: 200),
                a.widthAnchor.constraint(equalToConstant: 150),
                a.heightAnchor.constraint(equalToConstant: 100),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                b.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
                c.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 4),
                c.topAnchor.constraint(equalTo: a.topAnchor, constant: 4),
                c.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                c.widthAnchor.constraint(equalToConstant: 120),
            ]
        }

        var frames: [CGRect] { [window, a, b, c].map(\.frame) }
    }

    @Test("activating and deactivating constraints ends where a full collection does", arguments: 0..<24)
    func sameAsAFullSync(seed: Int) throws {
        let incremental = Tree(), full = Tree()
        var random = SplitMix64(state: UInt64(seed) &* 2_654_435_761 &+ 1)
        for tree in [incremental, full] { tree.window.layoutIfNeeded() }
        let engine = try #require(incremental.window.layoutEngine)
        let fullSyncs = engine.fullSyncCount
        for _ in 0..<12 {
            var toggled: Set<Int> = []
            for _ in 0..<random.int(1..<4) { toggled.insert(random.int(0..<incremental.pool.count)) }
            let width = CGFloat(random.int(0..<3) * 100 + 300)
            for tree in [incremental, full] {
                for index in toggled.sorted() { tree.pool[index].isActive.toggle() }
                tree.window.frame = CGRect(x: 0, y: 0, width: width, height: 300)
            }
            // The same priority again: a structural change that changes nothing, so the pass collects everything.
            full.window.setContentHuggingPriority(full.window.contentHuggingPriority(for: .horizontal), for: .horizontal)
            for tree in [incremental, full] { tree.window.layoutIfNeeded() }
            #expect(incremental.frames == full.frames)
            #expect(engine.brokenConstraints == full.window.layoutEngine?.brokenConstraints)
            #expect(engine.unsatisfiableReports.map(\.description) == full.window.layoutEngine?.unsatisfiableReports.map(\.description))
        }
        #expect(engine.activationSyncCount > 0)
        #expect(engine.fullSyncCount - fullSyncs < 12)
    }

    @Test("an activation on a view that holds constraints already collects nothing else")
    func noFullSync() throws {
        let tree = Tree()
        tree.pool[0].isActive = true
        tree.pool[2].isActive = true
        tree.window.layoutIfNeeded()
        let engine = try #require(tree.window.layoutEngine)
        let fullSyncs = engine.fullSyncCount
        tree.pool[0].isActive = false
        tree.pool[1].isActive = true
        tree.window.layoutIfNeeded()
        #expect(engine.fullSyncCount == fullSyncs)
        #expect(engine.activationSyncCount == 1)
        #expect(tree.a.frame.size == CGSize(width: 150, height: 100))
    }
}
