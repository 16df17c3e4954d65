import PadJSON

extension JSONReader {
    /// One of UIKit's four interface orientations, by its case name (`portrait`) or Info.plist's
    /// (`UIInterfaceOrientationPortrait`).
    public func orientation(_ value: JSONValue, path: String) -> InterfaceOrientation? {
        guard let name = string(value, path: path) else { return nil }
        guard let orientation = InterfaceOrientation(name: name) else {
            problem(path, "'\(name)' is not an interface orientation; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight "
                + "(or UIInterfaceOrientationPortrait ...)")
            return nil
        }
        return orientation
    }

    /// An orientation mask: an array of orientation names (`"portrait"` or Info.plist's
    /// `"UIInterfaceOrientationPortrait"`), or one of the mask names `all`, `allButUpsideDown`,
    /// `landscape`, `portrait`.
    public func orientationMask(_ value: JSONValue, path: String) -> InterfaceOrientationMask? {
        if case .string(let name) = value {
            let masks: [(String, InterfaceOrientationMask)] = [("all", .all), ("allButUpsideDown", .allButUpsideDown), ("landscape", .landscape),
                                                              ("portrait", .portrait)]
            if let mask = masks.first(where: { $0.0 == name })?.1 { return mask }
            problem(path, "'\(name)' is not an orientation mask; expected an array of orientations or one of all, allButUpsideDown, landscape, portrait")
            return nil
        }
        guard let items = array(value, path: path, nonEmpty: true, what: "interface orientations") else { return nil }
        var mask: InterfaceOrientationMask = []
        for (index, item) in items.enumerated() {
            if let orientation = orientation(item, path: "\(path)[\(index)]") { mask.insert(orientation.mask) }
        }
        return mask
    }

    /// A size in points, `{"width": 320, "height": 400}`, each from 0 to 100 000.
    public func sizeInPoints(_ value: JSONValue, path: String) -> (width: Double, height: Double)? {
        guard let pairs = object(value, path: path, keys: ["width", "height"], example: "{\"width\": 320, \"height\": 400}") else { return nil }
        let width = pairs["width"].flatMap { number($0, path: "\(path).width", in: 0...100_000, what: "a width in points") }
        let height = pairs["height"].flatMap { number($0, path: "\(path).height", in: 0...100_000, what: "a height in points") }
        if pairs["width"] == nil { problem("\(path).width", "missing; expected a width in points") }
        if pairs["height"] == nil { problem("\(path).height", "missing; expected a height in points") }
        guard let width, let height else { return nil }
        return (width, height)
    }

    /// An OS version such as `"16.0"`.
    public func version(_ value: JSONValue, path: String, example: String = "16.0") -> OSVersion? {
        guard let text = string(value, path: path) else { return nil }
        guard let version = OSVersion(text) else {
            problem(path, "'\(text)' is not a version such as \"\(example)\"")
            return nil
        }
        return version
    }
}
