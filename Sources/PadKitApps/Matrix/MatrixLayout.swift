import PadKit

/// What breaks in an app's Interface Builder views across `padkit matrix`'s rows: each row's
/// findings (its `"layout"` object, a contract) and the same findings grouped by cause, with the
/// windows each affects (the table's notes, `--layout-details`, the contact sheet).
public struct MatrixLayout: Sendable {
    /// Each row's findings, of the kinds asked for, in the row's order.
    public let rows: [[LayoutFinding]]
    /// One finding per cause, with every window it affects, in the order first met.
    public let grouped: [LayoutFinding]
    /// The kinds reported.
    public let kinds: [LayoutFindingKind]
    /// Each row's text wider than the readable width (not a finding kind: the audit's
    /// readable-width criterion reads it), in the row's order.
    public let wideTexts: [[WideText]]
    /// Each row's screens laid out (every tab, every level of a stack), in the order visited.
    public let screens: [[LayoutFinding.Screen]]

    /// Groups `rows`' findings, keeping only `kinds`.
    ///
    /// - Parameters:
    ///   - windows: each row's window, for the grouped findings' ``LayoutFinding/windows``.
    ///   - wideTexts: each row's text wider than the readable width.
    ///   - screens: each row's screens laid out.
    public init(
        rows: [[LayoutFinding]], windows: [LayoutFinding.Window], kinds: [LayoutFindingKind], wideTexts: [[WideText]] = [],
        screens: [[LayoutFinding.Screen]] = []
    ) {
        let kept = rows.map { $0.filter { kinds.contains($0.kind) } }
        var grouped: [LayoutFinding] = []
        var indexOfID: [String: Int] = [:]
        for (row, findings) in zip(windows, kept) {
            for finding in findings {
                if let index = indexOfID[finding.id] {
                    // A finding rests on the text model only if it does so in every window.
                    grouped[index].certain = grouped[index].certain || finding.certain
                    grouped[index].windows.append(row)
                } else {
                    indexOfID[finding.id] = grouped.count
                    var first = finding
                    first.windows = [row]
                    grouped.append(first)
                }
            }
        }
        self.rows = kept
        self.grouped = grouped
        self.kinds = kinds
        self.wideTexts = wideTexts
        self.screens = screens
    }

    /// A row's window name: `ipad-pro-13-inch-m4 landscape tile_third_leading`, with the
    /// multitasking setting when the row has one.
    public static func windowName(_ row: SettingPlacement) -> String {
        let p = row.placement
        return "\(p.device.id) \(p.isLandscape ? "landscape" : "portrait") \(p.mode.id)" + (row.setting.map { " \($0)" } ?? "")
    }

    /// The row's `"layout"` object: `{"findings": n, "byKind": {...}, "items": [...]}`.
    public func json(row index: Int) -> JSONValue {
        let findings = index < rows.count ? rows[index] : []
        let byKind = kinds.map { kind in (kind.rawValue, JSONValue.number(Double(findings.filter { $0.kind == kind }.count))) }
        return .object([
            ("findings", .number(Double(findings.count))), ("byKind", .object(byKind)),
            ("items", .array(findings.map(Self.item))),
        ])
    }

    /// One item of a row: `id`, `kind`, `screen`, `views`, `constraints`, `source`, `certain`.
    static func item(_ finding: LayoutFinding) -> JSONValue {
        .object([
            ("id", .string(finding.id)), ("kind", .string(finding.kind.rawValue)),
            ("screen", .object([("class", .string(finding.screen.className)), ("scene", .string(finding.screen.scene))])),
            (
                "views",
                .array(
                    finding.views.map { view in
                        .object([
                            ("id", .string(view.id)), ("class", .string(view.className)),
                            ("text", view.text.map(JSONValue.string) ?? .null), ("source", .string(view.source)),
                        ])
                    })
            ),
            (
                "constraints",
                .array(finding.constraints.map { .object([("id", .string($0.id)), ("source", .string($0.source))]) })
            ),
            ("source", .string(finding.source)), ("certain", .bool(finding.certain)),
        ])
    }

    /// The notes under the table: one line per cause with the windows it affects.
    public func notes(windowCount: Int) -> [String] {
        grouped.map { $0.line(of: windowCount) }
    }

    /// What `--layout-details` prints: each finding with its views' and constraints' IB ids and
    /// sources, and every window it affects.
    public func details(windowCount: Int) -> String {
        var lines: [String] = []
        if grouped.isEmpty { lines.append("No layout findings of the kinds \(kinds.map(\.rawValue).joined(separator: ", ")).") }
        for finding in grouped {
            lines.append("\(finding.kind.rawValue) [\(finding.id)]\(finding.certain ? "" : " (uncertain: within the text model's error)")")
            lines.append("  \(finding.message)")
            lines.append("  screen: \(finding.screen.className) (\(finding.screen.scene)); fix at \(finding.source)")
            for view in finding.views {
                lines.append("  view \(view.id) \(view.className)\(view.text.map { " \"\($0.prefix(40))\"" } ?? "") (\(view.source))")
            }
            for constraint in finding.constraints { lines.append("  constraint \(constraint.id) (\(constraint.source))") }
            lines.append("  \(finding.windowsText(of: windowCount)):")
            for window in finding.windows { lines.append("    \(window.name) (\(NumberText.points(window.width)) pt wide)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
