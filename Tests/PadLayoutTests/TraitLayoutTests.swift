import Foundation
import Testing
import PadLayout

// Seed 004 (section "2.2 使用Snapkit 或Mansory 进行约束布局"): the
// TraitViewController, ported line for line. Only the UIKit scaffolding differs: the
// controller's `view` is a root `LayoutView` sized like the window, and the trait collection
// is reduced to its horizontal size class.

enum UIUserInterfaceSizeClass {
    case compact, regular
}

struct UITraitCollection {
    var horizontalSizeClass: UIUserInterfaceSizeClass
}

final class TraitViewController {
    let view: LayoutView

    var view1: LayoutView = LayoutView()
    var view2: LayoutView = LayoutView()
    var view3: LayoutView = LayoutView()

    init(size: CGSize) {
        view = LayoutView(frame: CGRect(origin: .zero, size: size))
    }

    func willTransition(to newCollection: UITraitCollection) {
        self.layoutSubviews(newCollection: newCollection)
    }

    func viewDidLoad(traitCollection: UITraitCollection) {
        self.view.addSubview(view1)
        self.view.addSubview(view2)
        self.view.addSubview(view3)
        self.layoutSubviews(newCollection: traitCollection)
    }

    func layoutSubviews(newCollection: UITraitCollection) {
        let isCompactLayout = UIUserInterfaceSizeClass.compact == newCollection.horizontalSizeClass
        let margin: CGFloat = 20
        if isCompactLayout == true {
            self.view1.snp_remakeConstraints { (make) in
                make.left.equalToSuperview().offset(margin)
                make.right.equalToSuperview().offset(-margin)
                make.top.equalToSuperview().offset(margin)
                make.bottom.equalTo(self.view2.snp_top).offset(-margin)
            }
            self.view2.snp_remakeConstraints { (make) in
                make.bottom.equalTo(self.view3.snp_top).offset(-margin)
                make.left.right.height.equalTo(self.view1)
            }
            self.view3.snp_remakeConstraints { (make) in
                make.bottom.equalToSuperview().offset(-margin)
                make.left.right.height.equalTo(self.view1)
            }

        } else {

            self.view1.snp_remakeConstraints { (make) in
                make.left.top.equalToSuperview().offset(margin)
                make.right.equalTo(self.view2.snp_left).offset(-margin)
                make.width.equalTo(self.view2.snp_width)
                make.height.equalTo(self.view2)
            }

            self.view2.snp_remakeConstraints { (make) in
                make.top.equalToSuperview().offset(margin)
                make.bottom.equalTo(self.view3.snp_top).offset(-margin)
                make.right.equalToSuperview().offset(-margin)
            }

            self.view3.snp_remakeConstraints { (make) in

                make.height.equalTo(self.view1)
                make.bottom.equalToSuperview().offset(-margin)
                make.left.equalToSuperview().offset(margin)
                make.right.equalToSuperview().offset(-margin)
            }
        }
    }
}

@Suite struct TraitLayoutTests {
    /// The frames the seed's constraints imply, worked out by hand: compact stacks three views
    /// of height (H − 80)/3 with 20-point gaps; regular puts two views of width (W − 60)/2 side
    /// by side over a full-width third, all of height (H − 60)/2.
    static func expected(_ size: CGSize, compact: Bool) -> [CGRect] {
        let w = size.width, h = size.height
        if compact {
            let third = (h - 80) / 3
            return (0..<3).map { CGRect(x: 20, y: 20 + CGFloat($0) * (third + 20), width: w - 40, height: third) }
        }
        let half = (w - 60) / 2, tall = (h - 60) / 2
        return [
            CGRect(x: 20, y: 20, width: half, height: tall),
            CGRect(x: 40 + half, y: 20, width: half, height: tall),
            CGRect(x: 20, y: 40 + tall, width: w - 40, height: tall),
        ]
    }

    static let sizes = [
        CGSize(width: 320, height: 768), CGSize(width: 694, height: 768), CGSize(width: 507, height: 768),
        CGSize(width: 1024, height: 768), CGSize(width: 768, height: 1024), CGSize(width: 375, height: 1366),
    ]

    @Test(arguments: sizes, [true, false])
    func seedFramesMatchTheHandWorkedLayout(size: CGSize, compact: Bool) {
        let controller = TraitViewController(size: size)
        controller.viewDidLoad(traitCollection: UITraitCollection(horizontalSizeClass: compact ? .compact : .regular))
        controller.view.layoutIfNeeded()
        let frames = [controller.view1.frame, controller.view2.frame, controller.view3.frame]
        #expect(nearlyEqual(frames, Self.expected(size, compact: compact)), "\(frames)")
        #expect(![controller.view1, controller.view2, controller.view3].contains { $0.hasAmbiguousLayout })
        #expect(controller.view.layoutEngine?.unsatisfiableReports.isEmpty == true)
    }

    /// Split View resizes the window and flips the size class: the seed remakes its constraints
    /// in `willTransition(to:with:)`; the window size is a constant change in the engine.
    @Test func remakingOnTransitionFollowsTheWindow() {
        let controller = TraitViewController(size: CGSize(width: 1024, height: 768))
        controller.viewDidLoad(traitCollection: UITraitCollection(horizontalSizeClass: .regular))
        controller.view.layoutIfNeeded()
        let steps: [(CGSize, Bool)] = [
            (CGSize(width: 320, height: 768), true), (CGSize(width: 694, height: 768), false),
            (CGSize(width: 438, height: 1024), true), (CGSize(width: 768, height: 1024), false),
        ]
        for (size, compact) in steps {
            controller.willTransition(to: UITraitCollection(horizontalSizeClass: compact ? .compact : .regular))
            controller.view.frame = CGRect(origin: .zero, size: size)
            controller.view.layoutIfNeeded()
            #expect(
                nearlyEqual(
                    [controller.view1.frame, controller.view2.frame, controller.view3.frame], Self.expected(size, compact: compact)))
        }
        #expect(controller.view.layoutEngine?.unsatisfiableReports.isEmpty == true)
        #expect(controller.view1.snp.constraints.count == 4 && controller.view3.snp.constraints.count == 4)
    }
}
