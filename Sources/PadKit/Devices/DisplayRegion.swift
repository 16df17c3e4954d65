import Foundation

/// A region one of a ``Display``'s hardware reserves, as the catalog records it: where it was
/// measured, in which orientation, and when it is active. ``Placement/reservedRegions`` turns it
/// into a ``ReservedRegion`` in a window.
public struct DisplayRegion: Sendable, Hashable {
    /// When the region is active.
    public enum Activity: Sendable, Hashable {
        /// Always (the outer camera: "This region is always present", HIG "Designing for iPhone Duo").
        case always
        /// In these postures (the fold: "When the device is partially open, the folding region
        /// divides the inner display", HIG).
        case inPostures([Posture])
        /// While the camera is in use ("only present when the camera is active", HIG), which
        /// PadKit does not model: never active.
        case whileCameraActive
    }

    /// The kind.
    public let kind: ReservedRegion.Kind
    /// What reserves it.
    public let identifier: String
    /// The frame, margins included, in the screen's coordinates in ``measuredIn``.
    public let frame: CGRect
    /// The orientation the frame was measured in.
    public let measuredIn: InterfaceOrientation
    /// Whether the frame is known in the other orientations by rotating it with the hardware
    /// (rule `reserved-region-rotated`); `false` where only the measured orientation is known.
    public let rotatesWithHardware: Bool
    /// The margins the frame includes.
    public let margins: Double
    /// When it is active.
    public let activity: Activity
    /// Where the frame comes from.
    public let provenance: Provenance

    /// Makes a region row.
    public init(
        kind: ReservedRegion.Kind, identifier: String, frame: CGRect, measuredIn: InterfaceOrientation, rotatesWithHardware: Bool,
        margins: Double = 0, activity: Activity, provenance: Provenance
    ) {
        self.kind = kind
        self.identifier = identifier
        self.frame = frame
        self.measuredIn = measuredIn
        self.rotatesWithHardware = rotatesWithHardware
        self.margins = margins
        self.activity = activity
        self.provenance = provenance
    }

    /// Whether the region is active in `posture`.
    public func isActive(in posture: Posture?) -> Bool {
        switch activity {
        case .always: return true
        case .inPostures(let postures): return posture.map(postures.contains) ?? false
        case .whileCameraActive: return false
        }
    }

    /// The frame in `orientation` on a screen whose portrait size is `portrait`, or `nil` where it
    /// is not known. The hardware turns with the device: from portrait, `.landscapeLeft` puts the
    /// device's top on the right, `.landscapeRight` on the left (`UIInterfaceOrientation`).
    public func frame(in orientation: InterfaceOrientation, portrait: CGSize) -> CGRect? {
        if orientation == measuredIn { return frame }
        guard rotatesWithHardware, let inPortrait = Self.toPortrait(frame, from: measuredIn, portrait: portrait) else { return nil }
        return Self.fromPortrait(inPortrait, to: orientation, portrait: portrait)
    }

    /// `rect` in portrait coordinates moved to `orientation`.
    static func fromPortrait(_ rect: CGRect, to orientation: InterfaceOrientation, portrait: CGSize) -> CGRect? {
        let width = portrait.width, height = portrait.height
        switch orientation {
        case .portrait: return rect
        case .portraitUpsideDown:
            return CGRect(x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
        case .landscapeLeft:
            return CGRect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .landscapeRight:
            return CGRect(x: rect.minY, y: width - rect.maxX, width: rect.height, height: rect.width)
        case .unknown: return nil
        }
    }

    /// `rect` in `orientation`'s coordinates moved back to portrait: the opposite turn, on the
    /// screen as `orientation` has it.
    static func toPortrait(_ rect: CGRect, from orientation: InterfaceOrientation, portrait: CGSize) -> CGRect? {
        let opposite: InterfaceOrientation =
            switch orientation {
            case .landscapeLeft: .landscapeRight
            case .landscapeRight: .landscapeLeft
            case .portrait, .portraitUpsideDown, .unknown: orientation
            }
        let screen = orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        return fromPortrait(rect, to: opposite, portrait: screen)
    }
}
