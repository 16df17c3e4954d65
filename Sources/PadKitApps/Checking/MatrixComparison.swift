import PadKit

/// What changed between a recorded expectation and what the app gets now, placement by
/// placement, in words, with the app's changes told apart from PadKit's.
///
/// Three sets of rows take part: the recorded ones (an older PadKit, the recorded description),
/// today's PadKit on the recorded description (the re-run), and today's PadKit on the app's
/// description now. Recorded against re-run is what PadKit now answers differently (the app did
/// not change); re-run against now is what the app changed, traced to the differences between the
/// two descriptions (``AppDescription/changes(since:)``). Without a recorded description (a file
/// of rows only, an app written in Swift) the two cannot be told apart and every change counts as
/// the app's (``isSeparated`` is `false`).
///
/// Rows are matched by ``MatrixRowKey``: device, orientation, mode, and the OS version and
/// multitasking setting where both sides' rows carry them (rows recorded before PadKit wrote those
/// keys still match).
public struct MatrixComparison: Sendable {
    /// The app's name (today's description, else the recorded one).
    public var appName: String?
    /// Rows recorded.
    public var expectedCount: Int
    /// Rows now.
    public var currentCount: Int
    /// Rows now that have a recorded row with the same key.
    public var matchedCount: Int
    /// What the app changed, traced to ``descriptionChanges``.
    public var appChanges: [PlacementChange]
    /// What PadKit now answers differently for the same description.
    public var padkitChanges: [PlacementChange]
    /// What changed in the description since it was recorded.
    public var descriptionChanges: [DescriptionChange]
    /// Whether the app's changes could be told apart from PadKit's (the expectation holds its
    /// description and today's run has one).
    public var isSeparated: Bool

    /// Compares an expectation with what the app gets now.
    ///
    /// - Parameters:
    ///   - expectation: what was recorded.
    ///   - current: the app's rows now (`padkit matrix --format json`, same options as recorded).
    ///   - description: the app's description now, when it has one.
    ///   - rows: today's rows for a description (the same matrix, run on the recorded description);
    ///     called only when the recorded description differs from today's.
    /// - Throws: what `rows` throws (a recorded description today's twin cannot build).
    ///   - interfaceFiles: the Interface Builder files today's app reads, with their digests
    ///     (``AppInterfaces/fileDigests``): a layout finding that came or went is the app's change
    ///     when its file changed since the expectation was recorded.
    public init(
        expectation: MatrixExpectation, current all: [JSONValue], description: AppDescription?,
        interfaceFiles: [InterfaceFileDigest] = [], rows allRows: (AppDescription) throws -> [JSONValue]
    ) rethrows {
        let layoutChanges = Self.layoutChanges(
            from: expectation.rows, to: all, recordedFiles: expectation.interfaceFiles, currentFiles: interfaceFiles)
        var expectation = expectation
        expectation.rows = Self.withoutLayout(expectation.rows)
        let current = Self.withoutLayout(all)
        appName = description?.name ?? expectation.description?.name
        expectedCount = expectation.rows.count
        currentCount = current.count
        matchedCount = Self.matchedCount(expectation.rows, current)
        if let recorded = expectation.description, let description {
            isSeparated = true
            let changes = description.changes(since: recorded)
            descriptionChanges = changes
            let rerun = recorded == description ? current : Self.withoutLayout(try allRows(recorded))
            padkitChanges = Self.changes(from: expectation.rows, to: rerun, origin: .padkit)
            appChanges = Self.changes(from: rerun, to: current, origin: .app).map { change in
                var traced = change
                traced.causes = changes.filter { !$0.effects.isDisjoint(with: change.aspects) }
                return traced
            }
        } else {
            isSeparated = false
            descriptionChanges = []
            padkitChanges = []
            appChanges = Self.changes(from: expectation.rows, to: current, origin: .app)
        }
        appChanges += layoutChanges.filter { $0.origin == .app }
        padkitChanges += layoutChanges.filter { $0.origin == .padkit }
    }

    /// Whether the check fails: the app changed something, or (unless `appChangesOnly`) PadKit did.
    public func fails(appChangesOnly: Bool) -> Bool {
        !appChanges.isEmpty || (!appChangesOnly && !padkitChanges.isEmpty)
    }

    /// Every change, the app's first.
    public var allChanges: [PlacementChange] { appChanges + padkitChanges }

    private static func matchedCount(_ old: [JSONValue], _ new: [JSONValue]) -> Int {
        let matching = RowMatching(old: old, new: new)
        return matching.pairs.count
    }
}

extension MatrixComparison {
    /// Names `file` as where every description change without a source is: a hand-written
    /// description has no `source` strings, its keys and controllers are in the file itself.
    public mutating func locateUnsourcedChanges(in file: String) {
        func located(_ change: DescriptionChange) -> DescriptionChange {
            var change = change
            if change.source == nil { change.source = file }
            return change
        }
        descriptionChanges = descriptionChanges.map(located)
        appChanges = appChanges.map { change in
            var change = change
            change.causes = change.causes.map(located)
            return change
        }
    }
}
