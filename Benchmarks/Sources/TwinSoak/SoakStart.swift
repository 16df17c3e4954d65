import PadKit
import PadKitSimulator

/// Where one soak episode starts: the app, its placement and the OS version the twin follows.
/// Together with a list of events it is a scenario file.
public struct SoakStart: Sendable {
    public let app: SoakApp
    public let placement: Placement
    public let osVersion: OSVersion

    /// The window the app starts in, resolved from its context (which offers it).
    public let resolved: ResolvedWindow

    public init(app: SoakApp, resolved: ResolvedWindow) {
        self.app = app
        self.resolved = resolved
        self.placement = resolved.placement
        self.osVersion = resolved.osVersion
    }

    /// A fresh window running the app, as `padkit simulate` launches it: its multitask events are
    /// refused where the context does not offer the window, as a scenario file's are.
    public func launch() -> Window {
        let window = Window(resolved: resolved)
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
