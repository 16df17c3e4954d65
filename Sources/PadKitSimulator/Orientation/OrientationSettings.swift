import PadKit

/// The app-level inputs of orientation decisions, which an app changes at run time.
public final class OrientationSettings {
    /// The Info.plist orientation keys (none declared by default: UIKit's idiom default).
    public var infoPlist = InfoPlist()
    /// What `application(_:supportedInterfaceOrientationsFor:)` returns; `nil` when the app
    /// delegate does not implement it. Seed 002 keeps it in a variable (`supportOrientation`) and
    /// changes it to force an orientation.
    public var applicationDelegateOrientations: InterfaceOrientationMask?
    /// The device's physical orientation (`UIDevice.orientation`); face up and face down included.
    public internal(set) var deviceOrientation: DeviceOrientation = .portrait

    /// Settings with UIKit's defaults: no app-delegate mask, Info.plist from the scenario.
    public init() {}
}
