extension Placement {
    /// The `padkit matrix` / `padkit traits` JSON contract: `device`, `orientation`
    /// (`portrait|landscape`), `mode`, `window`, `traits`, `provenance`, then the window's
    /// `safeAreaInsets` (`top`, `left`, `bottom`, `right`; ``safeAreaInsets``).
    ///
    /// `osVersion` leaves out the traits that did not exist on it (``TraitCollection/jsonValue(osVersion:)``).
    public func jsonValue(traits: TraitCollection, osVersion: OSVersion = .latest) -> JSONValue {
        .object([
            ("device", .string(device.id)),
            ("orientation", .string(isLandscape ? "landscape" : "portrait")),
            ("mode", .string(mode.id)),
            ("window", .object([
                ("width", .number(Double(window.size.width))),
                ("height", .number(Double(window.size.height))),
            ])),
            ("traits", traits.jsonValue(osVersion: osVersion)),
            ("provenance", .string(window.provenance.description)),
            ("safeAreaInsets", safeAreaInsets.jsonValue),
        ])
    }
}
