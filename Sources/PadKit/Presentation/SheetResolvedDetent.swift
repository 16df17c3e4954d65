/// A detent that is active in a container, with its height.
public struct SheetResolvedDetent: Sendable, Hashable {
    /// The detent.
    public let detent: SheetDetent
    /// The height within the safe area.
    public let height: Double
}
