import PadKit

/// No full-screen opt-out, or the one iPadOS 27 honours as discrete resizing.
///
/// TN3192 ("Migrating your iPad app from the deprecated UIRequiresFullScreen key"): from iPadOS 26
/// the key is ignored for iPad apps, which get every window; iPadOS 27 resizes an iPhone-only
/// app that sets it in discrete steps (the matrix rows' `"resizing": "discrete"`). The opt-out
/// fails where the app is still kept out of windows it would otherwise get, or scaled.
enum FullScreenOptOut: CriterionDefinition {
    static let criterion = AuditCriterion(
        id: "full-screen-opt-out", tier: .runsInEveryWindow, title: "No full-screen opt-out (or the one resized discretely)",
        reference: "TN3192",
        fix: "Remove UIRequiresFullScreen and support every orientation and window size, as TN3192 describes.",
        examples: (fails: "requires-full-screen-ipados18", nearMiss: "requires-full-screen-iphone-27"))

    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        let (requires, key) = inputs.infoPlist.requiresFullScreen(on: .pad)
        guard requires else { return .pass([AuditEvidence(source: nil, message: "\(key) is not set")]) }
        let pads = inputs.padWindows
        let scaledOrMissing = pads.filter { index in
            guard let occupied = inputs.occupancy[index] else { return true }
            return occupied.resizing == .scaled
        }
        let discrete = pads.contains { inputs.occupancy[$0]?.resizing == .discrete }
        guard scaledOrMissing.isEmpty else {
            return CriterionVerdict(
                status: .fail,
                evidence: [
                    AuditEvidence(
                        source: inputs.source(ofKey: key),
                        message: "\(key) keeps the app out of iPad windows or scales it: \(inputs.windowSummary(scaledOrMissing))")
                ], affectedWindows: scaledOrMissing)
        }
        return .pass([
            AuditEvidence(
                source: inputs.source(ofKey: key),
                message: discrete
                    ? "\(key) is set; iPadOS \(inputs.osVersion) honours it as discrete resizing in every iPad window"
                    : "\(key) is set but iPadOS \(inputs.osVersion) ignores it: the app gets every iPad window")
        ])
    }
}
