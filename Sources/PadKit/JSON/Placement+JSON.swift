extension Placement {
    /// The `padkit matrix` / `padkit traits` JSON contract: `device`, `orientation`
    /// (`portrait|landscape`), `mode`, then `multitasking` (the ``MultitaskingSetting`` that offers
    /// the window; iPad rows only) and `osVersion` (the release the row answers for, such as
    /// `"27.0"`), then `window`, `traits`, `provenance` and the window's `safeAreaInsets` (`top`,
    /// `left`, `bottom`, `right`; ``safeArea(os:)``).
    ///
    /// `"iPhoneApp": true` marks an iPhone-only app in an iPad window (iPadOS 27) and
    /// `"compatibilityDesign": true` an app in iPadOS 26's compatibility design
    /// (``hostsCompatibilityDesign``), both after `mode`.
    ///
    /// On a device with several displays (iPhone Duo), `"display"` (`outer`, `inner`) and
    /// `"posture"` (``Posture``) follow `device`.
    ///
    /// `osVersion` also leaves out the traits that did not exist on it (``TraitCollection/jsonValue(osVersion:)``).
    public func jsonValue(traits: TraitCollection, osVersion: OSVersion, multitasking: MultitaskingSetting? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("device", .string(device.id))
        ]
        if let display = device.display, let posture = device.posture {
            pairs += [("display", .string(display.id.rawValue)), ("posture", .string(posture.rawValue))]
        }
        pairs += [
            ("orientation", .string(isLandscape ? "landscape" : "portrait")),
            ("mode", .string(mode.id)),
        ]
        // An iPhone-only app in an iPad window (iPadOS 27): the window is the mode's, the traits an iPhone's.
        if hostsIPhoneApp { pairs.append(("iPhoneApp", .bool(true))) }
        // An app in iPadOS 26's compatibility design: windows with controls get the 32-pt top band.
        if hostsCompatibilityDesign { pairs.append(("compatibilityDesign", .bool(true))) }
        if let multitasking { pairs.append(("multitasking", .string(multitasking.rawValue))) }
        pairs += [
            ("osVersion", .string(osVersion.description)),
            (
                "window",
                .object([
                    ("width", .number(Double(window.size.width))),
                    ("height", .number(Double(window.size.height))),
                ])
            ),
            ("traits", traits.jsonValue(osVersion: osVersion)),
            ("provenance", .string(window.provenance.description)),
            ("safeAreaInsets", safeArea(os: osVersion).insets.jsonValue),
        ]
        return .object(pairs)
    }
}
