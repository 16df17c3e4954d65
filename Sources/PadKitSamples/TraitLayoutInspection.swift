import Foundation
import PadKit
import PadKitSimulator

/// What `padkit matrix --app traitlayout` reports: the frames PadLayout solved for the three views
/// of seed 004's `TraitViewController`.
enum TraitLayoutInspection {
    static func inspect(_ window: Window) -> AppInspection? {
        guard let controller = window.rootViewController as? TraitViewController else { return nil }
        let views = [controller.view1, controller.view2, controller.view3]
        return AppInspection(
            jsonKey: "frames",
            columns: views.map { ($0.name.uppercased(), FrameText.text($0.frame)) },
            json: .object(views.map { ($0.name, FrameText.json($0.frame)) }))
    }
}
