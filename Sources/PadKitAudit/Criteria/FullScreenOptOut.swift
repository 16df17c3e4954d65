import PadKit

/// No full-screen opt-out, or the one iPadOS 27 honours as discrete resizing.
///
/// TN3192 ("Migrating your iPad app from the deprecated UIRequiresFullScreen key"): from iPadOS 26
/// the key is ignored for iPad apps, which get every window anyway; iPadOS 27 resizes an
/// iPhone-only app that sets it in discrete steps (the matrix rows' `"resizing": "discrete"`).
/// The opt-out passes only where every iPad window is that discrete resizing; elsewhere it fails in
/// the windows the app is kept out of (an OS that honours it) or resized into despite it.
///
/// iPhone Duo's inner display, counted for an app that installs on iPhone (``AuditInputs/padWindows``),
/// does not resize such an app discretely: "your app will scale on the inner display" (talk 111461,
/// 4:45). An iPhone-only app's opt-out therefore fails in those windows, and says so in Duo's words.
enum FullScreenOptOut {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        let (requires, key) = inputs.infoPlist.requiresFullScreen(on: .pad)
        guard requires else { return .pass([AuditEvidence(source: nil, message: "\(key) is not set")]) }
        let pads = inputs.padWindows
        let notDiscrete = pads.filter { inputs.occupancy[$0]?.resizing != .discrete }
        guard notDiscrete.isEmpty else {
            let missing = notDiscrete.filter { inputs.occupancy[$0] == nil }
            let onDuoOnly = notDiscrete.allSatisfy { inputs.windows[$0].device.idiom != .pad }
            let what: String
            if !missing.isEmpty {
                what = "it keeps the app out of \(missing.count) iPad windows"
            } else if onDuoOnly {
                // An iPhone app is not resized discretely on iPhone Duo: "your app will scale on the
                // inner display" (talk 111461, 4:45; docs/choices.md, the inner display's orientations).
                what = """
                    iOS 27.1 scales such an app on iPhone Duo's inner display (talk 111461, 4:45) instead of resizing it \
                    discretely, in \(notDiscrete.count) windows (the scaling itself is not modelled)
                    """
            } else {
                what = """
                    TN3192 deprecates it and iPadOS \(inputs.osVersion.major) ignores it for an iPad app, which is resized \
                    into every window it opted out of
                    """
            }
            return CriterionVerdict(
                status: .fail,
                evidence: [AuditEvidence(source: inputs.source(ofKey: key), message: "\(key) is set: \(what)")],
                affectedWindows: notDiscrete)
        }
        return .pass([
            AuditEvidence(
                source: inputs.source(ofKey: key),
                message: "\(key) is set; iPadOS \(inputs.osVersion) honours it as discrete resizing in every iPad window")
        ])
    }
}
