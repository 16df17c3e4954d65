import PadKit

/// Offered in every window of every current iPad and iPhone Duo: the app's `matrix` rows against
/// the windows the OS offers (WWDC25 "Elevate the design of your iPad app": apps are expected to
/// resize to any window). iPhone windows count only for the apps that install on iPhone; iPhone Duo
/// counts once PadKit models it (``DuoSupport``).
enum EveryWindow {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        let missing = inputs.padWindows.filter { inputs.occupancy[$0] == nil }
        var evidence: [AuditEvidence] = []
        if !DuoSupport.isModelled { evidence.append(AuditEvidence(source: nil, message: DuoSupport.notModelled)) }
        guard missing.isEmpty else {
            let first = inputs.windows[missing[0]]
            let reasons = inputs.app.occupiablePlacements(on: first.device, osVersion: first.osVersion).notes
            return CriterionVerdict(
                status: .fail,
                evidence: [
                    AuditEvidence(
                        source: inputs.app.appDescription?.infoPlistPath,
                        message: "not offered in \(missing.count) of \(inputs.padWindows.count) \(Self.kinds(inputs)) windows"
                            + (reasons.first.map { ": \($0)" } ?? ""))
                ] + evidence, affectedWindows: missing)
        }
        return .pass(
            [
                AuditEvidence(
                    source: nil,
                    message: "offered in all \(inputs.padWindows.count) \(Self.kinds(inputs)) windows of \(inputs.windows.count) counted")
            ]
                + evidence)
    }

    /// What the counted windows are: "iPad", or "iPad and iPhone Duo" when Duo windows count.
    private static func kinds(_ inputs: AuditInputs) -> String {
        inputs.padWindows.contains { inputs.windows[$0].device.hasHinge } ? "iPad and iPhone Duo" : "iPad"
    }
}
