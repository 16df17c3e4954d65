import Foundation
import Testing
@testable import PadLayout

/// Random trees of views at random offsets under a root with a random occupied corner and safe
/// area, laid out again after random moves: every region guide stays its view's bounds inset by
/// `edgeInsets(for:)`, an adapted region never covers the corner where it was moved, and without
/// a corner every region is the plain safe area or margins. Seeds are fixed and printed.
@Suite struct RandomRegionTests {
    static let regions: [LayoutRegion] =
        [.safeArea(), .margins()]
        + LayoutRegion.AdaptivityAxis.allCases.flatMap { [LayoutRegion.safeArea(cornerAdaptation: $0), .margins(cornerAdaptation: $0)] }

    @Test("region guides follow their views, the corner and the safe area", arguments: 0..<40)
    func randomTrees(seed: Int) {
        var random = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
        let window = root(CGFloat(random.int(320..<1400)), CGFloat(random.int(320..<1400)))
        window.rootSafeAreaInsets = ConstraintInsets(
            top: CGFloat(random.int(0..<40)), left: 0, bottom: CGFloat(random.int(0..<30)), right: 0)
        var views: [LayoutView] = [window]
        var offsets: [(LayoutView, LayoutConstraint)] = []
        for index in 0..<random.int(2..<8) {
            let parent = views[random.int(0..<views.count)]
            let view = child("v\(index)", in: parent)
            let top = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(random.int(0..<60)))
            top.isActive = true
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(random.int(0..<100))).isActive = true
            view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.8).isActive = true
            view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.8).isActive = true
            offsets.append((view, top))
            views.append(view)
        }
        var guides: [(LayoutView, LayoutRegion, LayoutGuide)] = []
        for view in views {
            let region = Self.regions[random.int(0..<Self.regions.count)]
            guides.append((view, region, view.layoutGuide(for: region)))
        }
        for step in 0..<6 {
            let hasCorner = random.int(0..<4) != 0
            window.rootOccupiedCorner =
                hasCorner ? CGRect(x: 0, y: 0, width: CGFloat(random.int(40..<120)), height: CGFloat(random.int(20..<60))) : nil
            if let (_, top) = offsets.randomElement(using: &random) { top.constant = CGFloat(random.int(0..<80)) }
            window.layoutIfNeeded()
            for (view, region, guide) in guides {
                let insets = view.edgeInsets(for: region)
                let expected = CGRect(
                    x: insets.left, y: insets.top, width: view.bounds.width - insets.left - insets.right,
                    height: view.bounds.height - insets.top - insets.bottom)
                #expect(Self.close(guide.layoutFrame, expected), "seed \(seed) step \(step) \(view.layoutName) \(region)")
                let plain =
                    region.kind == .safeArea
                    ? view.safeAreaInsets
                    : LayoutView.sum(view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero, view.layoutMargins)
                guard let corner = view.occupiedCorner, let axis = region.cornerAdaptation, axis != .none else {
                    #expect(insets == plain, "seed \(seed) step \(step) \(view.layoutName) \(region): no adaptation")
                    continue
                }
                #expect(hasCorner)
                if insets != plain {
                    let interior = guide.layoutFrame.insetBy(dx: 0.001, dy: 0.001)
                    #expect(!interior.intersects(corner), "seed \(seed) step \(step) \(view.layoutName) \(region): covers the corner")
                }
            }
        }
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }
}
