/// How far a device with a hinge is open: UIKit's `UIHinge.Status` (iOS 27.1) without `.unknown`,
/// which PadKit never reports for a device it models.
///
/// Apple's statuses are "closed, partially open, and fully open" (tech talk 111464 "Leverage
/// multiple displays and scenes on iPhone Duo", 0:57; `UIHinge.Status` documentation: `.fullyOpen`
/// is "open as far as the device allows"). The raw values are the ones `padkit` reads and writes
/// (`"posture"` in matrix rows and measurement files, `{"hinge": ...}` in scenarios).
public enum Posture: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Folded shut: the app is on the outer display (HIG "Designing for iPhone Duo": "People
    /// interact with the outer display when the device is closed").
    case closed
    /// Partially folded, "like a book": the app is on the inner display, which the folding region
    /// divides (HIG: "When the device is partially open, the folding region divides the inner
    /// display into multiple usable regions").
    case partiallyOpen
    /// Flat open: the app is on the inner display, undivided.
    case fullyOpen

    /// The postures' names, for errors.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { rawValue }
}
