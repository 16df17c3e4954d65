import PadKit

/// What ``RunnableApp/matrixLaunches(inspecting:resolvingOrientationsIn:osVersion:measurements:reusingLaunches:presentations:)``
/// found, in the order of the placements asked.
public struct MatrixLaunches: Sendable {
    /// The inspection in each inspected placement (`nil` for an app with nothing to inspect).
    public let inspections: [AppInspection?]
    /// The orientation decision in each decision placement (`nil` where it raised).
    public let orientationDecisions: [OrientationDecision?]
    /// What breaks in the app's Interface Builder views in each inspected placement (`nil` for
    /// an app without them).
    public let layoutFindings: [[LayoutFinding]?]
    /// The text laid out wider than the readable width in each inspected placement (`nil` for an
    /// app without Interface Builder views).
    public let wideTexts: [[WideText]?]
    /// The screens laid out in each inspected placement, in the order visited (`nil` for an app
    /// without Interface Builder views).
    public let screens: [[LayoutFinding.Screen]?]

    /// Makes the answers from their parts.
    public init(
        inspections: [AppInspection?], orientationDecisions: [OrientationDecision?], layoutFindings: [[LayoutFinding]?] = [],
        wideTexts: [[WideText]?] = [], screens: [[LayoutFinding.Screen]?] = []
    ) {
        self.inspections = inspections
        self.orientationDecisions = orientationDecisions
        self.layoutFindings = layoutFindings.isEmpty ? inspections.map { _ in nil } : layoutFindings
        self.wideTexts = wideTexts.isEmpty ? self.layoutFindings.map { _ in nil } : wideTexts
        self.screens = screens.isEmpty ? self.layoutFindings.map { _ in nil } : screens
    }
}
