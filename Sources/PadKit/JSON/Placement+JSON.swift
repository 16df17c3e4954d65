extension Placement {
    /// The `padkit matrix` / `padkit traits` JSON contract: `device`, `orientation`
    /// (`portrait|landscape`), `mode`, `window`, `traits`, `provenance`, then the window's
    /// `safeAreaInsets` (`top`, `left`, `bottom`, `right`; ``safeAreaInsets``).
    public func jsonValue(traits: TraitCollection) -> JSONValue {
        .object([
            ("device", .string(device.id)),
            ("orientation", .string(isLandscape ? "landscape" : "portrait")),
            ("mode", .string(mode.id)),
            ("window", .object([
                ("width", .number(Double(window.size.width))),
                ("height", .number(Double(window.size.height))),
            ])),
            ("traits", traits.jsonValue),
            ("provenance", .string(window.provenance.description)),
            ("safeAreaInsets", safeAreaInsets.jsonValue),
        ])
    }
}
