import Foundation
import Testing
@testable import PadLayout

/// A required content hugging and compression resistance (1000 both) against a required size
/// the app sets: UIKit makes the content-size constraints in the update-constraints pass, after
/// the app's constraints were activated, and breaks the constraint whose addition fails. So the
/// app's size holds and the content size is the one reported broken; a size the app activates
/// after that pass is the one that breaks.
@Suite struct RequiredContentSizeTests {
    /// A button whose image is 24 wide held at 46 (Habitica's menu bar), and an empty label (no
    /// intrinsic height, 0) held at 21 high.
    @Test(arguments: [
        (axis: LayoutAxis.horizontal, intrinsic: 24.0, required: 46.0),
        (axis: LayoutAxis.vertical, intrinsic: 0.0, required: 21.0),
    ])
    func theAppsRequiredSizeHoldsAndTheContentSizeBreaks(axis: LayoutAxis, intrinsic: CGFloat, required: CGFloat) {
        let window = root(400, 300)
        let view = Label("v", width: axis == .horizontal ? intrinsic : 30, height: axis == .vertical ? intrinsic : 20)
        window.addSubview(view)
        view.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        view.setContentHuggingPriority(.required, for: axis)
        view.setContentCompressionResistancePriority(.required, for: axis)
        let size =
            axis == .horizontal
            ? view.widthAnchor.constraint(equalToConstant: required) : view.heightAnchor.constraint(equalToConstant: required)
        size.identifier = "size"
        size.isActive = true
        window.layoutIfNeeded()
        #expect((axis == .horizontal ? view.frame.width : view.frame.height) == required)
        let reports = window.layoutEngine?.unsatisfiableReports ?? []
        #expect(reports.count == 1)
        #expect(reports.first?.broken.hasPrefix("NSContentSizeLayoutConstraint v.") == true)
        #expect(reports.first?.brokenIdentifier == nil)
        #expect(window.layoutEngine?.brokenContentSizes.map { $0.view === view } == [true])
    }

    /// After the first pass the content size is in the engine: a conflicting size activated
    /// then is the one that breaks.
    @Test func aSizeActivatedAfterTheFirstPassBreaks() {
        let window = root(400, 300)
        let view = Label("v", width: 24, height: 20)
        window.addSubview(view)
        view.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        let late = view.widthAnchor.constraint(equalToConstant: 46)
        late.identifier = "late"
        late.isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.width == 24)
        #expect(window.layoutEngine?.unsatisfiableReports.last?.brokenIdentifier == "late")
        #expect(window.layoutEngine?.brokenContentSizes.isEmpty == true)
    }
}
