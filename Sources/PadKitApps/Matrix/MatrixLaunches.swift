import PadKit

/// What ``RunnableApp/matrixLaunches(inspecting:resolvingOrientationsIn:osVersion:reusingLaunches:)``
/// found, in the order of the placements asked.
public struct MatrixLaunches: Sendable {
    /// The inspection in each inspected placement (`nil` for an app with nothing to inspect).
    public let inspections: [AppInspection?]
    /// The orientation decision in each decision placement (`nil` where it raised).
    public let orientationDecisions: [OrientationDecision?]
    /// What breaks in the app's Interface Builder views in each inspected placement (`nil` for
    /// an app without them).
    public let layoutFindings: [[LayoutFinding]?]

    /// Makes the answers from their parts.
    public init(
        inspections: [AppInspection?], orientationDecisions: [OrientationDecision?], layoutFindings: [[LayoutFinding]?] = []
    ) {
        self.inspections = inspections
        self.orientationDecisions = orientationDecisions
        self.layoutFindings = layoutFindings.isEmpty ? inspections.map { _ in nil } : layoutFindings
    }
}
