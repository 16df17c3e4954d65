extension Display {
    /// One display in `padkit devices --format json`: `id` (`outer`, `inner`), `screen` (portrait
    /// points), `scale`, `downsample` (only where the panel is not drawn 1:1), `diagonal`,
    /// `postures` (in which the app is on it), `sizeClasses`, `honoursSupportedOrientations`,
    /// `splitView` (the pane's width, where it offers Split View) and `provenance`.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(id.rawValue)),
            ("screen", FrameText.json(screen.portraitSize)),
            ("scale", .number(screen.scale)),
        ]
        if let downsample { pairs.append(("downsample", .number((downsample * 10000).rounded() / 10000))) }
        pairs += [
            ("diagonal", .number(diagonal)),
            ("postures", .array(postures.map { .string($0.rawValue) })),
            ("sizeClasses", .string(sizeClasses.rawValue)),
            ("honoursSupportedOrientations", .bool(honoursSupportedOrientations)),
        ]
        if let splitViewPaneWidth { pairs.append(("splitViewPaneWidth", .number(splitViewPaneWidth))) }
        pairs.append(("provenance", .string(provenance.description)))
        return .object(pairs)
    }
}
