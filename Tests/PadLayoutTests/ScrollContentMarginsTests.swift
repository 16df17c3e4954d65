import Foundation
import Testing
@testable import PadLayout

/// A subview of a scroll view lies in its content, which reaches at least as far as the
/// subview: preserving the scroll view's margins never grows the subview's by how far it lies
/// past the scroll view's frame (a table's cell 2,000 pt down a 1,000-pt table keeps its own
/// bottom margin), while a plain superview's margins still reach a subview that overhangs it.
struct ScrollContentMarginsTests {
    final class Scrolling: LayoutView {
        override var scrollsContent: Bool { true }
    }

    @Test(
        "a view below a scroll view's frame keeps its own bottom margin; below a plain view's it takes the overhang",
        arguments: [(true, 11.0), (false, 808.0)])
    func belowTheFrame(scrolls: Bool, bottomMargin: Double) {
        // 11: the row's own; 808: the plain parent's 8 plus the row's 800 pt below its 300-pt
        // frame (1,000 + 100 - 300).
        let window = root(400, 400)
        let parent = scrolls ? Scrolling() : LayoutView()
        parent.identifier = "parent"
        parent.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(parent)
        parent.layoutMargins = ConstraintInsets(top: 8, left: 8, bottom: 8, right: 8)
        parent.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        parent.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        parent.widthAnchor.constraint(equalToConstant: 400).isActive = true
        parent.heightAnchor.constraint(equalToConstant: 300).isActive = true
        let row = child("row", in: parent)
        row.preservesSuperviewLayoutMargins = true
        row.layoutMargins = ConstraintInsets(top: 11, left: 16, bottom: 11, right: 16)
        row.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1000).isActive = true
        row.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
        row.widthAnchor.constraint(equalToConstant: 400).isActive = true
        row.heightAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(Double(row.effectiveLayoutMargins.bottom) == bottomMargin)
    }
}
