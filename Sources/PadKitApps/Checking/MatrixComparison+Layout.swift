import PadKit

extension MatrixComparison {
    /// The rows without their `"layout"` objects: layout findings are compared by
    /// ``layoutChanges(from:to:recordedFiles:currentFiles:)``, which tells the app's changes from
    /// PadKit's by the Interface Builder files, not by the description.
    static func withoutLayout(_ rows: [JSONValue]) -> [JSONValue] {
        rows.map { row in
            guard case .object(let pairs) = row else { return row }
            return .object(pairs.filter { $0.0 != "layout" })
        }
    }

    /// The layout findings that appeared (new) or went away (fixed) in each matched row, in
    /// words: `UILabel Lbl-aa-001 "Total" is truncated (new): constraint Ll1-aa-001 in
    /// Main.storyboard:14`. A finding that rests on the text model within its error (`"certain":
    /// false`) is left out: it never fails the check on its own.
    ///
    /// A change is the app's when the Interface Builder file the finding is in changed since it
    /// was recorded (its digest differs, or it was not recorded), else PadKit's (the same files,
    /// laid out differently by a newer PadKit).
    static func layoutChanges(
        from old: [JSONValue], to new: [JSONValue], recordedFiles: [InterfaceFileDigest], currentFiles: [InterfaceFileDigest]
    ) -> [PlacementChange] {
        let matching = RowMatching(old: old, new: new)
        func changed(_ file: String) -> Bool {
            guard let now = currentFiles.first(where: { $0.path == file }) else { return true }
            return recordedFiles.first(where: { $0.path == file })?.digest != now.digest
        }
        var changes: [PlacementChange] = []
        for pair in matching.pairs {
            let before = Self.certainItems(old[pair.old]), after = Self.certainItems(new[pair.new])
            let key = matching.newKeys[pair.new]
            var byOrigin: [PlacementChange.Origin: [String]] = [:]
            for item in after where !before.contains(where: { $0.id == item.id }) {
                byOrigin[changed(item.file) ? .app : .padkit, default: []].append(item.text(state: "new"))
            }
            for item in before where !after.contains(where: { $0.id == item.id }) {
                byOrigin[changed(item.file) ? .app : .padkit, default: []].append(item.text(state: "fixed"))
            }
            for origin in [PlacementChange.Origin.app, .padkit] {
                guard let facts = byOrigin[origin] else { continue }
                changes.append(PlacementChange(key: key, modes: [key.mode], kind: .state, facts: facts, aspects: .screen, origin: origin))
            }
        }
        return changes
    }

    /// A row's certain layout items.
    private static func certainItems(_ row: JSONValue) -> [LayoutItem] {
        guard case .array(let items)? = row["layout"]?["items"] else { return [] }
        return items.compactMap { item in
            guard case .string(let id)? = item["id"], case .string(let kind)? = item["kind"], item["certain"] != .bool(false) else {
                return nil
            }
            var scene = ""
            if case .string(let text)? = item["screen"]?["scene"] { scene = text }
            var subject = ""
            if case .array(let views)? = item["views"], let view = views.first {
                subject = [view["class"], view["id"]].compactMap { value -> String? in
                    if case .string(let text)? = value { return text }
                    return nil
                }.joined(separator: " ")
                if case .string(let text)? = view["text"] { subject += " \"\(text.prefix(40))\"" }
            }
            var constraint: String?
            if case .array(let constraints)? = item["constraints"], let first = constraints.first,
                case .string(let cid)? = first["id"], case .string(let source)? = first["source"]
            {
                constraint = "constraint \(cid) in \(source)"
            }
            var source = ""
            if case .string(let text)? = item["source"] { source = text }
            return LayoutItem(
                id: id, kind: kind, subject: subject.isEmpty ? scene : subject, where: constraint ?? source,
                file: String(scene.prefix { $0 != "#" }))
        }
    }

    private struct LayoutItem {
        let id: String
        let kind: String
        let subject: String
        let `where`: String
        let file: String

        func text(state: String) -> String { "\(subject) is \(kind) (\(state)): \(`where`)" }
    }
}
