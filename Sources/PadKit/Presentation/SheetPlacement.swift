import Foundation

/// A sheet's resolved layout: its frame, the detent it rests at and whether it dims what is behind.
public struct SheetPlacement: Sendable, Hashable {
    /// The sheet's frame in the container.
    public let frame: CGRect
    /// The detent the sheet rests at.
    public let detent: SheetDetent
    /// The active detents with their heights, smallest first.
    public let activeDetents: [SheetResolvedDetent]
    /// Whether the sheet is attached to the bottom edge (compact width, or compact height with
    /// `prefersEdgeAttachedInCompactHeight`); otherwise it floats at its form or page size.
    public let isEdgeAttached: Bool
    /// Whether the content behind is dimmed at this detent.
    public let dimsBackground: Bool
    /// Whether the grabber shows.
    public let showsGrabber: Bool

    /// Makes a placement.
    public init(
        frame: CGRect, detent: SheetDetent, activeDetents: [SheetResolvedDetent], isEdgeAttached: Bool,
        dimsBackground: Bool, showsGrabber: Bool
    ) {
        self.frame = frame
        self.detent = detent
        self.activeDetents = activeDetents
        self.isEdgeAttached = isEdgeAttached
        self.dimsBackground = dimsBackground
        self.showsGrabber = showsGrabber
    }
}
