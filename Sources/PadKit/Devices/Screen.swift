import Foundation

/// A screen as UIKit reports it: portrait size in points, scale, and what was measured on it.
///
/// Devices with the same screen share one `Screen`, so their geometry has one definition
/// (for example every 768x1024 iPad from the mini 4 to the 9.7-inch Pro).
public struct Screen: Sendable, Hashable, CustomStringConvertible {
    /// A short identifier (`768x1024@2x`).
    public let id: String
    /// `UIScreen.bounds.size` in portrait, in points, *as UIKit reports it at runtime*.
    public let portraitSize: CGSize
    /// `UIScreen.scale` (not `nativeScale`).
    public let scale: Double
    /// Where the size and scale come from.
    public let provenance: Provenance
    /// Why the runtime value differs from a published one, where it does.
    public let note: String?
    /// Windows measured on this screen (Split View shares, Slide Over).
    public let measuredWindows: [MeasuredWindow]
    /// The models the windows were measured on. Other models with this screen get the same
    /// numbers as `derived: same-screen-as(<model>)`, the researched table's convention
    /// (`docs/sources.md` § Conventions).
    public let measuredOn: [String]

    /// Makes a screen, for models the catalog does not have yet.
    public init(
        width: Double, height: Double, scale: Double, provenance: Provenance,
        note: String? = nil, measuredWindows: [MeasuredWindow] = [], measuredOn: [String] = []
    ) {
        self.id = "\(NumberText.points(width))x\(NumberText.points(height))@\(NumberText.points(scale))x"
        self.portraitSize = CGSize(width: width, height: height)
        self.scale = scale
        self.provenance = provenance
        self.note = note
        self.measuredWindows = measuredWindows
        self.measuredOn = measuredOn
    }

    /// The screen bounds in `orientation`: `UIScreen.bounds` is interface-oriented since iOS 8
    /// (`UIScreen.bounds` documentation), so landscape swaps width and height.
    public func size(in orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape
            ? CGSize(width: portraitSize.height, height: portraitSize.width)
            : portraitSize
    }

    /// The measurement for `mode` in the given orientation, if there is one.
    public func measurement(for mode: WindowMode, landscape: Bool) -> MeasuredWindow? {
        measuredWindows.first { $0.mode == mode && $0.isLandscape == landscape }
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { id }
}
