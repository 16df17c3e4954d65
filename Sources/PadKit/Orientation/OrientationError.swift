/// Why UIKit would refuse an orientation configuration. Where UIKit raises
/// `UIApplicationInvalidInterfaceOrientationException`, the message is UIKit's own.
public enum OrientationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app's and the controller's orientations do not intersect, and the controller
    /// autorotates. UIKit raises with this message (`UIApplication.h`; seen verbatim in
    /// rolandleth/LTHPasscodeViewController#129 and phoboslab/Ejecta#236).
    case noCommonOrientation(controller: String, controllerOrientations: InterfaceOrientationMask, applicationOrientations: InterfaceOrientationMask)
    /// A controller's `supportedInterfaceOrientations` returned 0 ("The value you return must not
    /// be 0", `supportedInterfaceOrientations` documentation).
    case emptyControllerOrientations(controller: String)
    /// The app's own mask (Info.plist or app delegate) is empty.
    case emptyApplicationOrientations(source: String)
    /// `preferredInterfaceOrientationForPresentation` is not in the supported set (UIKit's
    /// message, as in nytimes/NYTPhotoViewer#360).
    case preferredOrientationNotSupported(preferred: InterfaceOrientation, supported: InterfaceOrientationMask)
    /// An Info.plist orientation entry that is not a `UIInterfaceOrientation…` name.
    case invalidInfoPlistValue(key: String, index: Int, value: String)
    /// An Info.plist key with the wrong type.
    case invalidInfoPlistType(key: String, expected: String)
    /// The Info.plist data is not a property list dictionary.
    case unreadableInfoPlist(reason: String)

    public var description: String {
        switch self {
        case .noCommonOrientation(let controller, let controllerOrientations, let applicationOrientations):
            return "UIApplicationInvalidInterfaceOrientationException: Supported orientations has no common orientation "
                + "with the application, and [\(controller) shouldAutorotate] is returning YES "
                + "(controller: \(controllerOrientations); application: \(applicationOrientations))"
        case .emptyControllerOrientations(let controller):
            return "UIApplicationInvalidInterfaceOrientationException: \(controller).supportedInterfaceOrientations returned 0; "
                + "the value must not be 0"
        case .emptyApplicationOrientations(let source):
            return "UIApplicationInvalidInterfaceOrientationException: the application supports no orientation (\(source) is empty)"
        case .preferredOrientationNotSupported(let preferred, let supported):
            return "UIApplicationInvalidInterfaceOrientationException: preferredInterfaceOrientationForPresentation "
                + "'\(preferred)' must match a supported interface orientation: '\(supported)'!"
        case .invalidInfoPlistValue(let key, let index, let value):
            return "Info.plist \(key)[\(index)]: '\(value)' is not an interface orientation; expected one of "
                + "UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, "
                + "UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight"
        case .invalidInfoPlistType(let key, let expected):
            return "Info.plist \(key): expected \(expected)"
        case .unreadableInfoPlist(let reason):
            return "Info.plist could not be read: \(reason)"
        }
    }
}
