/// What the engine did when required constraints conflicted: UIKit's "Unable to simultaneously
/// satisfy constraints" log as a value.
///
/// Auto Layout "identifies the set of conflicting constraints", "breaks one of the conflicting
/// constraints and checks the layout", and carries on (Auto Layout Guide, *Unsatisfiable
/// Layouts*). PadLayout breaks the constraint whose addition (or constant change) made the
/// required set infeasible — the last one in the pass's deterministic order (tree order,
/// generated constraints before a view's installed ones) — and keeps it active but out of the
/// solver; it is tried again whenever another constraint goes away. UIKit does not document
/// which constraint it picks; this choice makes the outcome reproducible.
public struct UnsatisfiableConstraintsReport: Sendable, Equatable, CustomStringConvertible {
    /// The conflicting constraints, the broken one first, described as in ``LayoutConstraint/description``
    /// (generated ones carry UIKit's names: `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, …).
    public let conflicting: [String]
    /// The constraint left out of the solution.
    public let broken: String
    /// The ``LayoutConstraint/identifier``s of the conflicting constraints that have one (an
    /// Interface Builder constraint's object id), in the order of ``conflicting``; generated
    /// constraints have none.
    public var conflictingIdentifiers: [String] = []
    /// The broken constraint's identifier, when it has one.
    public var brokenIdentifier: String?
    /// The views and guides' names the conflicting constraints relate, in order, without repeats.
    public var itemNames: [String] = []
    /// The content sizes (`NSContentSizeLayoutConstraint`) among the conflicting constraints, the
    /// broken one included, as values: what a reader checks a conflict against without parsing
    /// ``conflicting``.
    public var contentSizes: [ContentSize] = []

    /// A view's hugging (`length <= value`) or compression resistance (`length >= value`) on an axis.
    public struct ContentSize: Sendable, Hashable {
        /// The view's ``LayoutItem/layoutName``.
        public let view: String
        public let axis: LayoutAxis
        /// `lessThanOrEqual` for hugging, `greaterThanOrEqual` for compression resistance.
        public let relation: Relation
        /// The intrinsic content size's length on `axis`.
        public let value: Double
    }

    /// UIKit's console message, without addresses.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.", "(",
        ]
        lines += conflicting.map { "    \"\($0)\"" }
        lines.append(")")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("\(broken)")
        return lines.joined(separator: "\n")
    }
}
