import Foundation
import PadKit

extension Scenario {
    /// The top-level keys a scenario may have.
    static let topLevelKeys = ["device", "display", "posture", "orientation", "mode", "window", "app", "osVersion", "events"]
    /// The event names a scenario may use.
    public static let eventNames = [
        "multitask", "rotate", "resize", "background", "foreground", "push", "pop", "selectTab", "appearance",
        "showDetail", "showColumn", "hideColumn",
        "present", "dismiss", "swipeDown", "deviceOrientation", "requestOrientations",
        "prefersInterfaceOrientationLocked", "hinge",
    ]

    /// Reads a scenario whose `app` is one of the built-in names in `appNames`.
    ///
    /// - Parameters:
    ///   - data: the scenario file's contents.
    ///   - appNames: the built-in apps; `app` must be one of them.
    /// - Throws: ``ScenarioError`` listing every bad value with its JSON path and what is accepted.
    public init(json data: Data, appNames: [String]) throws {
        try self.init(
            json: data,
            resolveApp: { value, path throws(ScenarioError) in
                guard case .string(let name) = value else {
                    throw ScenarioError(path: path, "expected a string, found \(value.kindDescription)")
                }
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
    /// Reading goes on past a bad value, so the error lists every problem in the file; what
    /// depends on a bad value (the placement on a bad device) is not checked further.
    ///
    /// - Throws: ``ScenarioError`` listing every bad value with its JSON path and what is accepted.
    public init(json data: Data, resolveApp: (_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScenarioApp) throws {
        let reader = JSONReader()
        guard let root = reader.parse(data),
            let pairs = reader.object(
                root, path: "", keys: Self.topLevelKeys,
                example: #"{"device": "ipad-air-2", "orientation": "portrait", "app": "single", "events": []}"#)
        else {
            throw ScenarioError(problems: reader.problems)
        }
        let device = reader.required(pairs, "device", path: "", expected: "a device id").flatMap { Self.device($0, reader: reader) }
            .flatMap { Self.pose(of: $0, pairs, reader: reader) }
        let orientation = reader.required(pairs, "orientation", path: "", expected: "portrait or landscape")
            .flatMap { Self.orientation($0, path: "orientation", reader: reader) }
        let osVersion = Self.osVersion(pairs, device: device, reader: reader)
        // After a bad osVersion (already a problem) ids are still read, as the newest release means them.
        let mode = Self.mode(pairs, osVersion: osVersion ?? .latest, reader: reader)
        let modePath = pairs["window"] != nil ? "window" : "mode"
        var placement: Placement?
        if let device, let orientation, let mode, let osVersion {
            do {
                // The one resolution `matrix` and `traits` use: a window the OS or its settings do
                // not offer is refused with the same reason.
                placement = try WindowContext(device: device, orientation: orientation, mode: mode, osVersion: osVersion).resolve()
                    .placement
            } catch {
                reader.problem(modePath, "\(error)")
            }
        }
        var app: ScenarioApp?
        if let value = reader.required(pairs, "app", path: "", expected: "an app name, a description file or an app object") {
            do { app = try resolveApp(value, "app") } catch { reader.record(error.problems) }
        }
        if pairs["osVersion"] != nil, let osVersion, let target = app?.deploymentTarget, osVersion < target {
            reader.problem(
                "osVersion", "'\(osVersion)' is older than the app's deployment target, iOS \(target); the app does not install there")
        }
        var events: [ScenarioEvent] = []
        if let list = reader.required(pairs, "events", path: "", expected: "an array of events")
            .flatMap({ reader.array($0, path: "events", nonEmpty: false, what: "events") })
        {
            for (index, item) in list.enumerated() {
                if let event = Self.event(item, path: "events[\(index)]", app: app, osVersion: osVersion ?? .latest, reader: reader) {
                    events.append(event)
                }
            }
        }
        guard reader.problems.isEmpty, let placement, let app, let osVersion else { throw ScenarioError(problems: reader.problems) }
        self.init(placement: placement, app: app.name, osVersion: osVersion, events: events)
        offering = .required
    }

    private static func device(_ value: JSONValue, reader: JSONReader) -> Device? {
        guard let id = reader.string(value, path: "device") else { return nil }
        do throws(DeviceCatalogError) {
            return try Device.named(id)
        } catch {
            reader.problem("device", error.description)
            return nil
        }
    }

    /// `display` and `posture`, on a device with several displays (iPhone Duo): the device as the
    /// window there sees it; `nil` after a problem, which names the value.
    private static func pose(of device: Device, _ pairs: [(String, JSONValue)], reader: JSONReader) -> Device? {
        let displayValue = pairs["display"], postureValue = pairs["posture"]
        guard displayValue != nil || postureValue != nil else { return device }
        var display: Display.ID?, posture: Posture?
        if let displayValue {
            guard let name = reader.string(displayValue, path: "display") else { return nil }
            guard let id = Display.ID(rawValue: name) else {
                reader.problem(
                    "display", "'\(name)' is not a display; expected one of \(Display.ID.allCases.map(\.rawValue).joined(separator: ", "))")
                return nil
            }
            display = id
        }
        if let postureValue {
            guard let named = Self.posture(postureValue, path: "posture", reader: reader) else { return nil }
            posture = named
        }
        do throws(DeviceDisplayError) {
            guard let display else { return try device.folded(to: posture ?? .closed) }
            return try device.on(display, posture: posture)
        } catch {
            reader.problem(display == nil || error.isAboutPosture ? "posture" : "display", error.description)
            return nil
        }
    }

    /// A posture (`UIHinge.Status`): closed, partiallyOpen or fullyOpen.
    static func posture(_ value: JSONValue, path: String, reader: JSONReader) -> Posture? {
        guard let name = reader.string(value, path: path) else { return nil }
        guard let posture = Posture(rawValue: name) else {
            reader.problem(path, "'\(name)' is not a posture; expected one of \(Posture.names)")
            return nil
        }
        return posture
    }

    /// `osVersion`: when absent, the newest release the device runs, as `padkit matrix` answers
    /// (an iPad Air 2 runs iOS 15, never 27); a given one must be one the device runs. `nil`
    /// after a problem.
    private static func osVersion(_ pairs: [(String, JSONValue)], device: Device?, reader: JSONReader) -> OSVersion? {
        guard let value = pairs["osVersion"] else { return device?.newestOSVersion ?? .latest }
        guard let version = reader.version(value, path: "osVersion", example: "17.4") else { return nil }
        // Size classes and trait collections arrive with iOS 8; the twin models nothing older.
        guard version >= .oldestModelled else {
            reader.problem("osVersion", "'\(version)' is older than iOS 8, the first with size classes")
            return nil
        }
        // A release that never existed (19 to 25) or is newer than PadKit models.
        do { _ = try version.modelledRelease() } catch {
            reader.problem("osVersion", error.description)
            return nil
        }
        // A device runs only the releases between the one it shipped with and its last.
        if let device {
            do throws(OSSupportError) { try device.checkSupports(version) } catch {
                reader.problem("osVersion", error.description)
                return nil
            }
        }
        return version
    }

    /// `mode` or `window` (not both); full screen when neither is given.
    private static func mode(_ pairs: [(String, JSONValue)], osVersion: OSVersion, reader: JSONReader) -> WindowMode? {
        if pairs["mode"] != nil && pairs["window"] != nil {
            reader.problem("window", "give either mode or window, not both")
            return nil
        }
        if let window = pairs["window"] {
            return reader.sizeInPoints(window, path: "window").map { .window(width: $0.width, height: $0.height) }
        }
        guard let value = pairs["mode"] else { return .full }
        return Self.windowMode(value, path: "mode", osVersion: osVersion, reader: reader)
    }

    /// A mode id, read by the one reader (``PadKit/WindowMode/named(_:osVersion:)``): an unknown
    /// id is a problem listing every id.
    static func windowMode(_ value: JSONValue, path: String, osVersion: OSVersion, reader: JSONReader) -> WindowMode? {
        guard let id = reader.string(value, path: path) else { return nil }
        do throws(WindowModeError) {
            return try WindowMode.named(id, osVersion: osVersion)
        } catch {
            reader.problem(path, error.description)
            return nil
        }
    }

    /// `portrait` and `landscape` (landscapeRight), or one of UIKit's four interface orientations.
    static func orientation(_ value: JSONValue, path: String, reader: JSONReader) -> InterfaceOrientation? {
        guard let name = reader.string(value, path: path) else { return nil }
        if name == "landscape" { return .landscapeRight }
        guard let orientation = InterfaceOrientation(name: name) else {
            reader.problem(
                path, "'\(name)' is not an orientation; expected portrait, landscape, portraitUpsideDown, landscapeLeft or landscapeRight")
            return nil
        }
        return orientation
    }

    private static func column(_ value: JSONValue, path: String, allowed: [SplitColumn], reader: JSONReader) -> SplitColumn? {
        guard let name = reader.string(value, path: path) else { return nil }
        guard let column = SplitColumn(name: name), allowed.contains(column) else {
            reader.problem(path, "'\(name)' is not a column; expected one of \(allowed.map(\.description).joined(separator: ", "))")
            return nil
        }
        return column
    }

    private static func event(
        _ item: JSONValue, path: String, app: ScenarioApp?, osVersion: OSVersion, reader: JSONReader
    ) -> ScenarioEvent? {
        guard case .object(let pairs) = item else {
            reader.problem(path, "expected an object such as {\"rotate\": \"portrait\"}, found \(item.kindDescription)")
            return nil
        }
        guard pairs.count == 1, let (name, value) = pairs.first else {
            reader.problem(path, "an event has exactly one key, one of \(eventNames.joined(separator: ", "))")
            return nil
        }
        let valuePath = "\(path).\(name)"
        let anyColumn: [SplitColumn] = [.primary, .supplementary, .secondary, .compact]
        switch name {
        case "multitask": return windowMode(value, path: valuePath, osVersion: osVersion, reader: reader).map { .multitask($0) }
        case "rotate": return orientation(value, path: valuePath, reader: reader).map { .rotate($0) }
        case "resize": return reader.sizeInPoints(value, path: valuePath).map { .resize(width: $0.width, height: $0.height) }
        case "background": return reader.emptyObject(value, path: valuePath) ? .background : nil
        case "foreground": return reader.emptyObject(value, path: valuePath) ? .foreground : nil
        case "push":
            guard case .object = value else { return reader.string(value, path: valuePath).map { .push(title: $0) } }
            guard
                let fields = reader.object(
                    value, path: valuePath, keys: ["title", "column"], example: #"{"title": "Detail", "column": "primary"}"#),
                let title = reader.required(fields, "title", path: valuePath, expected: "a title").flatMap({
                    reader.string($0, path: "\(valuePath).title")
                })
            else { return nil }
            guard let columnValue = fields["column"] else { return .push(title: title) }
            return column(columnValue, path: "\(valuePath).column", allowed: [.primary, .secondary], reader: reader).map {
                .push(title: title, column: $0)
            }
        case "showDetail": return reader.string(value, path: valuePath).map { .showDetail(title: $0) }
        case "showColumn": return column(value, path: valuePath, allowed: anyColumn, reader: reader).map { .showColumn($0) }
        case "hideColumn": return column(value, path: valuePath, allowed: anyColumn, reader: reader).map { .hideColumn($0) }
        case "pop": return reader.emptyObject(value, path: valuePath) ? .pop : nil
        case "selectTab": return reader.index(value, path: valuePath).map { .selectTab($0) }
        case "appearance":
            return reader.named(value, path: valuePath, cases: [UserInterfaceStyle.light, .dark], what: "an appearance").map {
                .appearance($0)
            }
        case "present":
            guard case .string(let name) = value else { return reader.presentationRequest(value, path: valuePath).map { .present($0) } }
            // Without an app (its problem is already reported) a name cannot be looked up.
            guard let app else { return nil }
            guard let request = app.presentations.first(where: { $0.name == name })?.request else {
                let known = app.presentations.map(\.name)
                reader.problem(
                    valuePath,
                    known.isEmpty
                        ? """
                        the app describes no presentations; give the presentation as an object such as {\"title\": \"Menu\", \
                        \"style\": \"popover\"}
                        """
                        : "no presentation named '\(name)'; the app has \(known.joined(separator: ", "))")
                return nil
            }
            return .present(request)
        case "dismiss": return reader.emptyObject(value, path: valuePath) ? .dismiss : nil
        case "swipeDown": return reader.emptyObject(value, path: valuePath) ? .swipeDown : nil
        case "deviceOrientation": return deviceOrientation(value, path: valuePath, reader: reader).map { .deviceOrientation($0) }
        case "requestOrientations": return reader.orientationMask(value, path: valuePath).map { .requestOrientations($0) }
        case "prefersInterfaceOrientationLocked": return reader.bool(value, path: valuePath).map { .prefersInterfaceOrientationLocked($0) }
        case "hinge": return posture(value, path: valuePath, reader: reader).map { .hinge($0) }
        default:
            reader.problem(valuePath, JSONReader.unknownKeyMessage(name, known: eventNames, what: "event"))
            return nil
        }
    }

    /// Reads `{"deviceOrientation": "faceUp"}`'s value.
    private static func deviceOrientation(_ value: JSONValue, path: String, reader: JSONReader) -> DeviceOrientation? {
        guard let name = reader.string(value, path: path) else { return nil }
        guard let orientation = DeviceOrientation(name: name), orientation != .unknown else {
            reader.problem(
                path,
                "'\(name)' is not a device orientation; expected one of "
                    + DeviceOrientation.allCases.filter { $0 != .unknown }.map(\.description).joined(separator: ", "))
            return nil
        }
        return orientation
    }
}
