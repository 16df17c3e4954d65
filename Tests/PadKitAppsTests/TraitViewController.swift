import Foundation
import PadKit
import PadKitSimulator

/// Seed 004's `TraitViewController` (section 2.2, "使用Snapkit 或Mansory 进行约束布局"), ported
/// line for line to the twin: three views, one layout per horizontal size class, remade in
/// `willTransition(to:with:)`. In compact width the three views stack; in regular width view1
/// and view2 sit side by side over view3. (As in the seed, `willTransition` does not call
/// `super`; `padkit lint` flags that.)
final class TraitViewController: ViewController {
    var view1: View = View(name: "view1")
    var view2: View = View(name: "view2")
    var view3: View = View(name: "view3")

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        self.layoutSubviews(newCollection: newCollection)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.addSubview(view1)
        self.view.addSubview(view2)
        self.view.addSubview(view3)
        self.layoutSubviews(newCollection: self.view.traitCollection)
    }

    func layoutSubviews(newCollection: TraitCollection) {
        let isCompactLayout = UserInterfaceSizeClass.compact == newCollection.horizontalSizeClass
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
