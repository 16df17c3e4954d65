import Foundation

/// A region of the window that hardware reserves (iOS 27.1's `UIView.ReservedRegion`): "Each
/// region describes a frame, margins, active state, and an identifier" (API reference), of one of
/// two kinds, "occlusion: An area where an element, such as the Dynamic Island, a camera, or window
/// controls, occludes content. division: An area where content splits into separate regions, such
/// as at the fold of a hinge". `reservedRegions(kind:options:)` returns the regions that intersect
/// a view, active ones by default and inactive ones too with `.includeInactive`; frames are in the
/// view's coordinates and not clipped (`DUOPROBE`).
public struct ReservedRegion: Sendable, Hashable, CustomStringConvertible {
    /// `UIView.ReservedRegion.Kind`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Something covers the content (a camera).
        case occlusion
        /// The content splits here (the fold).
        case division
    }

    /// The kind.
    public let kind: Kind
    /// What reserves it (`outerCamera`, `innerCamera`, `fold`).
    public let identifier: String
    /// The frame in the window's coordinates, margins included.
    public let frame: CGRect
    /// The margins the frame includes around the hardware, for interactive content.
    public let margins: Double
    /// Whether the region is active now (the fold only while the device is partially open).
    public let isActive: Bool
    /// Where the frame comes from.
    public let provenance: Provenance

    /// Makes a region.
    public init(kind: Kind, identifier: String, frame: CGRect, margins: Double, isActive: Bool, provenance: Provenance) {
        self.kind = kind
        self.identifier = identifier
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
        self.provenance = provenance
    }

    /// `division fold 455.5,0 40x669 active`.
    public var description: String {
        "\(kind) \(identifier) \(FrameText.text(frame)) \(isActive ? "active" : "inactive")"
    }
}
