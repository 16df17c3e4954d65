import Foundation

extension Placement {
    /// The reserved regions that intersect the window, active and inactive (what
    /// `reservedRegions(kind:options: .includeInactive)` returns on its root view), in the display's
    /// order; empty on a display without any, and for an app built before the iOS 27.1 SDK, which
    /// runs "with no strip and no reserved regions" (leancodepl/duo_kit).
    ///
    /// A window is at the screen's origin (a Split View pane is the left one), so screen and window
    /// coordinates agree. The fold is reported while the device is flat, inactive ("It is isActive
    /// only while the hinge is bent and still reported (inactive) when flat", `MELON`).
    public var reservedRegions: [ReservedRegion] {
        guard let display = device.display, !keepsHorizontalBars else { return [] }
        let bounds = CGRect(origin: .zero, size: window.size)
        return display.regions.compactMap { region in
            guard let frame = region.frame(in: orientation, portrait: display.screen.portraitSize), frame.intersects(bounds) else {
                return nil
            }
            return ReservedRegion(
                kind: region.kind, identifier: region.identifier, frame: frame, margins: region.margins,
                isActive: region.isActive(in: device.posture), provenance: region.provenance)
        }
    }

    /// The active reserved regions of `kind` (`reservedRegions(kind:)` with no options).
    public func reservedRegions(kind: ReservedRegion.Kind) -> [ReservedRegion] {
        reservedRegions.filter { $0.kind == kind && $0.isActive }
    }
}
