extension Device {
    /// The catalog device with `id`, or with the display name `padkit devices` prints (`iPad Pro
    /// 11-inch (M4)`, compared without regard to case or repeated spaces), so a name copied from
    /// that list works where an id is asked for.
    ///
    /// - Throws: ``DeviceCatalogError/unknownDevice(id:suggestions:)`` with up to three of the
    ///   closest ids (by edit distance, ties in catalog order) when there is none.
    public static func named(_ id: String, in catalog: [Device] = Device.all) throws(DeviceCatalogError) -> Device {
        if let device = catalog.first(where: { $0.id == id }) { return device }
        let name = displayNameKey(id)
        if let device = catalog.first(where: { displayNameKey($0.name) == name }) { return device }
        throw .unknownDevice(id: id, suggestions: suggestions(for: id, in: catalog))
    }

    /// A display name as compared: lowercased, runs of white space as one space, trimmed.
    private static func displayNameKey(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// The `limit` catalog ids closest to `id`: ids containing it first, then by edit distance.
    public static func suggestions(for id: String, in catalog: [Device] = Device.all, limit: Int = 3) -> [String] {
        let needle = id.lowercased()
        let scored = catalog.enumerated().map { index, device -> (score: Int, index: Int, id: String) in
            let distance = EditDistance.levenshtein(needle, device.id)
            let bonus = device.id.contains(needle) && !needle.isEmpty ? -100 : 0
            return (distance + bonus, index, device.id)
        }
        return
            scored
            .sorted { ($0.score, $0.index) < ($1.score, $1.index) }
            .prefix(limit)
            .map(\.id)
    }
}
