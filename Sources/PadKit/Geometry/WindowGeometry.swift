import Foundation

/// The size of an app's window in a placement, and where that number comes from.
public struct WindowGeometry: Sendable, Hashable {
    /// The window (scene) bounds size in points, in the placement's orientation.
    public let size: CGSize
    /// Measured, specified, derived (with the rule) or given.
    public let provenance: Provenance
}
