import PadKit

extension AppInfoPlist {
    /// What changed since `recorded` in each key PadKit reads (``InfoPlist/Key/all``), in words,
    /// with where the key is set now (or was, when it was removed).
    func changes(since recorded: AppInfoPlist) -> [DescriptionChange] {
        var changes: [DescriptionChange] = []
        let was = recorded.values, now = values
        func change(_ key: String, _ old: String?, _ new: String?, effects: DescriptionChange.Effects) {
            guard old != new else { return }
            let source = sources.first { $0.key == key }?.source ?? recorded.sources.first { $0.key == key }?.source
            let text: String
            switch (old, new) {
            // A flag that is only ever `true` when present (`UIRequiresFullScreen`) is added or removed.
            case (nil, "true"?): text = "\(key) added"
            case ("true"?, nil): text = "\(key) removed"
            case (nil, let new?): text = "\(key) added (\(new))"
            case (let old?, nil): text = "\(key) removed (was \(old))"
            default: text = "\(key) now \(new ?? "") (was \(old ?? ""))"
            }
            changes.append(DescriptionChange(subject: key, text: text, source: source, anchor: key, effects: effects))
        }
        let orientations = InfoPlist.Key.supportedInterfaceOrientations
        // Orientations decide rotation and, on iPad, whether the app can multitask.
        change(
            orientations, was.supportedInterfaceOrientations?.listText, now.supportedInterfaceOrientations?.listText,
            effects: [.placements, .orientations])
        change(
            orientations + "~ipad", was.supportedInterfaceOrientationsPad?.listText, now.supportedInterfaceOrientationsPad?.listText,
            effects: [.placements, .orientations])
        change(
            orientations + "~iphone", was.supportedInterfaceOrientationsPhone?.listText, now.supportedInterfaceOrientationsPhone?.listText,
            effects: [.placements, .orientations])
        // `false` and absent are one value in the model: `true` appears or goes.
        let fullScreen = InfoPlist.Key.requiresFullScreen
        change(
            fullScreen, was.requiresFullScreen ? "true" : nil, now.requiresFullScreen ? "true" : nil, effects: [.placements, .orientations])
        change(
            fullScreen + "~ipad", was.requiresFullScreenPad.map(String.init), now.requiresFullScreenPad.map(String.init),
            effects: [.placements, .orientations])
        change(
            InfoPlist.Key.requiresFullScreenIgnoredStartingWithVersion, was.requiresFullScreenIgnoredStartingWithVersion?.description,
            now.requiresFullScreenIgnoredStartingWithVersion?.description, effects: [.placements, .orientations])
        change(
            InfoPlist.Key.deviceFamily, Self.familyText(was.deviceFamily), Self.familyText(now.deviceFamily),
            effects: [.placements, .orientations, .screen])
        change(
            InfoPlist.Key.sceneManifest, Self.manifestText(was.sceneManifest), Self.manifestText(now.sceneManifest), effects: .placements)
        for key in Set(was.launchScreens.map(\.key) + now.launchScreens.map(\.key)).sorted() {
            // Without a launch screen an iPad app gets no multitasking windows.
            change(
                key, Self.launchText(was.launchScreens.first { $0.key == key }), Self.launchText(now.launchScreens.first { $0.key == key }),
                effects: .placements)
        }
        // The pre-26 design keeps the taller top safe area in a window with window controls.
        change(
            InfoPlist.Key.designRequiresCompatibility, was.designRequiresCompatibility.map(String.init),
            now.designRequiresCompatibility.map(String.init),
            effects: .placements)
        // A hidden status bar changes the top safe area of devices without a sensor housing.
        for (key, was, now) in [
            (InfoPlist.Key.statusBarHidden, was.statusBarHidden, now.statusBarHidden),
            (
                InfoPlist.Key.viewControllerBasedStatusBarAppearance, was.viewControllerBasedStatusBarAppearance,
                now.viewControllerBasedStatusBarAppearance
            ),
        ] {
            change(key, was.map(String.init), now.map(String.init), effects: .placements)
        }
        return changes
    }

    private static func familyText(_ family: [Int]?) -> String? {
        family.map { "[\($0.map(String.init).joined(separator: ", "))]" }
    }

    private static func manifestText(_ manifest: SceneManifest?) -> String? {
        manifest.map { manifest in manifest.supportsMultipleScenes.map { "UIApplicationSupportsMultipleScenes \($0)" } ?? "a scene manifest"
        }
    }

    private static func launchText(_ screen: LaunchScreen?) -> String? {
        screen.map { $0.storyboardName ?? "a launch screen" }
    }
}

extension InterfaceOrientationMask {
    /// The orientations by UIKit's case names, `all four` for the full mask.
    var listText: String {
        self == .all ? "all four" : caseNames.joined(separator: ", ")
    }
}
