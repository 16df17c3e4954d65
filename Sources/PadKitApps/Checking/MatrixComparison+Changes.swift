import PadKit

extension MatrixComparison {
    /// The changes from `old` rows to `new` rows, placement by placement, in words.
    ///
    /// Rows are grouped by device and orientation (and OS version and multitasking setting): the
    /// windows offered or not any more in a group make one ``PlacementChange/Kind/offering``
    /// change; a matched row whose values differ makes a ``PlacementChange/Kind/state`` change, and
    /// when every matched row of the group changed the same way they make one (the text then
    /// names no mode: `portrait no longer allowed`).
    static func changes(from old: [JSONValue], to new: [JSONValue], origin: PlacementChange.Origin) -> [PlacementChange] {
        let matching = RowMatching(old: old, new: new)
        func group(_ key: MatrixRowKey) -> MatrixRowKey {
            MatrixRowKey(
                device: key.device, orientation: key.orientation, mode: "", osVersion: key.osVersion, multitasking: key.multitasking,
                display: key.display, posture: key.posture)
        }
        var groups: [MatrixRowKey] = []
        // Groups in the recorded order, then those only today's rows have.
        for key in matching.oldKeys + matching.newKeys where !groups.contains(group(key)) { groups.append(group(key)) }
        var changes: [PlacementChange] = []
        for groupKey in groups {
            let removed = matching.removed.filter { group(matching.oldKeys[$0]) == groupKey }.map { matching.oldKeys[$0].mode }
            let added = matching.added.filter { group(matching.newKeys[$0]) == groupKey }.map { matching.newKeys[$0].mode }
            let oldModes = matching.oldKeys.filter { group($0) == groupKey }.map(\.mode)
            if !removed.isEmpty || !added.isEmpty {
                var facts: [String] = []
                if !removed.isEmpty { facts.append("\(WindowWords.text(removed, among: oldModes)) no longer offered") }
                if !added.isEmpty {
                    facts.append(
                        "\(WindowWords.text(added, among: matching.newKeys.filter { group($0) == groupKey }.map(\.mode))) now offered")
                }
                var key = groupKey
                key.mode = (removed + added).first ?? ""
                changes.append(
                    PlacementChange(
                        key: key, modes: removed + added.filter { !removed.contains($0) }, kind: .offering, modesAdded: added,
                        modesRemoved: removed, facts: facts, aspects: .placements, origin: origin))
            }
            let pairs = matching.pairs.filter { group(matching.newKeys[$0.new]) == groupKey }
            var stateChanges: [PlacementChange] = []
            for pair in pairs {
                let facts = RowFacts(old: old[pair.old], new: new[pair.new], orientation: groupKey.orientation)
                guard !facts.texts.isEmpty else { continue }
                stateChanges.append(
                    PlacementChange(
                        key: matching.newKeys[pair.new], modes: [matching.newKeys[pair.new].mode], kind: .state,
                        facts: facts.texts, aspects: facts.aspects, origin: origin))
            }
            if stateChanges.count > 1, stateChanges.count == pairs.count, Set(stateChanges.map(\.facts)).count == 1,
                let first = stateChanges.first
            {
                var merged = first
                merged.modes = stateChanges.map(\.key.mode)
                merged.everyMode = true
                changes.append(merged)
            } else {
                changes += stateChanges
            }
        }
        // The OS and the multitasking setting are named only when the rows have several.
        let keys = matching.oldKeys + matching.newKeys
        let severalOS = Set(keys.compactMap(\.osVersion)).count > 1, severalSettings = Set(keys.compactMap(\.multitasking)).count > 1
        return changes.map { change in
            var named = change
            let parts = [severalOS ? change.key.osVersion.map { "OS \($0)" } : nil, severalSettings ? change.key.multitasking : nil]
                .compactMap { $0 }
            named.settingText = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
            return named
        }
    }
}

/// Window modes in words: `Split View and Slide Over`, `Split View's half`, `full screen`.
enum WindowWords {
    /// `modes` in words; a Split View share list that is every share of `among` is `Split View`.
    static func text(_ modes: [String], among all: [String]) -> String {
        let shares = ["two_thirds", "half", "one_third"]
        let splitModes = modes.filter(shares.contains)
        var parts: [String] = []
        let tiles = modes.filter { $0.hasPrefix("tile_") }, windows = modes.filter { $0.hasPrefix("window") }
        for mode in modes {
            if shares.contains(mode) {
                guard mode == splitModes.first else { continue }
                let allShares = all.filter(shares.contains)
                parts.append(splitModes == allShares ? "Split View" : "Split View's " + splitModes.map(shareName).joined(separator: ", "))
            } else if mode.hasPrefix("tile_") {
                // iPadOS 26's tiles (halves, thirds, quarters) are named together.
                guard mode == tiles.first else { continue }
                parts.append(
                    tiles == all.filter { $0.hasPrefix("tile_") }
                        ? "tiles" : "tiles " + tiles.map { String($0.dropFirst(5)) }.joined(separator: ", "))
            } else if mode.hasPrefix("window") {
                guard mode == windows.first else { continue }
                parts.append(windows == all.filter { $0.hasPrefix("window") } ? "resizable windows" : windows.joined(separator: ", "))
            } else {
                parts.append(name(mode))
            }
        }
        guard parts.count > 1, let last = parts.last else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func shareName(_ mode: String) -> String {
        switch mode {
        case "two_thirds": return "2/3"
        case "half": return "1/2"
        case "one_third": return "1/3"
        default: return mode
        }
    }

    private static func name(_ mode: String) -> String {
        switch mode {
        case "full": return "full screen"
        case "slide_over": return "Slide Over"
        case "iphone_compatibility": return "iPhone compatibility mode"
        case "full_screen_compatibility": return "the full-screen compatibility window"
        default: return mode
        }
    }
}
