import PadKit

extension MatrixComparison {
    /// `padkit matrix --expect --format json`: the counts, the app's changes, PadKit's, and the
    /// description's, each change with its placement key, modes, facts and causes.
    public var jsonValue: JSONValue {
        .object([
            ("app", appName.map(JSONValue.string) ?? .null),
            ("recorded", .number(Double(expectedCount))),
            ("now", .number(Double(currentCount))),
            ("matched", .number(Double(matchedCount))),
            ("separated", .bool(isSeparated)),
            ("appChanges", .array(appChanges.map(\.jsonValue))),
            ("padkitChanges", .array(padkitChanges.map(\.jsonValue))),
            ("descriptionChanges", .array(descriptionChanges.map(\.jsonValue))),
        ])
    }
}

extension PlacementChange {
    /// The change as JSON: its key, kind, modes, facts and causes.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("device", .string(key.device))]
        if let display = key.display { pairs.append(("display", .string(display))) }
        if let posture = key.posture { pairs.append(("posture", .string(posture))) }
        pairs.append(("orientation", .string(key.orientation)))
        if let os = key.osVersion { pairs.append(("osVersion", .string(os))) }
        if let multitasking = key.multitasking { pairs.append(("multitasking", .string(multitasking))) }
        pairs += [
            ("kind", .string(kind.rawValue)), ("modes", .array(modes.map(JSONValue.string))), ("everyMode", .bool(everyMode)),
            ("facts", .array(facts.map(JSONValue.string))), ("causes", .array(causes.map(\.jsonValue))),
            ("origin", .string(origin.rawValue)),
        ]
        return .object(pairs)
    }
}

extension DescriptionChange {
    /// The change as JSON: what, in words, and where.
    public var jsonValue: JSONValue {
        .object([("subject", .string(subject)), ("text", .string(text)), ("source", source.map(JSONValue.string) ?? .null)])
    }
}
