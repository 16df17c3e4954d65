import PadJSON

extension JSONReader {
    /// One of UIKit's four interface orientations, by its case name (`portrait`) or Info.plist's
    /// (`UIInterfaceOrientationPortrait`) (``InterfaceOrientation/init(json:path:report:)``).
    public func orientation(_ value: JSONValue, path: String) -> InterfaceOrientation? {
        InterfaceOrientation(json: value, path: path, report: problem)
    }

    /// An orientation mask (``InterfaceOrientationMask/init(json:path:report:)``): an array of
    /// orientation names, or one of the mask names `all`, `allButUpsideDown`, `landscape`, `portrait`.
    public func orientationMask(_ value: JSONValue, path: String) -> InterfaceOrientationMask? {
        InterfaceOrientationMask(json: value, path: path, report: problem)
    }

    /// A size in points, `{"width": 320, "height": 400}`, each from 0 to 100 000.
    public func sizeInPoints(_ value: JSONValue, path: String) -> (width: Double, height: Double)? {
        guard let pairs = object(value, path: path, keys: ["width", "height"], example: "{\"width\": 320, \"height\": 400}") else {
            return nil
        }
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
