import Foundation
import Testing
@testable import PadLayout

/// A kept tree numbered as a new tree numbers its activations (`LayoutEngine.newTreeActivationOrder`):
/// after a history that activated a constraint again after a stack view's arrangement (as a
/// variation's constraint that went out in one window and came back in the next), the pass that
/// lays the kept tree out as a new one leaves every installed constraint in the order a new tree of
/// the same views activates them: the app's first, in the order given, then each stack view's
/// arrangement, inner stack views before outer ones. A new engine adds the app's constraints in that
/// order, which decides which of several constraints breaks and how a conflict is listed.
@Suite struct NewTreeActivationOrderTests {
    /// A window holding a stack view (a label and an inner vertical stack view of two labels)
    /// placed by three app constraints, and two more that break.
    private func tree() throws -> (window: LayoutView, stacks: [StackView], app: [LayoutConstraint]) {
        let window = root(300, 300)
        let inner = StackView(arrangedSubviews: [Label("c", width: 20, height: 10), Label("d", width: 30, height: 10)])
        inner.axis = .vertical
        let stack = StackView(arrangedSubviews: [Label("a", width: 50), inner])
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let app = [
            try LayoutConstraint(item: stack, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading, constant: 10),
            try LayoutConstraint(item: stack, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, constant: 20),
            try LayoutConstraint(item: stack, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 200),
            // Two widths that break in every pass: a retry of several broken app constraints asks their order.
            try LayoutConstraint(item: stack, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 150),
            try LayoutConstraint(item: stack, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 100),
        ]
        return (window, [inner, stack], app)
    }

    /// Every constraint installed in the tree, by activation order, named by what it is: an app
    /// constraint by its place in `app`, a stack view's by its stack and its place in the arrangement.
    private func activationOrder(_ window: LayoutView, _ stacks: [StackView], _ app: [LayoutConstraint]) -> [String] {
        var installed: [LayoutConstraint] = []
        func walk(_ view: LayoutView) {
            installed += view.constraints
            for sub in view.subviews { walk(sub) }
        }
        walk(window)
        return installed.sorted { $0.activationOrder < $1.activationOrder }.map { constraint in
            if let index = app.firstIndex(where: { $0 === constraint }) { return "app \(index)" }
            for (s, stack) in stacks.enumerated() {
                if let index = stack.arrangementConstraints.firstIndex(where: { $0 === constraint }) { return "stack \(s) #\(index)" }
            }
            return "other"
        }
    }

    @Test("a kept tree whose constraint came back after a stack view's arrangement is numbered as a new tree's")
    func keptTreeNumberedAsNewTree() throws {
        // The new tree: the app's constraints, then the first pass's arrangements.
        let fresh = try tree()
        for constraint in fresh.app { try constraint.activate() }
        fresh.window.layoutIfNeeded()
        let newOrder = activationOrder(fresh.window, fresh.stacks, fresh.app)

        // The kept tree: the first constraint goes out, the outer arrangement is made again, the constraint comes back.
        let kept = try tree()
        for constraint in kept.app { try constraint.activate() }
        kept.window.layoutIfNeeded()
        kept.app[0].deactivate()
        kept.stacks[1].spacing = 4
        kept.window.layoutIfNeeded()
        try kept.app[0].activate()
        kept.stacks[1].spacing = 0
        kept.window.layoutIfNeeded()
        let keptOrder = activationOrder(kept.window, kept.stacks, kept.app)
        // The history did put them in another order (else the test would show nothing).
        #expect(keptOrder != newOrder)
        #expect(keptOrder.count == newOrder.count && !keptOrder.contains("other"))

        let engine = try #require(kept.window.layoutEngine)
        engine.newTreeActivationOrder = kept.app
        engine.nextSyncAsNewEngine = true
        kept.window.setNeedsLayout()
        kept.window.layoutIfNeeded()
        #expect(activationOrder(kept.window, kept.stacks, kept.app) == newOrder)
        #expect(kept.window.subviews.first?.frame == fresh.window.subviews.first?.frame)
        // The two widths broken again, listed as the new tree lists them.
        #expect(engine.brokenLayoutConstraints.map(\.constant) == fresh.window.layoutEngine?.brokenLayoutConstraints.map(\.constant))
        #expect(engine.brokenLayoutConstraints.count == 2)
    }

    @Test("several broken constraints are listed in a new tree's order, not in the order a kept tree broke them")
    func brokenListedInNewTreeOrder() throws {
        let fresh = try tree()
        for constraint in fresh.app { try constraint.activate() }
        fresh.window.layoutIfNeeded()

        // The kept tree activates the first broken width again after the second: it breaks it again,
        // now after the other in its order of addition.
        let kept = try tree()
        for constraint in kept.app { try constraint.activate() }
        kept.window.layoutIfNeeded()
        kept.app[3].deactivate()
        kept.window.layoutIfNeeded()
        try kept.app[3].activate()
        kept.window.layoutIfNeeded()
        let engine = try #require(kept.window.layoutEngine)
        // The history did list them in another order (else the test would show nothing).
        #expect(engine.brokenLayoutConstraints.map(\.constant) == [100, 150])

        engine.newTreeActivationOrder = kept.app
        engine.nextSyncAsNewEngine = true
        kept.window.setNeedsLayout()
        kept.window.layoutIfNeeded()
        #expect(engine.passesAsNewEngine)
        #expect(fresh.window.layoutEngine?.brokenLayoutConstraints.map(\.constant) == [150, 100])
        #expect(engine.brokenLayoutConstraints.map(\.constant) == [150, 100])
    }

    @Test("a constraint installed that the order does not name leaves the kept tree's order as it was")
    func unnamedConstraintLeavesTheOrder() throws {
        let kept = try tree()
        for constraint in kept.app { try constraint.activate() }
        kept.window.layoutIfNeeded()
        kept.app[0].deactivate()
        kept.window.layoutIfNeeded()
        try kept.app[0].activate()
        kept.window.layoutIfNeeded()
        let before = activationOrder(kept.window, kept.stacks, kept.app)
        let engine = try #require(kept.window.layoutEngine)
        // The order names only two of the three app constraints: a new tree's order is not known.
        engine.newTreeActivationOrder = Array(kept.app.dropFirst())
        engine.nextSyncAsNewEngine = true
        kept.window.setNeedsLayout()
        kept.window.layoutIfNeeded()
        #expect(activationOrder(kept.window, kept.stacks, kept.app) == before)
    }
}
