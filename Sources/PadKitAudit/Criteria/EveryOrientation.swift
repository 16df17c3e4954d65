import PadKit

/// Every orientation on iPad: an iPad app that leaves out an orientation is rotated away from
/// how the person holds the device, and before iPadOS 26 could not multitask (TN3192; "Supporting
/// multitasking on iPad": "support all four orientations"). An iPhone-only app runs in its iPhone
/// orientations on iPad and is not judged.
enum EveryOrientation {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        guard inputs.infoPlist.runsNativelyOnPad else {
            return inputs.notApplicableForDeviceFamily(
                "an iPhone-only app (UIDeviceFamily has no 2) runs in its iPhone orientations on iPad")
        }
        guard let (mask, key) = inputs.infoPlist.declaredOrientations(for: .pad) else {
            return .pass([AuditEvidence(source: nil, message: "no orientation key: UIKit's iPad default, every orientation")])
        }
        guard mask != .all else {
            return .pass([AuditEvidence(source: inputs.source(ofKey: key), message: "\(key) lists all four orientations")])
        }
        // The windows in a refused orientation, and those iPadOS keeps the app out of because its
        // mask is incomplete (no multitasking without all four, TN3192).
        let affected = inputs.padWindows.filter {
            !mask.contains(inputs.windows[$0].placement.orientation) || inputs.occupancy[$0] == nil
        }
        return CriterionVerdict(
            status: .fail,
            evidence: [
                AuditEvidence(
                    source: inputs.source(ofKey: key),
                    message: "\(key) is \(mask); "
                        + (affected.isEmpty
                            ? "a hardware orientation is refused" : "refused or kept out of multitasking in \(affected.count) iPad windows")
                )
            ], affectedWindows: affected)
    }
}
