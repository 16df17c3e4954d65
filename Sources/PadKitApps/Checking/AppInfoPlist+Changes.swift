import PadKit

extension AppInfoPlist {
    /// What changed since `recorded` in each key PadKit reads, in words, with where the key is set
    /// now (or was, when it was removed).
    func changes(since recorded: AppInfoPlist) -> [DescriptionChange] {
        var changes: [DescriptionChange] = []
        func change(_ key: String, _ text: String, effects: DescriptionChange.Effects) {
            let source = sources.first { $0.key == key }?.source ?? recorded.sources.first { $0.key == key }?.source
            changes.append(DescriptionChange(subject: key, text: text, source: source, anchor: key, effects: effects))
        }
        let base = "UISupportedInterfaceOrientations"
        let masks: [(String, KeyPath<InfoPlistOrientations, InterfaceOrientationMask?>)] = [
            (base, \.supportedInterfaceOrientations), (base + "~ipad", \.supportedInterfaceOrientationsPad),
            (base + "~iphone", \.supportedInterfaceOrientationsPhone),
        ]
        for (key, path) in masks {
            let was = recorded.orientations[keyPath: path], now = orientations[keyPath: path]
            guard was != now else { continue }
            let text: String
            switch (was, now) {
            case (nil, let now?): text = "\(key) added (\(now.listText))"
            case (let was?, nil): text = "\(key) removed (was \(was.listText))"
            default: text = "\(key) now \(now?.listText ?? "") (was \(was?.listText ?? ""))"
            }
            // Orientations decide rotation and, on iPad, whether the app can multitask.
            change(key, text, effects: [.placements, .orientations])
        }
        if recorded.orientations.requiresFullScreen != orientations.requiresFullScreen {
            let key = "UIRequiresFullScreen"
            // The model keeps `false` and absent alike; a key both sides name was edited, not added.
            let named = recorded.sources.contains { $0.key == key } && sources.contains { $0.key == key }
            let text = named ? "\(key) now \(orientations.requiresFullScreen) (was \(recorded.orientations.requiresFullScreen))"
                : "\(key) \(orientations.requiresFullScreen ? "added" : "removed")"
            change(key, text, effects: [.placements, .orientations])
        }
        if recorded.deviceFamily != deviceFamily {
            change("UIDeviceFamily", "UIDeviceFamily now \(Self.familyText(deviceFamily)) (was \(Self.familyText(recorded.deviceFamily)))",
                   effects: [.placements, .orientations, .screen])
        }
        if recorded.supportsMultipleScenes != supportsMultipleScenes {
            change("UIApplicationSupportsMultipleScenes",
                   "UIApplicationSupportsMultipleScenes now \(supportsMultipleScenes.map(String.init) ?? "unset") (was \(recorded.supportsMultipleScenes.map(String.init) ?? "unset"))",
                   effects: .placements)
        }
        return changes
    }

    private static func familyText(_ family: [Int]?) -> String {
        family.map { "[\($0.map(String.init).joined(separator: ", "))]" } ?? "unset"
    }
}

extension InterfaceOrientationMask {
    /// The orientations by UIKit's case names, `all four` for the full mask.
    var listText: String {
        self == .all ? "all four" : caseNames.joined(separator: ", ")
    }
}
