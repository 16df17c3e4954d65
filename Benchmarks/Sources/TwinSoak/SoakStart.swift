import PadKit
import PadKitSimulator

/// Where one soak episode starts: the app, its placement and the OS version the twin follows.
/// Together with a list of events it is a scenario file.
public struct SoakStart: Sendable {
    public let app: SoakApp
    public let placement: Placement
    public let osVersion: OSVersion

    public init(app: SoakApp, placement: Placement, osVersion: OSVersion) {
        self.app = app
        self.placement = placement
        self.osVersion = osVersion
    }

    /// A fresh window running the app, as `padkit simulate` launches it.
    public func launch() -> Window {
        let window = Window(placement: placement, osVersion: osVersion)
        window.rootViewController = app.makeRootViewController()
        window.makeKeyAndVisible()
        return window
    }

    /// `events` from this start as a scenario file `padkit simulate` reads, one event a line.
    public func scenarioJSON(events: [ScenarioEvent]) -> String {
        var lines = ["{"]
        lines.append(#"  "device": "\#(placement.device.id)", "orientation": "\#(placement.orientation)","#)
        if let size = placement.mode.freeformSize {
            lines.append(#"  "window": {"width": \#(NumberText.points(size.width)), "height": \#(NumberText.points(size.height))},"#)
        } else {
            lines.append(#"  "mode": "\#(placement.mode.id)","#)
        }
        lines.append(#"  "app": "\#(app.name)", "osVersion": "\#(osVersion)","#)
        if events.isEmpty {
            lines.append(#"  "events": []"#)
        } else {
            lines.append(#"  "events": ["#)
            for (index, event) in events.enumerated() {
                lines.append("    \(event.text)\(index == events.count - 1 ? "" : ",")")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
