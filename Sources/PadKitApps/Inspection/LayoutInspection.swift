import Foundation
import PadKit
import PadKitSimulator

/// What `padkit matrix --app` reports for an app whose screen carries a described `layout`
/// (traitlayout, seed 004's TraitViewController): the frame PadLayout solved for each view.
public enum LayoutInspection {
    /// The frames of the first laid-out controller's views on screen; `nil` when there is none.
    @Sendable public static func inspect(_ window: Window) -> AppInspection? {
        guard let controller = window.controllersInWindow().first(where: { $0 is LayoutViewController }) as? LayoutViewController else {
            return nil
        }
        let views = controller.layoutViews
        return AppInspection(
            jsonKey: "frames",
            columns: views.map { ($0.name.uppercased(), FrameText.text($0.frame)) },
            json: .object(views.map { ($0.name, FrameText.json($0.frame)) }))
    }
}
