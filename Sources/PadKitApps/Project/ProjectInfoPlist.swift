import Foundation
import PadKit

/// The Info.plist an app target gets, from its `INFOPLIST_FILE` and its generated keys.
///
/// - `INFOPLIST_FILE` is read (relative to the project's folder) for the orientation keys,
///   `UIRequiresFullScreen`, the scene manifest, `UIMainStoryboardFile` and `CFBundleDisplayName`.
/// - With `GENERATE_INFOPLIST_FILE = YES`, Xcode 13+ writes `INFOPLIST_KEY_<key>` settings into the
///   Info.plist: `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad` and `_iPhone` are Xcode's
///   spelling of the `~ipad` and `~iphone` keys (space-separated lists), booleans are `YES`/`NO`,
///   and `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` generates a scene manifest
///   that supports multiple windows; `INFOPLIST_KEY_UILaunchStoryboardName` and
///   `INFOPLIST_KEY_UILaunchScreen_Generation = YES` give the launch screen. A key set both in the file and as a setting keeps the file's
///   value here, and the conflict is reported in `unresolved`.
/// - `UIDeviceFamily` always comes from `TARGETED_DEVICE_FAMILY` (Xcode writes it into every
///   built Info.plist; the iOS default is `1`, iPhone only).
struct ProjectInfoPlist {
    var keys = AppInfoPlist()
    var unresolved: [UnresolvedItem] = []
    var displayName: String?
    /// The storyboard UIKit loads at launch: the scene configuration's `UISceneStoryboardFile`,
    /// else `UIMainStoryboardFile~ipad`, else `UIMainStoryboardFile`.
    var mainStoryboard: (name: String, source: String)?

    private static let orientationSettings = [
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "UISupportedInterfaceOrientations~ipad"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations~iphone"),
    ]

    init(target: ProjectTarget, displayPath: (String) -> String, limits: ReadingLimits) throws(ProjectReadingError) {
        let settings = target.settings
        var values: [(key: String, value: JSONValue, source: String)] = []
        var file: [String: Any] = [:]
        var fileDisplay = ""
        if let infoPlistFile = settings.value("INFOPLIST_FILE"), !infoPlistFile.text.isEmpty {
            noteUndefined(infoPlistFile, path: "infoPlist")
            let path = infoPlistFile.text.hasPrefix("/") ? infoPlistFile.text
                : (target.project.directory as NSString).appendingPathComponent(infoPlistFile.text)
            fileDisplay = displayPath(path)
            let data = try BoundedFile.read(path, limits: limits, referencedFrom: infoPlistFile.source)
            do throws(PropertyList.ReadError) {
                file = try PropertyList.object(from: data) as? [String: Any] ?? [:]
            } catch {
                throw .notAPropertyList(file: fileDisplay, reason: error.reason)
            }
            for key in InfoPlist.Key.all.sorted() where key != "UIDeviceFamily" {
                if let raw = file[key], let value = JSONValue(foundationObject: raw) { values.append((key, value, fileDisplay)) }
            }
            displayName = (file["CFBundleDisplayName"] as? String).flatMap { $0.contains("$(") || $0.isEmpty ? nil : $0 }
        }
        if settings.bool("GENERATE_INFOPLIST_FILE") == true {
            var generated: [(String, JSONValue, BuildSettings.Value)] = []
            for (setting, key) in Self.orientationSettings {
                if let value = settings.value(setting), !value.text.isEmpty {
                    generated.append((key, .array(value.text.split(separator: " ").map { .string(String($0)) }), value))
                }
            }
            if let value = settings.value("INFOPLIST_KEY_UIRequiresFullScreen"), let flag = settings.bool("INFOPLIST_KEY_UIRequiresFullScreen") {
                generated.append(("UIRequiresFullScreen", .bool(flag), value))
            }
            if let value = settings.value("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
               settings.bool("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == true {
                generated.append(("UIApplicationSupportsMultipleScenes", .bool(true), value))
            }
            if let value = settings.value("INFOPLIST_KEY_UILaunchStoryboardName"), !value.text.isEmpty {
                generated.append(("UILaunchStoryboardName", .string(value.text), value))
            }
            if let value = settings.value("INFOPLIST_KEY_UILaunchScreen_Generation"), settings.bool("INFOPLIST_KEY_UILaunchScreen_Generation") == true {
                generated.append(("UILaunchScreen", .object([]), value))
            }
            for (key, value, setting) in generated {
                noteUndefined(setting, path: "infoPlist.\(key)")
                if let existing = values.first(where: { $0.key == key }) {
                    if existing.value != value {
                        unresolved.append(UnresolvedItem(path: "infoPlist.\(key)", reason: "set both in \(existing.source) and by \(setting.source) with different values; the file's value is used",
                                                         source: setting.source))
                    }
                    continue
                }
                values.append((key, value, setting.source))
            }
            if displayName == nil, let name = settings.value("INFOPLIST_KEY_CFBundleDisplayName"), !name.text.isEmpty { displayName = name.text }
            if let storyboard = settings.value("INFOPLIST_KEY_UIMainStoryboardFile"), !storyboard.text.isEmpty, file["UIMainStoryboardFile"] == nil {
                mainStoryboard = (storyboard.text, storyboard.source)
            }
        }
        let family = settings.value("TARGETED_DEVICE_FAMILY") ?? BuildSettings.Value(text: "1", source: "Xcode default", undefined: [])
        let numbers = family.text.split(whereSeparator: { $0 == "," || $0 == " " }).map { JSONValue.number(Double($0) ?? -1) }
        values.append(("UIDeviceFamily", .array(numbers), family.source))
        let reader = DescriptionReader()
        _ = reader.infoPlist(.object(values.map { ($0.key, $0.value) }), path: "infoPlist", ignoringOtherKeys: true)
        var rejected: Set<String> = []
        for problem in reader.problems {
            let key = problem.path.split(separator: ".").dropFirst().first.map { String($0.prefix { $0 != "[" }) } ?? ""
            rejected.insert(key)
            unresolved.append(UnresolvedItem(path: problem.path, reason: "\(problem.message); the key is left out", source: values.first { $0.key == key }?.source))
        }
        // A key with a bad value is left out, so what is written reads back.
        values.removeAll { rejected.contains($0.key) }
        keys = DescriptionReader().infoPlist(.object(values.map { ($0.key, $0.value) }), path: "infoPlist", ignoringOtherKeys: true) ?? AppInfoPlist()
        keys.sources = InfoPlist.Key.all.compactMap { key in
            guard keys.declares(key) else { return nil }
            return values.first { $0.key == key }.map { AppInfoPlist.KeySource(key: key, source: $0.source) }
        }
        if keys.values.sceneManifest?.supportsMultipleScenes != nil, !keys.sources.contains(where: { $0.key == "UIApplicationSupportsMultipleScenes" }),
           let manifest = values.first(where: { $0.key == "UIApplicationSceneManifest" }) {
            keys.sources.append(AppInfoPlist.KeySource(key: "UIApplicationSupportsMultipleScenes", source: manifest.source))
        }
        // In key order, as a description file's `infoPlistSources` reads back.
        keys.sources.sort { $0.key < $1.key }
        if mainStoryboard == nil { mainStoryboard = Self.storyboard(in: file, source: fileDisplay) }
    }

    /// The launch storyboard named by an Info.plist file.
    private static func storyboard(in file: [String: Any], source: String) -> (name: String, source: String)? {
        if let manifest = file["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
           let name = roles.first?["UISceneStoryboardFile"] as? String, !name.isEmpty {
            return (name, "\(source): UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile")
        }
        for key in ["UIMainStoryboardFile~ipad", "UIMainStoryboardFile"] {
            if let name = file[key] as? String, !name.isEmpty { return (name, "\(source): \(key)") }
        }
        return nil
    }

    private mutating func noteUndefined(_ value: BuildSettings.Value, path: String) {
        for name in value.undefined {
            unresolved.append(UnresolvedItem(path: path, reason: "$(\(name)) is set nowhere in the project or its xcconfig files; Xcode expands it to nothing (it may come from xcodebuild's command line)",
                                             source: value.source))
        }
    }
}
