/// The direction leading and trailing follow (`UIUserInterfaceLayoutDirection`).
///
/// In right-to-left layouts, leading is the right edge and trailing the left, and offsets along
/// them grow inward: `leading == superview.leading + 20` puts the view 20 points left of the
/// superview's right edge. The engine expresses leading as −right and trailing as −left there.
public enum UserInterfaceLayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// `UIUserInterfaceLayoutDirection`'s cases of the same names.
    case leftToRight, rightToLeft
}
