/// The rotation a transition applies, as UIKit reports it in `targetTransform`: identity, +90,
/// -90 or 180 degrees (`UIViewControllerTransitionCoordinator.h`).
public struct TargetTransform: Sendable, Hashable, CustomStringConvertible {
    /// The rotation in degrees: 0, 90, -90 or 180.
    public let degrees: Int

    /// The identity transform (no rotation: a resize or a trait change).
    public static let identity = TargetTransform(degrees: 0)

    /// The rotation between two interface orientations (their `InterfaceOrientation/rotationDegrees`),
    /// normalised to (-180, 180]. The sign convention of UIKit's `CGAffineTransform` angle here is
    /// **[UNCONFIRMED]**; the magnitude (0, 90 or 180) is what apps test.
    public init(from old: Int, to new: Int) {
        var delta = (old - new) % 360
        if delta <= -180 { delta += 360 }
        if delta > 180 { delta -= 360 }
        self.degrees = delta
    }

    private init(degrees: Int) {
        self.degrees = degrees
    }

    /// Whether there is no rotation.
    public var isIdentity: Bool { degrees == 0 }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { isIdentity ? "identity" : "rotate(\(degrees))" }
}
