import Foundation

/// The size of seed 002's "centre small window" (VeSync, 《iPad 适配二三事》): device pages are
/// presented in a navigation controller shown as a form sheet whose `preferredContentSize` "is
/// computed from the screen height … and stays the same in portrait and landscape".
///
/// The seed gives no formula. PadKit's rule: the height is ``heightFraction`` of the screen's
/// *short* side (the landscape height, so the window fits and stays identical in both
/// orientations), the width keeps an iPhone's portrait aspect (``aspectRatio``, 375:667, the
/// iPhone 8/SE 2 screen, so phone layouts apply unchanged), both rounded to whole points. On
/// iPhone there is no centre window: the flow is an ordinary full-screen one.
public struct CentreWindowRule: Sendable, Hashable {
    /// The share of the screen's short side the window's height takes.
    public var heightFraction: Double
    /// Width divided by height.
    public var aspectRatio: Double

    /// Makes a rule: the window is `heightFraction` of the screen's short side tall, at `aspectRatio` (width / height).
    public init(heightFraction: Double = 0.85, aspectRatio: Double = 375.0 / 667.0) {
        self.heightFraction = heightFraction
        self.aspectRatio = aspectRatio
    }

    /// PadKit's default rule.
    public static let standard = CentreWindowRule()

    /// The container's `preferredContentSize` on a screen (any orientation: the result is the same).
    public func preferredContentSize(screenSize: CGSize) -> CGSize {
        let shortSide = min(Double(screenSize.width), Double(screenSize.height))
        let height = (shortSide * heightFraction).rounded()
        return CGSize(width: (height * aspectRatio).rounded(), height: height)
    }

    /// The size for a device: the centre window on iPad, `nil` on iPhone (full screen there).
    public func preferredContentSize(for device: Device) -> CGSize? {
        device.family == .iPad ? preferredContentSize(screenSize: device.screen.portraitSize) : nil
    }
}
