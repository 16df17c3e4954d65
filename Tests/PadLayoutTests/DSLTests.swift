import Foundation
import Testing
@testable import PadLayout

/// The SnapKit-style DSL: make, remake, update, remove, the modifiers and the errors SnapKit
/// would stop on.
@Suite struct DSLTests {
    @Test func makeWithInsetOffsetAndCompoundItems() {
        let window = root(400, 300)
        let card = LayoutView(), badge = LayoutView(), bar = LayoutView()
        for v in [card, badge, bar] { window.addSubview(v) }
        card.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        badge.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 50, height: 60))
            make.center.equalToSuperview()
        }
        bar.snp.makeConstraints { make in
            make.left.right.equalTo(card)
            make.top.equalTo(card.snp.bottom).offset(-30)
            make.height.equalTo(20)
        }
        window.layoutIfNeeded()
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
        #expect(badge.frame == CGRect(x: 175, y: 120, width: 50, height: 60))
        #expect(bar.frame == CGRect(x: 10, y: 260, width: 380, height: 20))
        #expect(card.snp.constraints.count == 1 && card.snp.constraints[0].layoutConstraints.count == 4)
        #expect(card.snp.constraints[0].layoutConstraints.map(\.constant) == [10, 10, -10, -10])
    }

    @Test func multipliedByDividedByAndPriority() {
        let window = root(400, 300)
        let v = LayoutView()
        window.addSubview(v)
        v.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4).priority(.high)
            make.width.equalTo(100).priority(.low)
            make.height.lessThanOrEqualTo(50)
        }
        window.layoutIfNeeded()
        // Width: the required half of 400 beats the low 100. Height: the required ≤ 50 caps the
        // high-priority quarter of 300 (75).
        #expect(v.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func updateChangesOnlyConstantsInPlace() {
        let window = root(400, 300)
        let v = LayoutView()
        window.addSubview(v)
        v.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(10)
            make.top.equalToSuperview().offset(10)
            make.size.equalTo(CGSize(width: 100, height: 100))
        }
        window.layoutIfNeeded()
        let before = v.snp.constraints.flatMap(\.layoutConstraints).map(ObjectIdentifier.init)
        v.snp.updateConstraints { make in
            make.left.equalToSuperview().offset(40)
            make.size.equalTo(CGSize(width: 120, height: 80))
        }
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 40, y: 10, width: 120, height: 80))
        #expect(v.snp.constraints.flatMap(\.layoutConstraints).map(ObjectIdentifier.init) == before)
        #expect(v.layoutErrors.isEmpty)

        v.snp.updateConstraints { make in
            make.right.equalToSuperview().offset(-5)
        }
        #expect(v.layoutErrors.count == 1)
        if case .noMatchingConstraintToUpdate = v.layoutErrors.first {} else { Issue.record("\(v.layoutErrors)") }
    }

    @Test func updateWithoutEarlierConstraintsMakesThem() {
        let window = root(100, 100)
        let v = LayoutView()
        window.addSubview(v)
        v.snp.updateConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func remakeReplacesAndRemoveClears() {
        let window = root(400, 300)
        let v = LayoutView()
        window.addSubview(v)
        v.snp.makeConstraints { make in make.edges.equalToSuperview() }
        window.layoutIfNeeded()
        let first = v.snp.constraints[0]
        v.snp.remakeConstraints { make in
            make.width.height.equalTo(10)
            make.right.bottom.equalToSuperview()
        }
        window.layoutIfNeeded()
        #expect(!first.isActive)
        #expect(v.frame == CGRect(x: 390, y: 290, width: 10, height: 10))
        v.snp.removeConstraints()
        #expect(v.snp.constraints.isEmpty)
        #expect(window.constraints.isEmpty && v.constraints.isEmpty)
    }

    @Test func snapConstraintUpdatesAndToggles() {
        let window = root(400, 300)
        let v = LayoutView()
        window.addSubview(v)
        var top: SnapConstraint?
        v.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            top = make.top.equalToSuperview().offset(10).constraint
        }
        window.layoutIfNeeded()
        #expect(v.frame.minY == 10)
        top?.update(offset: 100)
        window.layoutIfNeeded()
        #expect(v.frame.minY == 100)
        top?.update(inset: 30)
        window.layoutIfNeeded()
        #expect(v.frame.minY == 30)
        top?.deactivate()
        #expect(top?.isActive == false)
        top?.activate()
        #expect(top?.isActive == true)
    }

    @Test func refusedDescriptionsAreRecorded() {
        let loose = LayoutView()
        loose.snp.makeConstraints { make in make.left.equalToSuperview() }
        #expect(loose.layoutErrors.count == 1)
        let window = root(100, 100)
        let a = LayoutView(), b = LayoutView()
        window.addSubview(a)
        window.addSubview(b)
        a.snp.makeConstraints { make in
            make.left.right.equalTo(b.snp.edges)
            make.width.equalTo(b.snp.left)
        }
        #expect(a.layoutErrors.count == 2)
        if case .multipleNonIdenticalAttributes = a.layoutErrors.first {} else { Issue.record("\(a.layoutErrors)") }
        if case .incompatibleAttributes = a.layoutErrors.last {} else { Issue.record("\(a.layoutErrors)") }
        #expect(a.snp.constraints.isEmpty)
    }

    @Test func guidesAsTargets() {
        let window = root(400, 800)
        window.rootSafeAreaInsets = ConstraintInsets(top: 20, left: 0, bottom: 0, right: 0)
        let v = LayoutView()
        window.addSubview(v)
        v.snp.makeConstraints { make in
            make.top.equalTo(window.safeAreaLayoutGuide.snp.top)
            make.left.right.equalTo(window.layoutMarginsGuide)
            make.height.equalTo(44)
        }
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 8, y: 20, width: 384, height: 44))
    }
}
