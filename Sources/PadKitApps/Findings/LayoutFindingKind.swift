/// What breaks in a window: a closed list, named in JSON as the issue writes them.
public enum LayoutFindingKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Required constraints that cannot all hold; UIKit breaks one to recover.
    case unsatisfiable
    /// A view the constraints leave free on an axis.
    case ambiguous
    /// A view outside its superview's bounds or the window, where it was inside as designed.
    case clipped
    /// A view with content (text, an image) squeezed to zero width or height.
    case zeroSize
    /// Content under the status bar, the home indicator, the sensor housing or the window
    /// controls: pinned to its superview's edges rather than the safe area or a layout region.
    case underSystemArea
    /// A label whose text no longer fits on its lines at the width it gets.
    case truncated
    /// A control under 44 x 44 pt although it was at least that as designed.
    case smallTarget
    /// A view that overlaps a sibling it did not overlap as designed.
    case newOverlap

    /// Whether `padkit matrix` reports the kind unless asked (`--layout-kinds`): a kind whose
    /// precision, read by hand on the matrix's own findings (screens in their containers) of real
    /// apps, is at least 80 % over at least five findings is on; the others are off until they are
    /// better (`docs/layout-your-screens.md`, "Findings read by hand": underSystemArea 7 of 8;
    /// truncated 2 of 3, ambiguous 0 of 3, newOverlap 2 of 2, clipped 1 of 1 are under 80 % or
    /// too few to say; smallTarget and zeroSize met none). `unsatisfiable` is the engine's own
    /// conflict, reported as UIKit logs it and compared with the design, and stays on
    /// (`docs/choices.md`).
    public var isReportedByDefault: Bool {
        switch self {
        case .unsatisfiable, .underSystemArea: return true
        case .ambiguous, .clipped, .zeroSize, .truncated, .smallTarget, .newOverlap: return false
        }
    }

    public static func < (lhs: LayoutFindingKind, rhs: LayoutFindingKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
