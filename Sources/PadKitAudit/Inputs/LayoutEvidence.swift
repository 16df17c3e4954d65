import PadKit
import PadKitApps

/// What the app's own screens do in the audited windows, read from `padkit matrix`'s launches
/// (``PadKitApps/MatrixLayout``: each row's `"layout"` findings, and the text wider than the
/// readable width its frames show) rather than laid out again: every screen the description can
/// show, in the container it is shown in (a split's column, under a navigation bar, above a tab
/// bar), in every window the app is offered.
///
/// Kinds: the matrix's (``PadKitApps/LayoutFindingKind``: `unsatisfiable`, `ambiguous`,
/// `underSystemArea`, `smallTarget`, ...) and `wideText` (``PadKitApps/WideText``). A matrix
/// kind that `padkit matrix` does not report by default (its precision, read by hand on real
/// apps, is under 80 %: ``PadKitApps/LayoutFindingKind/isReportedByDefault``) is kept apart, in
/// ``uncounted``: it never makes a criterion fail.
public struct LayoutEvidence: Sendable {
    /// One thing that breaks, with every window (indices into the audit's windows) it breaks in.
    public struct Finding: Sendable, Hashable {
        /// `unsatisfiable`, `ambiguous`, `underSystemArea`, `smallTarget`, `wideText`, ...
        public var kind: String
        /// `file:line` of the view or constraint.
        public var source: String
        /// What breaks, in the first window it breaks in, with the screen.
        public var message: String
        /// The windows it breaks in, ascending.
        public var windows: [Int]
    }

    /// The findings of the kinds that can fail a criterion, by kind, then source, then message.
    public let findings: [Finding]
    /// The findings of kinds off by default (under 80 % precision), in the same order: listed,
    /// never failing.
    public let uncounted: [Finding]
    /// The screens laid out (controller class and Interface Builder source), in the order first met.
    public let screens: [LayoutFinding.Screen]
    /// How many of the description's controllers name Interface Builder views that loaded.
    public let interfaceCount: Int
    /// The Interface Builder files the description names that could not be read, with why:
    /// criteria they could decide say so. (A SwiftUI hosting controller's scene is not one: its
    /// views are not Interface Builder's.)
    public let unreadable: [(file: String, reason: String)]

    /// The counted findings of `kind`.
    public func findings(_ kind: String) -> [Finding] { findings.filter { $0.kind == kind } }
    /// The uncounted findings of `kind`.
    public func uncounted(_ kind: String) -> [Finding] { uncounted.filter { $0.kind == kind } }

    /// Gathers the findings of `matrix`'s rows (worked out with every kind), each row matched to
    /// the audit's window with the same key.
    ///
    /// - Parameters:
    ///   - matrix: the app's matrix over the audited devices.
    ///   - interfaces: the app's Interface Builder views as loaded.
    ///   - windows: the audited windows.
    public init(matrix: AppMatrix, interfaces: AppInterfaces, windows: [AuditWindow]) {
        var indexOfKey: [String: Int] = [:]
        for (index, window) in windows.enumerated() where indexOfKey[window.key] == nil { indexOfKey[window.key] = index }
        var gathered: [String: Finding] = [:]
        var order: [String] = []
        var screens: [LayoutFinding.Screen] = []
        var seenScreens: Set<String> = []
        func add(_ key: String, kind: String, source: String, message: String, window: Int) {
            if gathered[key] == nil {
                order.append(key)
                gathered[key] = Finding(kind: kind, source: source, message: message, windows: [])
            }
            if gathered[key]?.windows.last != window { gathered[key]?.windows.append(window) }
        }
        if let layout = matrix.layout {
            for (rowIndex, row) in matrix.rows.enumerated() {
                let key = AuditWindow(row: row, osVersion: matrix.osVersion(of: row.placement)).key
                guard let window = indexOfKey[key] else { continue }
                for screen in rowIndex < layout.screens.count ? layout.screens[rowIndex] : []
                where seenScreens.insert(screen.scene).inserted {
                    screens.append(screen)
                }
                for finding in rowIndex < layout.rows.count ? layout.rows[rowIndex] : [] {
                    add(
                        finding.id, kind: finding.kind.rawValue, source: finding.source,
                        message: "\(finding.message) (\(finding.screen.className), \(finding.screen.scene))", window: window)
                }
                for wide in rowIndex < layout.wideTexts.count ? layout.wideTexts[rowIndex] : [] {
                    add(
                        wide.id, kind: "wideText", source: wide.view.source, message: "\(wide.message) (\(wide.screen.className))",
                        window: window)
                }
            }
        }
        let all = order.compactMap { key in
            gathered[key].map { Finding(kind: $0.kind, source: $0.source, message: $0.message, windows: Array(Set($0.windows)).sorted()) }
        }.sorted { ($0.kind, $0.source, $0.message) < ($1.kind, $1.source, $1.message) }
        findings = all.filter { Self.fails($0.kind) }
        uncounted = all.filter { !Self.fails($0.kind) }
        self.screens = screens
        interfaceCount = interfaces.byPath.count
        unreadable = interfaces.unresolved.compactMap { item in item.file.map { ($0, item.reason) } }
    }

    /// Whether findings of `kind` can fail a criterion: a matrix kind reported by default, or
    /// `wideText` (a width read from solved frames, no judgement of the design).
    public static func fails(_ kind: String) -> Bool {
        LayoutFindingKind(rawValue: kind)?.isReportedByDefault ?? (kind == "wideText")
    }
}
