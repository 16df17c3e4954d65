import PadKit

/// A launch screen: without one, App Store Connect refuses the build ("ITMS-90870: Missing launch
/// screen", TN3208) and an iPad app is shown letterboxed. `UILaunchStoryboardName`,
/// `UILaunchScreen`, `UILaunchStoryboards` and `UILaunchScreens` all count
/// (``PadKit/InfoPlist/launchScreen(for:)``).
enum LaunchScreen {
    static func check(_ inputs: AuditInputs) -> CriterionVerdict {
        if let missing = inputs.missingInfoPlist { return .unknown(missing) }
        guard let screen = inputs.infoPlist.launchScreen(for: .pad) ?? inputs.infoPlist.launchScreen(for: .phone) else {
            return CriterionVerdict(
                status: .fail,
                evidence: [
                    AuditEvidence(
                        source: inputs.app.appDescription?.infoPlistPath,
                        message: "none of UILaunchStoryboardName, UILaunchScreen, UILaunchStoryboards or UILaunchScreens is set")
                ], affectedWindows: inputs.allWindows)
        }
        return .pass([
            AuditEvidence(
                source: inputs.source(ofKey: screen.key),
                message: "\(screen.key)" + (screen.storyboardName.map { " names \($0)" } ?? " is set"))
        ])
    }
}
