import Foundation

/// A team's own measurements (`--measurements FILE`): measured placements that replace PadKit's
/// derived window sizes and safe areas, with the provenance `measured: <file name>`.
///
/// Measured beats derived (`docs/sources.md` § Provenance kinds): where no one published a size
/// (the iPadOS 26 tiles, the 26.1 Slide Over), a measurement is the only way to a faithful answer.
/// The file is JSON:
/// ```json
/// {"measurements": [
///   {"device": "ipad-pro-11-inch-m4", "osVersion": "26.1", "multitasking": "windowedApps",
///    "placement": "tile_half_leading", "orientation": "landscape",
///    "window": {"width": 596, "height": 834},
///    "safeAreaInsets": {"top": 24, "left": 0, "bottom": 20, "right": 0},
///    "navigationBarHeight": 54}
/// ]}
/// ```
/// `navigationBarHeight` and `tabBarHeight` (optional) replace ``SystemBarMetrics``' heights in
/// the twin's windows at that placement (``measurement(of:osVersion:setting:)``).
public struct Measurements: Sendable, Hashable {
    /// The measured placements, in file order.
    public let placements: [MeasuredPlacement]
    /// The file's name, which the provenance names.
    public let source: String

    /// Makes measurements.
    public init(placements: [MeasuredPlacement], source: String) {
        self.placements = placements
        self.source = source
    }

    /// The measurement of `placement` on `osVersion` in `setting`, if there is one (the last in
    /// the file wins).
    public func measurement(of placement: Placement, osVersion: OSVersion, setting: MultitaskingSetting?) -> MeasuredPlacement? {
        placements.last(where: { $0.describes(placement, osVersion: osVersion, setting: setting) })
    }

    /// `placement` with its window and safe area replaced by a measurement of it on `osVersion`
    /// in `setting`, if there is one; else `placement` unchanged.
    public func applied(to placement: Placement, osVersion: OSVersion, setting: MultitaskingSetting?) -> Placement {
        guard let found = measurement(of: placement, osVersion: osVersion, setting: setting) else { return placement }
        let provenance = Provenance.measured(source)
        return placement.replacing(
            window: WindowGeometry(size: found.window, provenance: provenance),
            safeArea: found.safeAreaInsets.map { SafeArea(insets: $0, provenance: provenance) })
    }
}
