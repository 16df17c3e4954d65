extension Device {
    /// The `padkit devices` JSON contract: `id`, `name`, `idiom`, `screen` (portrait points),
    /// `scale`, `diagonal`; then `family` and `provenance`; for a device with several displays,
    /// `displays` (``Display/jsonValue``), the first of which is `screen`'s.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("name", .string(name)),
            ("idiom", .string(idiom.description)),
            ("screen", FrameText.json(screen.portraitSize)),
            ("scale", .number(screen.scale)),
            ("diagonal", .number(diagonal)),
            ("family", .string(family.rawValue)),
            ("provenance", .string(screen.provenance.description)),
        ]
        if !displays.isEmpty { pairs.append(("displays", .array(displays.map(\.jsonValue)))) }
        return .object(pairs)
    }
}
