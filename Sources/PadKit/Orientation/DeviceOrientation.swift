/// The physical orientation of the device (`UIDeviceOrientation`).
///
/// Raw values are UIKit's (`UIDevice.h`): unknown 0, portrait 1, portraitUpsideDown 2,
/// landscapeLeft 3 ("home button on the right"), landscapeRight 4 ("home button on the left"),
/// faceUp 5, faceDown 6.
public enum DeviceOrientation: Int, Codable, UIKitEnumeration {
    /// `UIDeviceOrientation.unknown`.
    case unknown = 0
    /// `UIDeviceOrientation.portrait`.
    case portrait = 1
    /// `UIDeviceOrientation.portraitUpsideDown`.
    case portraitUpsideDown = 2
    /// `UIDeviceOrientation.landscapeLeft`.
    case landscapeLeft = 3
    /// `UIDeviceOrientation.landscapeRight`.
    case landscapeRight = 4
    /// `UIDeviceOrientation.faceUp`.
    case faceUp = 5
    /// `UIDeviceOrientation.faceDown`.
    case faceDown = 6

    /// Whether this can become an interface orientation
    /// (`UIDeviceOrientationIsValidInterfaceOrientation`): only the four upright values.
    public var isValidInterfaceOrientation: Bool {
        interfaceOrientation != nil
    }

    /// The interface orientation that follows this device orientation, or `nil` for `unknown`,
    /// `faceUp` and `faceDown`.
    ///
    /// Device landscape-left maps to interface landscape-right and vice versa (`UIApplication.h`:
    /// `UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight`).
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }

    /// The interface orientation an app should take when the device reports this orientation,
    /// given the one it has now: the filter seed 002 recommends. Face up, face down and unknown
    /// never change the interface, so they return `current`.
    public func filteredInterfaceOrientation(current: InterfaceOrientation) -> InterfaceOrientation {
        interfaceOrientation ?? current
    }

    /// Parses a UIKit case name (`faceUp`, `landscapeLeft`, ...), case-insensitively.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.description.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }
}
