import PadKit

/// A presentation the app's SwiftUI views can make (`.sheet`, `.fullScreenCover`, `.popover`),
/// named by the presented view's type, in the app description's contract for named presentations
/// (the keys of a scenario's `present` event, as a storyboard's presentation segues are written).
///
/// When it is shown depends on run-time state (the `isPresented` or `item` binding); that it can be
/// shown, and how, is written in the source.
public struct AppRootPresentation: Sendable, Hashable {
    /// The name scenarios use: the presented view's type (`SettingsView`), made unique with a number.
    public var name: String
    /// UIKit's style for the modifier: `.sheet` a form sheet (a page sheet with
    /// `presentationSizing(.page)`), `.fullScreenCover` full screen, `.popover` a popover.
    public var style: ModalPresentationStyle
    /// `presentationDetents`, as UIKit detents.
    public var detents: [SheetDetent]?
    /// A popover's arrow directions, from its `arrowEdge`.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// What `presentationCompactAdaptation` asks for in compact sizes (`none`: no adaptation).
    public var adaptiveStyle: ModalPresentationStyle?
    /// `presentationDragIndicator(.visible)`.
    public var prefersGrabberVisible = false
    /// `interactiveDismissDisabled()`.
    public var isModalInPresentation = false
    /// `file:line` of the modifier.
    public var source: String

    public init(name: String, style: ModalPresentationStyle, source: String) {
        self.name = name
        self.style = style
        self.source = source
    }

    /// The presentation as the description writes it (without `title`, which is the name).
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("style", .string(style.description))]
        if permittedArrowDirections != .any {
            pairs.append(("permittedArrowDirections", .array(permittedArrowDirections.directions.map { .string($0.description) })))
        }
        if let detents { pairs.append(("detents", .array(detents.map(\.jsonValue)))) }
        if prefersGrabberVisible { pairs.append(("prefersGrabberVisible", .bool(true))) }
        if isModalInPresentation { pairs.append(("isModalInPresentation", .bool(true))) }
        if let adaptiveStyle { pairs.append(("adaptiveStyle", .string(adaptiveStyle.description))) }
        pairs.append(("source", .string(source)))
        return .object(pairs)
    }
}
