import Foundation

/// Where a popover goes: the arrow direction and the popover's frame in the container.
public struct PopoverPlacement: Sendable, Hashable {
    /// The arrow direction chosen.
    public let arrowDirection: PopoverArrowDirection
    /// The popover's content frame, inside the containing frame.
    public let frame: CGRect
    /// The content size asked for (``PopoverLayout/contentSize(preferred:presentationWidth:)``),
    /// before it was fitted into the containing frame.
    public let contentSize: CGSize
}
