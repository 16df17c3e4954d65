import Foundation
import PadKit

extension Scenario {
    /// The top-level keys a scenario may have.
    static let topLevelKeys = ["device", "orientation", "mode", "window", "app", "osVersion", "events"]
    /// The event names a scenario may use.
    public static let eventNames = ["multitask", "rotate", "resize", "background", "foreground", "push", "pop", "selectTab", "appearance",
                                    "showDetail", "showColumn", "hideColumn",
                                    "present", "dismiss", "swipeDown", "deviceOrientation", "requestOrientations"]

    /// Reads a scenario whose `app` is one of the built-in names in `appNames`.
    ///
    /// - Parameters:
    ///   - data: the scenario file's contents.
    ///   - appNames: the built-in apps; `app` must be one of them.
    /// - Throws: ``ScenarioError`` naming the JSON path of the first bad value and what is accepted.
    public init(json data: Data, appNames: [String]) throws {
        try self.init(json: data, resolveApp: { value, path throws(ScenarioError) in
            let name = try JSONReader.string(value, path: path)
            guard appNames.contains(name) else {
                throw ScenarioError(path: path, "unknown app '\(name)'; expected one of \(appNames.joined(separator: ", "))")
            }
            return ScenarioApp(name: name)
        })
    }

    /// Reads a scenario, asking `resolveApp` what its `"app"` value (a name, a path, an inline app
    /// description object) is; named presentations (`{"present": "Compose"}`) are looked up in the
    /// answer.
    ///
    /// - Throws: ``ScenarioError`` naming the JSON path of the first bad value and what is accepted.
    public init(json data: Data, resolveApp: (_ value: Any, _ path: String) throws(ScenarioError) -> ScenarioApp) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ScenarioError(path: "$", "not valid JSON (\(error.localizedDescription))")
        }
        guard let root = object as? [String: Any] else { throw ScenarioError(path: "$", "expected a JSON object") }
        for key in root.keys.sorted() where !Self.topLevelKeys.contains(key) {
            throw ScenarioError(path: key, "unknown key; expected one of \(Self.topLevelKeys.joined(separator: ", "))")
        }
        let deviceID = try JSONReader.string(root["device"], path: "device")
        let device: Device
        do { device = try Device.named(deviceID) } catch { throw ScenarioError(path: "device", error.description) }
        let orientation = try JSONReader.orientation(root["orientation"], path: "orientation")
        var osVersion = OSVersion.latest
        if let text = root["osVersion"] {
            let string = try JSONReader.string(text, path: "osVersion")
            guard let version = OSVersion(string) else { throw ScenarioError(path: "osVersion", "'\(string)' is not a version such as \"17.4\"") }
            // Size classes and trait collections arrive with iOS 8; the twin models nothing older.
            guard version >= OSVersion(8) else { throw ScenarioError(path: "osVersion", "'\(string)' is older than iOS 8, the first with size classes") }
            // A release that never existed (19 to 25) or is newer than PadKit models.
            do { _ = try version.modelledRelease() } catch { throw ScenarioError(path: "osVersion", error.description) }
            osVersion = version
        }
        // A device runs only the releases between the one it shipped with and its last. Without
        // an osVersion the scenario asks how today's UIKit behaves in that window, on any device.
        if root["osVersion"] != nil {
            do { try device.checkSupports(osVersion) } catch { throw ScenarioError(path: "osVersion", error.description) }
        }
        let mode = try Self.mode(root, path: "", osVersion: osVersion)
        if mode != .full && !mode.isIPhoneCompatibility {
            do { try OSFeature.multitasking.check(on: osVersion) } catch { throw ScenarioError(path: root["window"] != nil ? "window" : "mode", error.description) }
        }
        let placement: Placement
        do {
            placement = try Placement(device: device, orientation: orientation, mode: mode)
        } catch {
            throw ScenarioError(path: root["window"] != nil ? "window" : "mode", "\(error)")
        }
        guard let appValue = root["app"] else { throw ScenarioError(path: "app", "missing; expected an app name, a description file or an app object") }
        let app = try resolveApp(appValue, "app")
        if root["osVersion"] != nil, let target = app.deploymentTarget, osVersion < target {
            throw ScenarioError(path: "osVersion", "'\(osVersion)' is older than the app's deployment target, iOS \(target); the app does not install there")
        }
        guard let list = root["events"] as? [Any] else {
            throw ScenarioError(path: "events", root["events"] == nil ? "missing; expected an array of events" : "expected an array of events")
        }
        var events: [ScenarioEvent] = []
        for (index, item) in list.enumerated() {
            events.append(try Self.event(item, path: "events[\(index)]", app: app))
        }
        self.init(placement: placement, app: app.name, osVersion: osVersion, events: events)
    }

    private static func mode(_ root: [String: Any], path: String, osVersion: OSVersion) throws(ScenarioError) -> WindowMode {
        if root["mode"] != nil && root["window"] != nil {
            throw ScenarioError(path: "window", "give either mode or window, not both")
        }
        if let window = root["window"] {
            let size = try JSONReader.size(window, path: "window")
            return .window(width: size.width, height: size.height)
        }
        guard let value = root["mode"] else { return .full }
        // An iPhone-only app on iPad runs in compatibility mode, decided by the iPadOS version.
        if value as? String == CompatibilityMode.modeID { return .iPhoneCompatibility(osVersion: osVersion) }
        return try JSONReader.mode(value, path: "mode")
    }

    private static func event(_ item: Any, path: String, app: ScenarioApp) throws(ScenarioError) -> ScenarioEvent {
        guard let object = item as? [String: Any] else { throw ScenarioError(path: path, "expected an object such as {\"rotate\": \"portrait\"}") }
        guard object.count == 1, let name = object.keys.first, let value = object[name] else {
            throw ScenarioError(path: path, "an event has exactly one key, one of \(eventNames.joined(separator: ", "))")
        }
        let valuePath = "\(path).\(name)"
        switch name {
        case "multitask": return .multitask(try JSONReader.mode(value, path: valuePath))
        case "rotate": return .rotate(try JSONReader.orientation(value, path: valuePath))
        case "resize":
            let size = try JSONReader.size(value, path: valuePath)
            return .resize(width: size.width, height: size.height)
        case "background": try JSONReader.emptyObject(value, path: valuePath); return .background
        case "foreground": try JSONReader.emptyObject(value, path: valuePath); return .foreground
        case "push":
            if let object = value as? [String: Any] {
                for key in object.keys.sorted() where key != "title" && key != "column" {
                    throw ScenarioError(path: "\(valuePath).\(key)", "unknown key; expected title and column")
                }
                let title = try JSONReader.title(object["title"], path: "\(valuePath).title")
                var column: SplitColumn?
                if let value = object["column"] {
                    column = try JSONReader.column(value, path: "\(valuePath).column", allowed: [.primary, .secondary])
                }
                return .push(title: title, column: column)
            }
            return .push(title: try JSONReader.title(value, path: valuePath))
        case "showDetail": return .showDetail(title: try JSONReader.title(value, path: valuePath))
        case "showColumn": return .showColumn(try JSONReader.column(value, path: valuePath, allowed: [.primary, .supplementary, .secondary, .compact]))
        case "hideColumn": return .hideColumn(try JSONReader.column(value, path: valuePath, allowed: [.primary, .supplementary, .secondary, .compact]))
        case "pop": try JSONReader.emptyObject(value, path: valuePath); return .pop
        case "selectTab": return .selectTab(try JSONReader.index(value, path: valuePath))
        case "appearance":
            let style = try JSONReader.string(value, path: valuePath)
            guard let match = [UserInterfaceStyle.light, .dark].first(where: { $0.description == style }) else {
                throw ScenarioError(path: valuePath, "'\(style)' is not an appearance; expected light or dark")
            }
            return .appearance(match)
        case "present":
            guard let name = value as? String else { return .present(try presentation(value, path: valuePath)) }
            guard let request = app.presentations.first(where: { $0.name == name })?.request else {
                let known = app.presentations.map(\.name)
                throw ScenarioError(path: valuePath, known.isEmpty ? "the app describes no presentations; give the presentation as an object such as {\"title\": \"Menu\", \"style\": \"popover\"}"
                    : "no presentation named '\(name)'; the app has \(known.joined(separator: ", "))")
            }
            return .present(request)
        case "dismiss": try JSONReader.emptyObject(value, path: valuePath); return .dismiss
        case "swipeDown": try JSONReader.emptyObject(value, path: valuePath); return .swipeDown
        case "deviceOrientation": return .deviceOrientation(try deviceOrientation(value, path: valuePath))
        case "requestOrientations": return .requestOrientations(try orientationMask(value, path: valuePath))
        default:
            throw ScenarioError(path: "\(path).\(name)", "unknown event; expected one of \(eventNames.joined(separator: ", "))")
        }
    }
}
