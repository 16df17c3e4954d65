extension Device {
    /// The `padkit devices` JSON contract: `id`, `name`, `idiom`, `screen` (portrait points),
    /// `scale`, `diagonal`; then `family` and `provenance`.
    public var jsonValue: JSONValue {
        .object([
            ("id", .string(id)),
            ("name", .string(name)),
            ("idiom", .string(idiom.description)),
            (
                "screen",
                .object([
                    ("width", .number(Double(screen.portraitSize.width))),
                    ("height", .number(Double(screen.portraitSize.height))),
                ])
            ),
            ("scale", .number(screen.scale)),
            ("diagonal", .number(diagonal)),
            ("family", .string(family.rawValue)),
            ("provenance", .string(screen.provenance.description)),
        ])
    }
}
