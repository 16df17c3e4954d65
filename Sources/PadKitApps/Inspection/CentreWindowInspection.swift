import Foundation
import PadKit
import PadKitComponents
import PadKitSimulator

/// What `padkit matrix --app` reports for an app whose pages open in seed 002's centre small window
/// (vesync, a description with `centreWindow`): the centre window's size, style and frame after the
/// first page is opened, and `adaptiveScreenSize`.
public enum CentreWindowInspection {
    /// Opens the first page of the first centre-window list on screen and reports the window.
    @Sendable public static func inspect(_ window: Window) -> AppInspection? {
        guard let list = window.controllersInWindow().first(where: { $0 is DeviceListViewController }) as? DeviceListViewController,
            let device = list.devices.first
        else { return nil }
        let container: CentreWindowController?
        do { container = try list.openDevice(device) } catch { return nil }
        let adaptive = window.adaptiveScreenSize
        guard let container else {
            return AppInspection(
                jsonKey: "centreWindow",
                columns: [("CENTRE", "pushed"), ("STYLE", "-"), ("FRAME", "-"), ("ADAPTIVE", FrameText.text(adaptive))],
                json: .object([("shown", .string("pushed")), ("adaptiveScreenSize", FrameText.json(adaptive))]))
        }
        let presentation = container.presentationController
        let frame = presentation.frameOfPresentedViewInContainerView
        var style = presentation.shownStyle.description
        if let from = presentation.adaptation?.adaptedFrom { style += " (from \(from))" }
        return AppInspection(
            jsonKey: "centreWindow",
            columns: [
                ("CENTRE", FrameText.text(container.preferredContentSize)), ("STYLE", style),
                ("FRAME", FrameText.text(frame)),
                ("ADAPTIVE", FrameText.text(adaptive)),
            ],
            json: .object([
                ("shown", .string("centreWindow")), ("preferredContentSize", FrameText.json(container.preferredContentSize)),
                ("presentationStyle", .string(presentation.shownStyle.description)),
                ("adaptedFrom", presentation.adaptation?.adaptedFrom.map { .string($0.description) } ?? .null),
                ("frame", FrameText.json(frame)),
                ("adaptiveScreenSize", FrameText.json(adaptive)),
            ]))
    }
}
