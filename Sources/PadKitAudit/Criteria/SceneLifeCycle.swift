import PadKit

/// Launches with the current SDK: the scene life cycle (`UIApplicationSceneManifest`).
///
/// TN3187 ("Migrating to the UIKit scene-based life cycle"): "In the next major release following
/// iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your
/// app won't launch." Built with the iOS 27 SDK, an app without a scene manifest fails at launch in
/// every window (``PadKit/SceneLifeCycleRequirement``), so a fail affects every window.
enum SceneLifeCycle {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        if let missing = inputs.missingInfoPlist { return .unknown(missing) }
        let key = InfoPlist.Key.sceneManifest
        guard inputs.infoPlist.sceneManifest != nil else {
            return CriterionVerdict(
                status: .fail,
                evidence: [
                    AuditEvidence(
                        source: inputs.sourceOfMissingKey,
                        message:
                            """
                            no \(key) in the Info.plist: built with the iOS \(OSRelease.sceneLifeCycleRequired.version.major) \
                            SDK the app does not launch (\(SceneLifeCycleRequirement.message))
                            """
                    )
                ], affectedWindows: inputs.allWindows)
        }
        return .pass([AuditEvidence(source: inputs.source(ofKey: key), message: "\(key) declares the scene life cycle")])
    }
}
