extension InterfaceOrientation {
    /// Reads an orientation by UIKit's case name (`"portrait"`) or Info.plist's
    /// (`"UIInterfaceOrientationPortrait"`); a bad value is reported with its path and gives `nil`.
    public init?(json value: JSONValue, path: String, report: InfoPlist.ProblemHandler) {
        guard case .string(let name) = value else {
            report(path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        guard !name.isEmpty else {
            report(path, "expected a non-empty string")
            return nil
        }
        guard let orientation = InterfaceOrientation(name: name) else {
            report(
                path,
                "'\(name)' is not an interface orientation; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight "
                    + "(or UIInterfaceOrientationPortrait ...)")
            return nil
        }
        self = orientation
    }
}

extension InterfaceOrientationMask {
    /// Reads a mask: an array of orientation names (``InterfaceOrientation/init(json:path:report:)``),
    /// or one of the mask names `all`, `allButUpsideDown`, `landscape`, `portrait`. Entries that
    /// are not orientations are reported and left out; the others are kept. An empty array is
    /// reported and read as the empty mask.
    public init?(json value: JSONValue, path: String, report: InfoPlist.ProblemHandler) {
        if case .string(let name) = value {
            let masks: [(String, InterfaceOrientationMask)] = [
                ("all", .all), ("allButUpsideDown", .allButUpsideDown), ("landscape", .landscape),
                ("portrait", .portrait),
            ]
            guard let mask = masks.first(where: { $0.0 == name })?.1 else {
                report(
                    path,
                    """
                    '\(name)' is not an orientation mask; expected an array of orientations or one of all, allButUpsideDown, landscape, \
                    portrait
                    """
                )
                return nil
            }
            self = mask
            return
        }
        guard case .array(let items) = value else {
            report(path, "expected an array of interface orientations, found \(value.kindDescription)")
            return nil
        }
        guard !items.isEmpty else {
            // Declared but empty: a problem, and kept as the empty mask it is (UIKit then finds
            // no orientation the app supports).
            report(path, "expected at least one of interface orientations")
            self = []
            return
        }
        self = []
        for (index, item) in items.enumerated() {
            if let orientation = InterfaceOrientation(json: item, path: "\(path)[\(index)]", report: report) { insert(orientation.mask) }
        }
    }
}
