import Testing
@testable import PadKitLint

@Suite("width-divided-layout")
struct WidthDividedLayoutTests {
    @Test(
        "flags a width computed as a fraction of the container",
        arguments: [
            "card.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 3, height: 80)",
            "let size = CGSize(width: (view.bounds.width - 40) / 3, height: 120)",
            "card.widthAnchor.constraint(equalToConstant: view.frame.width / 3).isActive = true",
            "let itemWidth = view.bounds.size.width / 3\nlayout.itemSize = CGSize(width: itemWidth, height: 10)",
            "card.frame.size.width = view.bounds.width / 2",
            "let size = CGSize(width: floor(view.bounds.width / 3), height: 10)",
            "card.snp.makeConstraints { make in make.width.equalTo(view.bounds.width / 3) }",
            "let columns = 3\nlet itemWidth = UIScreen.main.bounds.width / CGFloat(columns)\nlayout.itemSize = CGSize(width: itemWidth, height: itemWidth)",
            "let columns = traitCollection.horizontalSizeClass == .regular ? 3 : 2\nlet size = CGSize(width: view.bounds.width / CGFloat(columns), height: 10)",
            "let total = view.bounds.width\ncard.frame.size.width = total / 2",
            "let size = CGSize(width: view.bounds.width / CGFloat(items.count), height: 10)",
        ])
    func flags(_ body: String) {
        #expect(LintHarness.findings(of: .widthDividedLayout, in: LintHarness.inViewDidLoad(body)).count == 1, "\(body)")
    }

    @Test(
        "leaves near-misses alone",
        arguments: [
            "card.center = CGPoint(x: view.bounds.width / 2, y: 0)",
            "card.frame = CGRect(x: view.bounds.width / 2 - 20, y: 0, width: 40, height: 40)",
            "card.layer.cornerRadius = card.bounds.width / 2",
            "card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.0 / 3).isActive = true",
            "let perPage = items.count / 3",
            "let itemWidth = view.bounds.width * 0.3",
            "let third = view.bounds.width / divisor",
            "let pixelWidth = view.bounds.width / UIScreen.main.scale",
            "let points = CGSize(width: imageSize.width / 2.0, height: imageSize.height / 2.0)",
            // Names decide nothing: a `kScreenWidth` is judged where it is declared, a local called
            // `itemWidth` only when it is used as a width.
            "let cell = CGSize(width: kScreenWidth / 4.0, height: 10)",
            "let itemWidth = view.bounds.width / 3\nanalytics.log(itemWidth)",
            "let size = CGSize(width: view.bounds.width / CGFloat(columns), height: 10)",
            "if UIDevice.current.userInterfaceIdiom == .phone { card.frame.size.width = view.bounds.width / 2 }",
        ])
    func nearMisses(_ body: String) {
        #expect(LintHarness.findings(of: .widthDividedLayout, in: LintHarness.inViewDidLoad(body)).isEmpty, "\(body)")
    }

    @Test(
        "leaves the callbacks that run on every resize alone",
        arguments: [
            """
            final class Cell: UIView {
                let a = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    a.frame = CGRect(x: 0, y: 0, width: bounds.width / 3, height: bounds.height)
                }
            }
            """,
            """
            extension Grid: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: (collectionView.bounds.width - 20) / 3, height: 100)
                }
            }
            """,
            """
            final class Screen: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    let itemWidth = view.bounds.width / 3
                    layout.itemSize = CGSize(width: itemWidth, height: itemWidth)
                }
            }
            """,
        ])
    func recomputed(_ source: String) {
        #expect(LintHarness.findings(of: .widthDividedLayout, in: source).isEmpty)
    }
}
