import Foundation
import Testing
@testable import PadLayout

/// Several constants changed together (``Solver/updateConstants(_:)``, and a layout pass with
/// ``LayoutEngine/batchesConstantChanges``): one re-optimization, no constraint broken on the way
/// by the order they change in, the solution one by one reaches when every step holds; and when
/// they cannot all hold, every constant as it was and the caller told to go one by one.
@Suite("Constants changed together")
struct BatchedConstantTests {
    /// `lower <= x <= upper`, both required, and a weak pull of `x` towards 0.
    static func band(lower: Double, upper: Double) throws -> (Solver, Variable, Constraint, Constraint) {
        let s = Solver()
        let x = s.makeVariable("x")
        let low = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(lower))
        let high = Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(upper))
        try s.addConstraint(low)
        try s.addConstraint(high)
        try s.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(0), strength: .weak))
        return (s, x, low, high)
    }

    @Test("a band moved past its old bound: one by one the first step conflicts, together it holds")
    func movesTogetherWhereOneByOneConflicts() throws {
        let (s, x, low, high) = try Self.band(lower: 100, upper: 200)
        // Raising the lower bound first, to 300, crosses the upper bound still at 200.
        #expect(throws: SolverError.self) { try s.updateConstant(of: low, to: -300) }
        #expect(s.constant(of: low) == -100)
        #expect(s.updateConstants([(low, -300), (high, -400)]))
        s.updateVariables()
        #expect(s.value(of: x) == 300)
        #expect(s.constant(of: low) == -300 && s.constant(of: high) == -400)
        // The same constants one by one, in the order that holds at every step: the same solution.
        let (t, y, low2, high2) = try Self.band(lower: 100, upper: 200)
        try t.updateConstant(of: high2, to: -400)
        try t.updateConstant(of: low2, to: -300)
        t.updateVariables()
        #expect(t.value(of: y) == s.value(of: x))
    }

    @Test("constants that cannot all hold: false, and every constant and the solution as they were")
    func refusesWhatCannotHold() throws {
        let (s, x, low, high) = try Self.band(lower: 100, upper: 200)
        #expect(!s.updateConstants([(high, -400), (low, -500)]))
        #expect(s.constant(of: low) == -100 && s.constant(of: high) == -200)
        s.updateVariables()
        #expect(s.value(of: x) == 100)
        // Still usable: one by one names the constraint that cannot hold.
        try s.updateConstant(of: high, to: -400)
        #expect(throws: SolverError.self) { try s.updateConstant(of: low, to: -500) }
    }

    /// A view as wide as its window is tall, and no wider than the window: from 400 x 300 to
    /// 200 x 100, the window's width changes before its height, and one by one the view (300
    /// wide) is wider than the window (200) in between.
    static func scene(_ width: CGFloat = 400, _ height: CGFloat = 300) -> (window: LayoutView, view: LayoutView) {
        let window = root(width, height)
        let view = LayoutView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        view.widthAnchor.constraint(equalTo: window.heightAnchor).isActive = true
        view.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor).isActive = true
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test("a window resized: together no constraint breaks, and the frames are a fresh tree's", arguments: [false, true])
    func resizedWindow(together: Bool) throws {
        let (window, view) = Self.scene()
        let engine = try #require(window.layoutEngine)
        engine.batchesConstantChanges = together
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.layoutIfNeeded()
        #expect(engine.fullSyncCount == 1, "a constant-only pass")
        // One by one the width's step breaks a constraint, as UIKit's engine would in that order.
        #expect(engine.hasBrokenConstraints == !together)
        if together {
            let fresh = Self.scene(200, 100)
            #expect(fresh.window.layoutEngine?.hasBrokenConstraints == false)
            #expect(view.frame == fresh.view.frame)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        }
    }
}
