import PadKit

/// What a scenario's `{"present": {...}}` event presents: a new controller with a title and the
/// settings UIKit code would give it before calling `present(_:animated:completion:)`.
public struct PresentationRequest: Sendable, Hashable {
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
        var text: String {
            #"{"x": \#(NumberText.points(x)), "y": \#(NumberText.points(y)), "width": \#(NumberText.points(width)), "height": \#(NumberText.points(height))}"#
        }
    }

    /// The presented controller's title.
    public var title: String
    /// `modalPresentationStyle` (default `.automatic`).
    public var style: ModalPresentationStyle = .automatic
    /// `preferredContentSize`.
    public var preferredContentSize: (width: Double, height: Double)?
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

    /// Whether the two values are the same.
    public static func == (lhs: PresentationRequest, rhs: PresentationRequest) -> Bool { lhs.text == rhs.text }
    /// Hashes the components that `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Whether any delegate behaviour was asked for.
    var needsDelegate: Bool { adaptiveStyle != nil || wrapInNavigation || shouldDismiss != nil }

    /// The request as scenario JSON, keys in a fixed order, defaults left out.
    public var text: String {
        var parts = [#""title": \#(ScenarioEvent.quoted(title))"#]
        if style != .automatic { parts.append(#""style": "\#(style)""#) }
        if let size = preferredContentSize {
            parts.append(#""preferredContentSize": {"width": \#(NumberText.points(size.width)), "height": \#(NumberText.points(size.height))}"#)
        }
        if let sourceRect { parts.append(#""sourceRect": \#(sourceRect.text)"#) }
        if let barButtonItem { parts.append(#""barButtonItem": \#(barButtonItem.text)"#) }
        if permittedArrowDirections != .any {
            parts.append(#""permittedArrowDirections": [\#(permittedArrowDirections.directions.map { "\"\($0)\"" }.joined(separator: ", "))]"#)
        }
        if let detents {
            let items = detents.map { detent -> String in
                if case .height(let value) = detent.resolution {
                    return #"{"identifier": "\#(detent.identifier)", "height": \#(NumberText.points(value))}"#
                }
                return "\"\(detent)\""
            }
            parts.append(#""detents": [\#(items.joined(separator: ", "))]"#)
        }
        if let selectedDetent { parts.append(#""selectedDetent": "\#(selectedDetent)""#) }
        if let largestUndimmedDetent { parts.append(#""largestUndimmedDetent": "\#(largestUndimmedDetent)""#) }
        let flags: [(String, Bool)] = [
            ("prefersEdgeAttachedInCompactHeight", prefersEdgeAttachedInCompactHeight),
            ("widthFollowsPreferredContentSizeWhenEdgeAttached", widthFollowsPreferredContentSizeWhenEdgeAttached),
            ("prefersGrabberVisible", prefersGrabberVisible), ("isModalInPresentation", isModalInPresentation),
            ("wrapInNavigation", wrapInNavigation),
        ]
        for (key, value) in flags where value { parts.append(#""\#(key)": true"#) }
        if let adaptiveStyle { parts.append(#""adaptiveStyle": "\#(adaptiveStyle)""#) }
        if let shouldDismiss { parts.append(#""shouldDismiss": \#(shouldDismiss)"#) }
        return "{\(parts.joined(separator: ", "))}"
    }
}
