import PadKit

extension Window {
    /// The device folds or opens to `posture` (iPhone Duo; `UIHinge.Status`).
    ///
    /// What UIKit calls, in the order PadKit traces it:
    /// 1. `UIHingeInteraction`'s update handler with the new status: "the hinge status is
    ///    immediate" (flutter/flutter#193025), and the handler is called "when the hinge state
    ///    changes" (`UIHingeInteraction` documentation). Its place before the size callbacks is
    ///    **[UNCONFIRMED]**: no source logs the order (`docs/choices.md` § iPhone Duo).
    /// 2. Closing or opening moves the scene to the other display, a resize like any other:
    ///    `willTransition(to:with:)`, `viewWillTransition(to:with:)`, the trait changes, the layout
    ///    pass, with the split views, presentations and tab bars adapting to the new size classes
    ///    ("When iPhone Duo is closed, columns will collapse to single-stack navigation", tech talk
    ///    111461, 5:19). The scene's activation does not change: folding "is a size-class and trait
    ///    change, not a scene disconnect" (developers' measurements, `docs/sources.md` § iPhone Duo).
    /// 3. `windowScene(_:didUpdateEffectiveGeometry:)`, "Always called when a UIWindowScene moves
    ///    between screens" (API reference), after the transition as for every resize.
    ///
    /// Between partially and fully open the scene keeps its size, so only step 1 is traced.
    ///
    /// - Throws: ``PadKit/DeviceDisplayError`` on a device without a hinge.
    public func fold(to posture: Posture) throws {
        let device = placement.device
        guard device.hasHinge else { throw DeviceDisplayError.noHinge(device: device.id, posture: posture.rawValue) }
        let previous = device.posture
        guard previous != posture else {
            trace.record("Hinge", "no change", [TraceDetail("status", posture.rawValue)])
            return
        }
        // An app on a release without `UIHingeInteraction` is not told (``PadKit/OSFeature/hingeInteraction``).
        if OSFeature.hingeInteraction.isAvailable(on: osVersion) {
            trace.record(
                "Hinge", "UIHingeInteraction update",
                [TraceDetail("status", posture.rawValue), TraceDetail("previous", previous?.rawValue ?? "unknown")])
        }
        let current = placement
        let next = try resolve(context.folding(to: posture)) { try current.folded(to: posture) }
        if next.device.display?.id != device.display?.id {
            trace.record(
                "Scene", "moves to the \(next.device.display?.id.rawValue ?? "") display",
                [TraceDetail("screen", next.device.screen.id)])
        }
        transition(to: next, appearance: appearance, announcesTraitChange: true, reason: "hinge")
    }
}
