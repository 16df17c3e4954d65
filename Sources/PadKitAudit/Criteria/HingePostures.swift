import PadKit

/// The iPhone Duo postures, where the app runs on iPhone: `UIHingeInteraction` (UIKit),
/// `.onHingeChange` or `DeviceHinge` (SwiftUI) (WWDC26 "Adapt your app for iPhone Duo": "UIKit
/// provides UIHingeInteraction"). Not applicable to an iPad-only app; `unknown` until PadKit models
/// iPhone Duo (``DuoSupport``), with the adoptions found listed.
enum HingePostures {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        guard inputs.infoPlist.runsOnPhone else {
            return inputs.notApplicableForDeviceFamily("an iPad-only app (UIDeviceFamily has no 1) does not run on iPhone Duo")
        }
        let verdict = inputs.featureVerdict("hingePostures", apis: "UIHingeInteraction, .onHingeChange or DeviceHinge")
        guard DuoSupport.isModelled else {
            let found = verdict.status == .pass ? verdict.evidence : []
            return CriterionVerdict(status: .unknown, evidence: [AuditEvidence(source: nil, message: DuoSupport.notModelled)] + found)
        }
        return verdict
    }
}
