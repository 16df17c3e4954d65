/// A set of interface orientations (`UIInterfaceOrientationMask`).
///
/// Each bit is `1 << InterfaceOrientation.rawValue`, as `UIApplication.h` defines the masks
/// (`UIInterfaceOrientationMaskPortrait = (1 << UIInterfaceOrientationPortrait)`), so the
/// one-orientation masks are ``InterfaceOrientation/mask``: portrait 2, portraitUpsideDown 4,
/// landscapeRight 8, landscapeLeft 16; landscape 24, all 30, allButUpsideDown 26.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The raw value, which is UIKit's.
    public let rawValue: UInt

    /// Creates a value from its raw value, which is UIKit's.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UIInterfaceOrientationMask.portrait`.
    public static let portrait = InterfaceOrientation.portrait.mask
    /// `UIInterfaceOrientationMask.portraitUpsideDown`.
    public static let portraitUpsideDown = InterfaceOrientation.portraitUpsideDown.mask
    /// `UIInterfaceOrientationMask.landscapeRight`.
    public static let landscapeRight = InterfaceOrientation.landscapeRight.mask
    /// `UIInterfaceOrientationMask.landscapeLeft`.
    public static let landscapeLeft = InterfaceOrientation.landscapeLeft.mask
    /// `UIInterfaceOrientationMask.landscape`.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// `UIInterfaceOrientationMask.all`.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// `UIInterfaceOrientationMask.allButUpsideDown`.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The orientations in the mask, in the order UIKit's exception messages list them:
    /// portrait, then landscapeLeft before landscapeRight (`'landscapeLeft, landscapeRight'` in
    /// Bytedance-UnionAD#105, `'portrait, landscapeLeft, landscapeRight'` in WMPlayer#95). Where
    /// UIKit lists portraitUpsideDown is **[UNCONFIRMED]**; PadKit puts it after portrait.
    public var orientations: [InterfaceOrientation] {
        Self.messageOrder.filter { contains($0.mask) }
    }

    private static let messageOrder: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether `orientation` is in the mask.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && contains(orientation.mask)
    }

    /// The orientation names joined by `", "`, as UIKit's exception messages list them
    /// (`'landscapeLeft, landscapeRight'`); `none` for an empty mask.
    public var description: String {
        let names = orientations.map(\.description)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
