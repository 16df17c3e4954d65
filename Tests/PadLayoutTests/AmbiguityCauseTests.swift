import Foundation
@testable import PadLayout
import Testing

/// ``Solver/freeingConstraints(of:)`` and ``LayoutEngine/ambiguityCause(_:axis:relativeTo:)``: the
/// constraints whose slack leaves a variable, or a view on an axis, free.
struct AmbiguityCauseTests {
    @Test("a variable held only by an inequality is freed by it; one pinned by an equality by none")
    func solverNamesTheInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let atLeast = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(0))
        try s.addConstraint(atLeast)
        try s.addConstraint(Constraint(LinearExpression(y), .equal, LinearExpression(5)))
        s.updateVariables()
        #expect(s.isAmbiguous(x))
        #expect(s.freeingConstraints(of: x).map(ObjectIdentifier.init) == [ObjectIdentifier(atLeast)])
        #expect(s.freeingConstraints(of: y).isEmpty && !s.isAmbiguous(y))
        // Never constrained: ambiguous, with no constraint to blame.
        #expect(s.isAmbiguous(z) && s.freeingConstraints(of: z).isEmpty && !s.isConstrained(z))
        #expect(s.isConstrained(x) && s.isConstrained(y))
    }

    @Test("a variable between two slack inequalities is freed by them and nothing else")
    func bothBounds() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let upper = Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(100))
        let lower = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(0))
        try s.addConstraint(upper)
        try s.addConstraint(lower)
        let freeing = s.freeingConstraints(of: x)
        #expect(!freeing.isEmpty)
        #expect(freeing.allSatisfy { $0 === upper || $0 === lower })
    }

    @Test("a view held horizontally only by trailing <= superview.trailing names that constraint")
    func engineNamesTheInequality() throws {
        let window = root(400, 400)
        let view = child("view", in: window)
        view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
        let bound = view.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor)
        bound.identifier = "abc-12-xyz"
        bound.isActive = true
        window.layoutIfNeeded()
        let engine = try #require(window.layoutEngine)
        #expect(engine.ambiguousAxes(view, relativeTo: window) == [.horizontal])
        let cause = engine.ambiguityCause(view, axis: .horizontal, relativeTo: window)
        #expect(cause.constraints.map(\.identifier) == ["abc-12-xyz"])
        #expect(cause.constraints.first?.constraint === bound)
        #expect(cause.unconstrained.isEmpty)
        #expect(engine.ambiguityCause(view, axis: .vertical, relativeTo: window).constraints.isEmpty)
    }

    @Test("a view nothing constrains on an axis has no constraint to name, and says which dimensions")
    func unconstrained() throws {
        let window = root(400, 400)
        let view = child("view", in: window)
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        window.layoutIfNeeded()
        let engine = try #require(window.layoutEngine)
        let cause = engine.ambiguityCause(view, axis: .horizontal, relativeTo: window)
        #expect(cause.constraints.isEmpty)
        #expect(cause.unconstrained == [.position, .size])
    }
}
