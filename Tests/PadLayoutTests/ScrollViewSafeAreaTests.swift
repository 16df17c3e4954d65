import Foundation
import PadLayout
import Testing

/// A table or collection view whose adjusted content inset takes in its safe area's top and
/// bottom (`UIScrollView.contentInsetAdjustmentBehavior` other than `.never`) passes only its sides
/// on to its cells: at rest its content sits below the top inset, so a cell pinned to its own
/// safe area's top is as far from the cell's top as the constant says.
@Suite("A scroll view's safe area for its content")
struct ScrollViewSafeAreaTests {
    final class ScrollView: LayoutView {
        var adjusts = true
        override var adjustsContentInsetForVerticalSafeArea: Bool { adjusts }
    }

    @Test(
        "a cell under the status bar has no top inset when its scroll view adjusts its content inset",
        arguments: [(true, 0.0), (false, 47.0)])
    func cellSafeArea(adjusts: Bool, cellTop: Double) {
        let window = LayoutView(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.rootSafeAreaInsets = ConstraintInsets(top: 47, left: 47, bottom: 21, right: 47)
        let table = ScrollView(frame: window.bounds)
        table.adjusts = adjusts
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(table)
        let cell = LayoutView(frame: CGRect(x: 0, y: 0, width: 844, height: 100))
        table.addSubview(cell)
        let label = LayoutView(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        label.topAnchor.constraint(equalTo: cell.safeAreaLayoutGuide.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: cell.safeAreaLayoutGuide.leadingAnchor).isActive = true
        label.trailingAnchor.constraint(equalTo: cell.safeAreaLayoutGuide.trailingAnchor).isActive = true
        label.heightAnchor.constraint(equalToConstant: 20).isActive = true
        window.layoutIfNeeded()
        #expect(Double(cell.safeAreaInsets.top) == cellTop)
        // The sides pass on either way: a table's cells in landscape.
        #expect(Double(cell.safeAreaInsets.left) == 47 && Double(cell.safeAreaInsets.right) == 47)
        #expect(Double(label.frame.minY) == cellTop)
        #expect(Double(label.frame.minX) == 47 && Double(label.frame.width) == 750)
    }
}
