/// Why UIKit would refuse an orientation configuration.
///
/// Where UIKit raises, the exception name (`UIApplicationInvalidInterfaceOrientation`, as crash
/// logs print it) and the reason are UIKit's verbatim for
/// ``noCommonOrientation(controller:controllerOrientations:applicationOrientations:)`` and
/// ``preferredOrientationNotSupported(preferred:supported:)``; PadKit appends the masks it
/// compared in parentheses. The other messages are PadKit's own wording.
public enum OrientationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app's and the controller's orientations do not intersect, and the controller
    /// autorotates. UIKit raises with this message (`UIApplication.h`; seen verbatim in
    /// rolandleth/LTHPasscodeViewController#129 and phoboslab/Ejecta#236).
    case noCommonOrientation(
        controller: String, controllerOrientations: InterfaceOrientationMask, applicationOrientations: InterfaceOrientationMask)
    /// A controller's `supportedInterfaceOrientations` returned 0 ("The value you return must not
    /// be 0", `supportedInterfaceOrientations` documentation).
    case emptyControllerOrientations(controller: String)
    /// The app's own mask (Info.plist or app delegate) is empty.
    case emptyApplicationOrientations(source: String)
    /// Everything the app and controller allow is something the hardware cannot do (only upside
    /// down, on an iPhone without a Home button). PadKit's message: UIKit's is not documented.
    case unsupportedByDevice(requested: InterfaceOrientationMask, device: InterfaceOrientationMask)
    /// `preferredInterfaceOrientationForPresentation` is not in the supported set (UIKit's
    /// message, as in nytimes/NYTPhotoViewer#360).
    case preferredOrientationNotSupported(preferred: InterfaceOrientation, supported: InterfaceOrientationMask)

    /// The message, naming the bad value and what was expected.
    public var description: String {
        switch self {
        case .noCommonOrientation(let controller, let controllerOrientations, let applicationOrientations):
            return "UIApplicationInvalidInterfaceOrientation: Supported orientations has no common orientation "
                + "with the application, and [\(controller) shouldAutorotate] is returning YES "
                + "(controller: \(controllerOrientations); application: \(applicationOrientations))"
        case .emptyControllerOrientations(let controller):
            return "UIApplicationInvalidInterfaceOrientation: \(controller).supportedInterfaceOrientations returned 0; "
                + "the value must not be 0"
        case .emptyApplicationOrientations(let source):
            return "UIApplicationInvalidInterfaceOrientation: the application supports no orientation (\(source) is empty)"
        case .unsupportedByDevice(let requested, let device):
            return "the app allows only [\(requested)], which this device cannot take (it supports [\(device)])"
        case .preferredOrientationNotSupported(let preferred, let supported):
            return "UIApplicationInvalidInterfaceOrientation: preferredInterfaceOrientationForPresentation "
                + "'\(preferred)' must match a supported interface orientation: '\(supported)'!"
        }
    }
}
