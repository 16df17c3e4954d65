import PadKit

/// Multiple windows: `UIApplicationSupportsMultipleScenes` in the scene manifest ("Supporting
/// multiple windows on iPad"; WWDC25 "Elevate the design of your iPad app").
enum MultipleWindows {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        if let missing = inputs.missingInfoPlist { return .unknown(missing) }
        let key = InfoPlist.Key.supportsMultipleScenes
        if inputs.infoPlist.sceneManifest?.supportsMultipleScenes == true {
            return .pass([
                AuditEvidence(
                    source: inputs.source(ofKey: key) ?? inputs.source(ofKey: InfoPlist.Key.sceneManifest), message: "\(key) is YES")
            ])
        }
        return CriterionVerdict(
            status: .fail,
            evidence: [
                AuditEvidence(
                    source: inputs.infoPlist.sceneManifest == nil
                        ? inputs.sourceOfMissingKey : inputs.source(ofKey: InfoPlist.Key.sceneManifest),
                    message: inputs.infoPlist.sceneManifest == nil ? "no scene manifest" : "\(key) is not YES")
            ], affectedWindows: inputs.padWindows)
    }
}
