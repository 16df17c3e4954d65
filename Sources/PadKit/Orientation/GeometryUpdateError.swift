/// The error `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` reports (iOS 16).
public enum GeometryUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `UISceneErrorDomain` code 101: nothing requested is in the supported set. The text is
    /// UIKit's, as reported in capawesome-team/capacitor-plugins#100: "None of the requested
    /// orientations are supported by the view controller. Requested: portrait; Supported: landscapeRight".
    case noRequestedOrientationSupported(requested: InterfaceOrientationMask, supported: InterfaceOrientationMask)
    /// An empty request.
    case emptyRequest

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .noRequestedOrientationSupported(let requested, let supported):
            return "UISceneErrorDomain Code=101 \"None of the requested orientations are supported by the view controller. "
                + "Requested: \(requested); Supported: \(supported)\""
        case .emptyRequest:
            return "requestGeometryUpdate: the request names no interface orientation"
        }
    }
}
