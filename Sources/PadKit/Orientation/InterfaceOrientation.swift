/// The orientation of the app's interface (`UIInterfaceOrientation`).
///
/// Raw values are UIKit's (`UIApplication.h`): unknown 0, portrait 1, portraitUpsideDown 2,
/// **landscapeLeft 4, landscapeRight 3**. Interface landscape-left equals *device*
/// landscape-right, because "rotating the device requires rotating the content in the opposite
/// direction" (`UIApplication.h`); see ``DeviceOrientation/interfaceOrientation``.
public enum InterfaceOrientation: Int, Codable, UIKitEnumeration {
    /// `UIInterfaceOrientation.unknown`.
    case unknown = 0
    /// `UIInterfaceOrientation.portrait`.
    case portrait = 1
    /// `UIInterfaceOrientation.portraitUpsideDown`.
    case portraitUpsideDown = 2
    /// `UIInterfaceOrientation.landscapeRight`.
    case landscapeRight = 3
    /// `UIInterfaceOrientation.landscapeLeft`.
    case landscapeLeft = 4

    /// Whether this is one of the two portrait orientations (`isPortrait`).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether this is one of the two landscape orientations (`isLandscape`).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The single-orientation mask for this orientation (`1 << rawValue`, `UIApplication.h`);
    /// empty for `.unknown`.
    public var mask: InterfaceOrientationMask {
        self == .unknown ? [] : InterfaceOrientationMask(rawValue: 1 << UInt(rawValue))
    }

    /// The angle, in degrees counter-clockwise from portrait, that the interface is rotated by.
    ///
    /// Used to derive a transition's `targetTransform`: UIKit reports the rotation from the old
    /// to the new orientation as identity, +90, -90 or 180 degrees
    /// (`UIViewControllerTransitionCoordinator.h`).
    public var rotationDegrees: Int {
        switch self {
        case .unknown, .portrait: return 0
        case .landscapeLeft: return 90
        case .portraitUpsideDown: return 180
        case .landscapeRight: return 270
        }
    }

    /// Parses a UIKit case name (`portrait`, `landscapeLeft`, ...) or an Info.plist value
    /// (`UIInterfaceOrientationLandscapeLeft`).
    public init?(name: String) {
        let bare = name.hasPrefix("UIInterfaceOrientation") ? String(name.dropFirst("UIInterfaceOrientation".count)) : name
        guard let match = Self.allCases.first(where: { $0.description.lowercased() == bare.lowercased() && $0 != .unknown }) else {
            return nil
        }
        self = match
    }
}
