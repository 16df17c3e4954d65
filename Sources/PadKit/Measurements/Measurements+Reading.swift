import Foundation

extension Measurements {
    /// Reads a measurements file's JSON, listing every bad value with its JSON path.
    ///
    /// - Parameters:
    ///   - value: the parsed file.
    ///   - source: the file's name, for the provenance.
    /// - Throws: always a ``MeasurementsError`` (plain `throws`: Swift 6.3 miscompiles typed throws
    ///   on initializers), with every problem (`measurements[2].window.width: ...`).
    public init(json value: JSONValue, source: String) throws {
        var problems: [MeasurementsError.Problem] = []
        func problem(_ path: String, _ message: String) { problems.append(.init(path: path, message: message)) }
        guard case .object(let top) = value else {
            throw MeasurementsError(
                file: source,
                problems: [
                    .init(path: "$", message: "expected an object such as {\"measurements\": [...]}, found \(value.kindDescription)")
                ])
        }
        for (key, _) in top where key != "measurements" { problem(key, "unknown key; expected measurements") }
        guard case .array(let items)? = value["measurements"] else {
            problem("measurements", "missing or not an array; expected an array of measured placements")
            throw MeasurementsError(file: source, problems: problems)
        }
        let keys = [
            "device", "osVersion", "multitasking", "placement", "orientation", "window", "safeAreaInsets", "navigationBarHeight",
            "tabBarHeight", "display", "posture",
        ]
        var read: [MeasuredPlacement] = []
        for (index, item) in items.enumerated() {
            let path = "measurements[\(index)]"
            guard case .object(let pairs) = item else {
                problem(path, "expected an object, found \(item.kindDescription)")
                continue
            }
            for (key, _) in pairs where !keys.contains(key) {
                problem("\(path).\(key)", "unknown key; expected one of \(keys.joined(separator: ", "))")
            }
            func string(_ key: String) -> String? {
                guard let found = item[key] else { problem("\(path).\(key)", "missing"); return nil }
                guard case .string(let text) = found, !text.isEmpty else {
                    problem("\(path).\(key)", "expected a string, found \(found.kindDescription)"); return nil
                }
                return text
            }
            func number(_ value: JSONValue?, _ at: String, positive: Bool) -> Double? {
                guard let value else { problem(at, "missing"); return nil }
                guard case .number(let number) = value, number.isFinite, positive ? number > 0 : number >= 0, number <= 100_000 else {
                    problem(at, "expected a \(positive ? "positive" : "non-negative") number of points, found \(value.kindDescription)")
                    return nil
                }
                return number
            }
            var device: Device?
            if let id = string("device") {
                do { device = try Device.named(id) } catch { problem("\(path).device", error.description) }
            }
            var displayID: Display.ID?, posture: Posture?
            if let found = item["display"] {
                if case .string(let name) = found, let id = Display.ID(rawValue: name) {
                    displayID = id
                } else {
                    device = nil
                    problem(
                        "\(path).display",
                        "expected one of \(Display.ID.allCases.map(\.rawValue).joined(separator: ", ")), found \(found.kindDescription)")
                }
            }
            if let found = item["posture"] {
                if case .string(let name) = found, let value = Posture(rawValue: name) {
                    posture = value
                } else {
                    device = nil
                    problem("\(path).posture", "expected one of \(Posture.names), found \(found.kindDescription)")
                }
            }
            if let named = device, displayID != nil || posture != nil {
                do throws(DeviceDisplayError) {
                    if let displayID {
                        device = try named.on(displayID, posture: posture)
                    } else {
                        device = try named.folded(to: posture ?? .closed)
                    }
                } catch {
                    problem("\(path).\(displayID == nil || error.isAboutPosture ? "posture" : "display")", error.description)
                    device = nil
                }
            }
            var os: OSVersion?
            if let text = string("osVersion") {
                if let version = OSVersion(text) {
                    do { os = try version.modelledRelease() } catch { problem("\(path).osVersion", error.description) }
                    if let device, os != nil {
                        do { try device.checkSupports(version) } catch { problem("\(path).osVersion", error.description) }
                    }
                } else {
                    problem("\(path).osVersion", "'\(text)' is not a version such as \"26.1\"")
                }
            }
            var setting: MultitaskingSetting?
            if let found = item["multitasking"] {
                if case .string(let name) = found, let value = MultitaskingSetting(rawValue: name) {
                    setting = value
                } else {
                    problem(
                        "\(path).multitasking",
                        """
                        expected one of \(MultitaskingSetting.allCases.map(\.rawValue).joined(separator: ", ")), found \
                        \(found.kindDescription)
                        """
                    )
                }
            }
            var landscape: Bool?
            if let text = string("orientation") {
                if text == "portrait" || text == "landscape" {
                    landscape = text == "landscape"
                } else {
                    problem("\(path).orientation", "'\(text)' is not portrait or landscape")
                }
            }
            var mode: WindowMode?
            if let id = string("placement") {
                // The one reader of mode ids; the version only decides what `slide_over` means.
                do throws(WindowModeError) { mode = try WindowMode.named(id, osVersion: os ?? .latest) } catch {
                    problem("\(path).placement", error.description)
                }
            }
            if let device, let os, let mode, let landscape {
                do {
                    _ = try WindowingSystem.setting(offering: mode, on: device, osVersion: os, only: setting)
                    _ = try Placement(device: device, orientation: landscape ? .landscapeRight : .portrait, mode: mode)
                } catch {
                    problem("\(path).placement", "\(error)")
                }
            }
            var size: CGSize?
            if case .object? = item["window"] {
                let width = number(item["window"]?["width"], "\(path).window.width", positive: true)
                let height = number(item["window"]?["height"], "\(path).window.height", positive: true)
                if let width, let height { size = CGSize(width: width, height: height) }
            } else {
                problem("\(path).window", "expected an object such as {\"width\": 596, \"height\": 834}")
            }
            var insets: EdgeInsets?
            if let found = item["safeAreaInsets"] {
                let sides = ["top", "left", "bottom", "right"].map { number(found[$0], "\(path).safeAreaInsets.\($0)", positive: false) }
                if sides.allSatisfy({ $0 != nil }) {
                    insets = EdgeInsets(top: sides[0] ?? 0, left: sides[1] ?? 0, bottom: sides[2] ?? 0, right: sides[3] ?? 0)
                }
            }
            let navigationBar = item["navigationBarHeight"].flatMap { number($0, "\(path).navigationBarHeight", positive: true) }
            let tabBar = item["tabBarHeight"].flatMap { number($0, "\(path).tabBarHeight", positive: true) }
            if let device, let os, let mode, let landscape, let size {
                if size.width > device.screen.size(in: landscape ? .landscapeRight : .portrait).width + 0.5
                    || size.height > device.screen.size(in: landscape ? .landscapeRight : .portrait).height + 0.5
                {
                    problem(
                        "\(path).window",
                        """
                        \(NumberText.points(Double(size.width)))x\(NumberText.points(Double(size.height))) is larger than \(device.id)'s \
                        screen
                        """
                    )
                    continue
                }
                read.append(
                    MeasuredPlacement(
                        device: device.id, osVersion: os, multitasking: setting, mode: mode.id, landscape: landscape,
                        window: size, safeAreaInsets: insets, navigationBarHeight: navigationBar, tabBarHeight: tabBar,
                        display: device.display?.id, posture: device.posture))
            }
        }
        if !problems.isEmpty { throw MeasurementsError(file: source, problems: problems) }
        self.init(placements: read, source: source)
    }
}
