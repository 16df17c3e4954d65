/// The error `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` reports (iOS 16).
public enum GeometryUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `UISceneErrorDomain` code 101: nothing requested is in the supported set. The text is
    /// UIKit's, as reported in capawesome-team/capacitor-plugins#100: "None of the requested
    /// orientations are supported by the view controller. Requested: portrait; Supported: landscapeRight".
    case noRequestedOrientationSupported(requested: InterfaceOrientationMask, supported: InterfaceOrientationMask)
    /// An empty request.
    case emptyRequest
    /// `UISceneErrorDomain` code 101 with UIKit's other message: the window scene "must support
    /// all orientations" (a Split View, Slide Over or free-form window, or any multitasking iPad
    /// app), so iPadOS refuses programmatic orientation changes
    /// (``InterfaceOrientationRequest/geometryUpdateRefusal(idiom:mode:isMultitaskingApp:)``).
    case windowingModeDisallowsOrientationChanges

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .noRequestedOrientationSupported(let requested, let supported):
            return "UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. "
                + "Requested: \(requested); Supported: \(supported)\""
        case .emptyRequest:
            return "requestGeometryUpdate: the request names no interface orientation"
        case .windowingModeDisallowsOrientationChanges:
            return
                """
                UISceneErrorDomain Code=101 \"The current windowing mode does not allow for programmatic changes to interface \
                orientation.\"
                """
        }
    }
}
