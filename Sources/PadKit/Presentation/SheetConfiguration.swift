/// The settings of a `UISheetPresentationController` that decide its layout, with UIKit's
/// defaults (`UISheetPresentationController.h`, iOS 18.1 SDK).
public struct SheetConfiguration: Sendable, Hashable {
    /// `detents`, default `[.large()]`; at least one, smallest to largest.
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`, default `nil` (the smallest active detent).
    public var selectedDetentIdentifier: String?
    /// `largestUndimmedDetentIdentifier`, default `nil` (every detent dims).
    public var largestUndimmedDetentIdentifier: String?
    /// `prefersEdgeAttachedInCompactHeight`, default `false` (full screen in compact height).
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`, default `false` (the width of the
    /// container's safe area).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// `prefersGrabberVisible`, default `false`.
    public var prefersGrabberVisible: Bool

    /// Makes a configuration; everything not given is UIKit's default.
    public init(
        detents: [SheetDetent] = [.large], selectedDetentIdentifier: String? = nil,
        largestUndimmedDetentIdentifier: String? = nil, prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, prefersGrabberVisible: Bool = false
    ) {
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        self.prefersGrabberVisible = prefersGrabberVisible
    }
}
