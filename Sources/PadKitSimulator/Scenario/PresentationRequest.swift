import Foundation
import PadKit

/// What a scenario's `{"present": {...}}` event presents: a new controller with a title and the
/// settings UIKit code would give it before calling `present(_:animated:completion:)`.
public struct PresentationRequest: Sendable, Hashable {
    /// A size in a scenario file: `{"width", "height"}`, in points.
    public struct Size: Sendable, Hashable {
        /// The width and height in points.
        public var width: Double, height: Double
        /// Makes a size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// A rectangle in a scenario file: `{"x", "y", "width", "height"}`.
    public struct Rect: Sendable, Hashable {
        /// The rectangle's origin and size, in the source view's coordinates (points).
        public var x: Double, y: Double, width: Double, height: Double
        /// Makes a rectangle.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
        /// The rectangle as a scenario writes it.
        var jsonValue: JSONValue {
            FrameText.json(CGRect(x: x, y: y, width: width, height: height))
        }
    }

    /// The presented controller's title.
    public var title: String
    /// `modalPresentationStyle` (default `.automatic`).
    public var style: ModalPresentationStyle = .automatic
    /// `preferredContentSize`.
    public var preferredContentSize: Size?
    /// A popover's `sourceRect` in the presenter's view; with it the presenter's view is the `sourceView`.
    public var sourceRect: Rect?
    /// A popover's bar button item, by its frame in the window.
    public var barButtonItem: Rect?
    /// A popover's `permittedArrowDirections`.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The sheet's detents (for a popover, its adaptive sheet's).
    public var detents: [SheetDetent]?
    /// `selectedDetentIdentifier` (`medium`, `large` or a custom identifier).
    public var selectedDetent: String?
    /// `largestUndimmedDetentIdentifier`.
    public var largestUndimmedDetent: String?
    /// `prefersEdgeAttachedInCompactHeight`.
    public var prefersEdgeAttachedInCompactHeight = false
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// `prefersGrabberVisible`.
    public var prefersGrabberVisible = false
    /// `isModalInPresentation`.
    public var isModalInPresentation = false
    /// What a delegate's `adaptivePresentationStyle(for:traitCollection:)` returns; `nil`: no delegate method.
    public var adaptiveStyle: ModalPresentationStyle?
    /// Whether a delegate wraps the controller in a navigation controller when it adapts (seed 003's
    /// "add a Done button" way).
    public var wrapInNavigation = false
    /// What a delegate's `presentationControllerShouldDismiss` returns; `nil`: no delegate method.
    public var shouldDismiss: Bool?

    /// A presentation of a new controller titled `title`, with every other setting at UIKit's default.
    public init(title: String) {
        self.title = title
    }

    /// Whether any delegate behaviour was asked for.
    var needsDelegate: Bool { adaptiveStyle != nil || wrapInNavigation || shouldDismiss != nil }

    /// The request as scenario JSON, keys in a fixed order, defaults left out.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("title", .string(title))]
        if style != .automatic { pairs.append(("style", .string(style.description))) }
        if let size = preferredContentSize {
            pairs.append(("preferredContentSize", FrameText.json(CGSize(width: size.width, height: size.height))))
        }
        if let sourceRect { pairs.append(("sourceRect", sourceRect.jsonValue)) }
        if let barButtonItem { pairs.append(("barButtonItem", barButtonItem.jsonValue)) }
        if permittedArrowDirections != .any {
            pairs.append(("permittedArrowDirections", .array(permittedArrowDirections.directions.map { .string($0.description) })))
        }
        if let detents {
            pairs.append(("detents", .array(detents.map(\.jsonValue))))
        }
        if let selectedDetent { pairs.append(("selectedDetent", .string(selectedDetent))) }
        if let largestUndimmedDetent { pairs.append(("largestUndimmedDetent", .string(largestUndimmedDetent))) }
        let flags: [(String, Bool)] = [
            ("prefersEdgeAttachedInCompactHeight", prefersEdgeAttachedInCompactHeight),
            ("widthFollowsPreferredContentSizeWhenEdgeAttached", widthFollowsPreferredContentSizeWhenEdgeAttached),
            ("prefersGrabberVisible", prefersGrabberVisible), ("isModalInPresentation", isModalInPresentation),
            ("wrapInNavigation", wrapInNavigation),
        ]
        for (key, value) in flags where value { pairs.append((key, .bool(true))) }
        if let adaptiveStyle { pairs.append(("adaptiveStyle", .string(adaptiveStyle.description))) }
        if let shouldDismiss { pairs.append(("shouldDismiss", .bool(shouldDismiss))) }
        return .object(pairs)
    }
}
