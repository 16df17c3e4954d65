import Foundation
import PadKit

extension View {
    /// The reserved regions that intersect this view, in its coordinates (iOS 27.1's
    /// `reservedRegions(kind:options:)`): active ones only, unless `includeInactive`
    /// (`QueryOptions.includeInactive`). "Returns all of the reserved regions that currently
    /// intersect your view"; the frames are not clipped to the view (`DUOPROBE`). Empty off iPhone
    /// Duo's displays, before iOS 27.1 (``PadKit/OSFeature/reservedRegions``), and outside a window.
    /// Apple's engineers advise reading them from layout and refreshing on hinge changes (Apple
    /// Developer Forums thread 847876).
    public func reservedRegions(kind: ReservedRegion.Kind, includeInactive: Bool = false) -> [ReservedRegion] {
        guard let window, OSFeature.reservedRegions.isAvailable(on: window.osVersion) else { return [] }
        let origin = frameInWindow.origin
        let bounds = CGRect(origin: .zero, size: frame.size)
        return window.placement.reservedRegions.compactMap { region in
            guard region.kind == kind, includeInactive || region.isActive else { return nil }
            let local = region.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            guard local.intersects(bounds) else { return nil }
            return ReservedRegion(
                kind: region.kind, identifier: region.identifier, frame: local, margins: region.margins, isActive: region.isActive,
                provenance: region.provenance)
        }
    }
}
