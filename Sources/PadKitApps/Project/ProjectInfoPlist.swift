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
    /// The target's Info.plist as the build makes it: every key of its file, then the keys
    /// Xcode generates from `INFOPLIST_KEY_*` settings that the file does not set (a generated
    /// scene manifest as `UIApplicationSceneManifest`, a generated launch screen as `UILaunchScreen`),
    /// and `UIDeviceFamily` from `TARGETED_DEVICE_FAMILY`, for `padkit lint --project`.
    var resolved: [(key: String, value: JSONValue)] = []
    /// The Info.plist file as displayed, or `nil` when the target has none (all its keys generated).
    var fileDisplayPath: String?

    private static let orientationSettings = [
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "UISupportedInterfaceOrientations~ipad"),
        ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations~iphone"),
    ]

    /// Reads the target's Info.plist file and its generated keys.
    ///
    /// - Throws: always a ``ProjectReadingError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers):
    ///   an `INFOPLIST_FILE` that cannot be read, or is not a property list when not preprocessed.
    init(target: ProjectTarget, displayPath: @escaping (String) -> String, limits: ReadingLimits) throws {
        let settings = target.settings
        var values: [(key: String, value: JSONValue, source: String)] = []
        var file: [String: Any] = [:]
        var fileDisplay = ""
        if let infoPlistFile = settings.value("INFOPLIST_FILE"), !infoPlistFile.text.isEmpty {
            noteUndefined(infoPlistFile, path: "infoPlist")
            let named =
                infoPlistFile.text.hasPrefix("/")
                ? infoPlistFile.text
                : (target.project.directory as NSString).appendingPathComponent(infoPlistFile.text)
            // A name that differs only in case is the file, as on the Mac Xcode runs on.
            let path = CaseInsensitivePath.existing(named) ?? named
            fileDisplay = displayPath(path)
            if FileManager.default.fileExists(atPath: path) {
                file = try Self.contents(
                    of: path, display: fileDisplay, target: target, displayPath: displayPath, limits: limits,
                    referencedFrom: infoPlistFile.source, unresolved: &unresolved)
            } else {
                unresolved.append(
                    MissingFile(file: fileDisplay, referencedFrom: infoPlistFile.source)
                        .unresolved(what: "the Info.plist", consequence: "only the keys the build settings generate are read"))
            }
            fileDisplayPath = fileDisplay
            resolved = file.keys.sorted().compactMap { key in JSONValue(foundationObject: file[key] as Any).map { (key, $0) } }
            for key in InfoPlist.Key.all.sorted() where key != "UIDeviceFamily" {
                if let raw = file[key], let value = JSONValue(foundationObject: raw) { values.append((key, value, fileDisplay)) }
            }
            if let written = file["CFBundleDisplayName"] as? String, !written.isEmpty {
                displayName = expandedName(written, settings: settings, source: "\(fileDisplay): CFBundleDisplayName")
            }
        }
        if settings.bool("GENERATE_INFOPLIST_FILE") == true {
            var generated: [(String, JSONValue, BuildSettings.Value)] = []
            for (setting, key) in Self.orientationSettings {
                if let value = settings.value(setting), !value.text.isEmpty {
                    generated.append((key, .array(value.text.split(separator: " ").map { .string(String($0)) }), value))
                }
            }
            if let value = settings.value("INFOPLIST_KEY_UIRequiresFullScreen"),
                let flag = settings.bool("INFOPLIST_KEY_UIRequiresFullScreen")
            {
                generated.append(("UIRequiresFullScreen", .bool(flag), value))
            }
            if let value = settings.value("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
                settings.bool("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == true
            {
                generated.append(("UIApplicationSupportsMultipleScenes", .bool(true), value))
            }
            if let value = settings.value("INFOPLIST_KEY_UILaunchStoryboardName"), !value.text.isEmpty {
                generated.append(("UILaunchStoryboardName", .string(value.text), value))
            }
            if let value = settings.value("INFOPLIST_KEY_UILaunchScreen_Generation"),
                settings.bool("INFOPLIST_KEY_UILaunchScreen_Generation") == true
            {
                generated.append(("UILaunchScreen", .object([]), value))
            }
            for (key, value, _) in generated {
                // As the built Info.plist writes them: the scene flag inside its manifest.
                let (builtKey, builtValue) =
                    key == "UIApplicationSupportsMultipleScenes"
                    ? ("UIApplicationSceneManifest", JSONValue.object([(key, value)])) : (key, value)
                if !resolved.contains(where: { $0.key == builtKey }) { resolved.append((builtKey, builtValue)) }
            }
            for (key, value, setting) in generated {
                noteUndefined(setting, path: "infoPlist.\(key)")
                if let existing = values.first(where: { $0.key == key }) {
                    if existing.value != value {
                        unresolved.append(
                            UnresolvedItem(
                                path: "infoPlist.\(key)",
                                reason:
                                    """
                                    set both in \(existing.source) and by \(setting.source) with different values; the file's value is \
                                    used
                                    """,
                                source: setting.source))
                    }
                    continue
                }
                values.append((key, value, setting.source))
            }
            if displayName == nil, let name = settings.value("INFOPLIST_KEY_CFBundleDisplayName"), !name.text.isEmpty {
                noteUndefined(name, path: "name")
                if name.undefined.isEmpty { displayName = name.text }
            }
            if let storyboard = settings.value("INFOPLIST_KEY_UIMainStoryboardFile"), !storyboard.text.isEmpty,
                file["UIMainStoryboardFile"] == nil
            {
                mainStoryboard = (storyboard.text, storyboard.source)
            }
        }
        let family = settings.value("TARGETED_DEVICE_FAMILY") ?? BuildSettings.Value(text: "1", source: "Xcode default", undefined: [])
        let numbers = family.text.split(whereSeparator: { $0 == "," || $0 == " " }).map { JSONValue.number(Double($0) ?? -1) }
        values.append(("UIDeviceFamily", .array(numbers), family.source))
        // Xcode writes it into every built Info.plist, over a value the file may hold.
        resolved.removeAll { $0.key == "UIDeviceFamily" }
        resolved.append(("UIDeviceFamily", .array(numbers)))
        let reader = DescriptionReader()
        _ = reader.infoPlist(.object(values.map { ($0.key, $0.value) }), path: "infoPlist", ignoringOtherKeys: true)
        var rejected: Set<String> = []
        for problem in reader.problems {
            let key = problem.path.split(separator: ".").dropFirst().first.map { String($0.prefix { $0 != "[" }) } ?? ""
            rejected.insert(key)
            unresolved.append(
                UnresolvedItem(
                    path: problem.path, reason: "\(problem.message); the key is left out", source: values.first { $0.key == key }?.source))
        }
        // A key with a bad value is left out, so what is written reads back.
        values.removeAll { rejected.contains($0.key) }
        keys =
            DescriptionReader().infoPlist(.object(values.map { ($0.key, $0.value) }), path: "infoPlist", ignoringOtherKeys: true)
            ?? AppInfoPlist()
        keys.sources = InfoPlist.Key.all.compactMap { key in
            guard keys.declares(key) else { return nil }
            return values.first { $0.key == key }.map { AppInfoPlist.KeySource(key: key, source: $0.source) }
        }
        if keys.values.sceneManifest?.supportsMultipleScenes != nil,
            !keys.sources.contains(where: { $0.key == "UIApplicationSupportsMultipleScenes" }),
            let manifest = values.first(where: { $0.key == "UIApplicationSceneManifest" })
        {
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
            let name = roles.first?["UISceneStoryboardFile"] as? String, !name.isEmpty
        {
            return (
                name,
                "\(source): UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneStoryboardFile"
            )
        }
        for key in ["UIMainStoryboardFile~ipad", "UIMainStoryboardFile"] {
            if let name = file[key] as? String, !name.isEmpty { return (name, "\(source): \(key)") }
        }
        return nil
    }

    /// The dictionary of an Info.plist file, preprocessed first when `INFOPLIST_PREPROCESS` is set.
    /// A preprocessed file that does not come out as a property list is listed (what it depends
    /// on may be missing) and read as empty; a plain file that is not one is an error.
    private static func contents(
        of path: String, display: String, target: ProjectTarget, displayPath: @escaping (String) -> String, limits: ReadingLimits,
        referencedFrom: String, unresolved: inout [UnresolvedItem]
    ) throws(ProjectReadingError) -> [String: Any] {
        var data = try BoundedFile.read(path, limits: limits, referencedFrom: referencedFrom)
        let settings = target.settings
        if settings.bool("INFOPLIST_PREPROCESS") == true {
            let directory = target.project.directory
            let definitions = (settings.value("INFOPLIST_PREPROCESSOR_DEFINITIONS")?.text ?? "").split(separator: " ").map(String.init)
            let flags = settings.value("INFOPLIST_OTHER_PREPROCESSOR_FLAGS")?.text ?? ""
            var prefix: (path: String, display: String, source: String)?
            if let header = settings.value("INFOPLIST_PREFIX_HEADER"), !header.text.isEmpty {
                let headerPath = header.text.hasPrefix("/") ? header.text : (directory as NSString).appendingPathComponent(header.text)
                prefix = (headerPath, displayPath(headerPath), header.source)
            }
            let bytes = limits.fileBytes
            var preprocessor = InfoPlistPreprocessor(
                definitions: definitions, includeFolders: [directory],
                keepsLineComments: flags.split(separator: " ").contains { $0.hasPrefix("-traditional") }
            ) { file in
                guard let data = try? BoundedFile.read(file, limits: ReadingLimits(fileBytes: bytes)) else { return nil }
                return (String(decoding: data, as: UTF8.self), displayPath(file))
            }
            let output = preprocessor.run(text: String(decoding: data, as: UTF8.self), path: path, display: display, prefixHeader: prefix)
            unresolved += output.unresolved
            data = Data(output.text.utf8)
            do throws(PropertyList.ReadError) {
                return try PropertyList.object(from: data) as? [String: Any] ?? [:]
            } catch {
                unresolved.append(
                    UnresolvedItem(
                        path: "infoPlist",
                        reason:
                            """
                            after preprocessing (INFOPLIST_PREPROCESS = YES) the file is not a property list (\(error.reason)); its keys \
                            are not read
                            """,
                        source: display))
                return [:]
            }
        }
        do throws(PropertyList.ReadError) {
            return try PropertyList.object(from: data) as? [String: Any] ?? [:]
        } catch {
            throw .notAPropertyList(file: display, reason: error.reason)
        }
    }

    /// A name with its build-setting references (`$(PRODUCT_NAME)`) expanded, as Xcode expands
    /// them when it writes the built Info.plist; `nil`, and an unresolved item, when one of them is
    /// set nowhere (the name would come out wrong).
    private mutating func expandedName(_ written: String, settings: BuildSettings, source: String) -> String? {
        let value = settings.expanding(written, source: source)
        noteUndefined(value, path: "name")
        guard value.undefined.isEmpty, !value.text.isEmpty else { return nil }
        return value.text
    }

    private mutating func noteUndefined(_ value: BuildSettings.Value, path: String) {
        for name in value.undefined {
            unresolved.append(
                UnresolvedItem(
                    path: path,
                    reason:
                        """
                        $(\(name)) is set nowhere in the project or its xcconfig files; Xcode expands it to nothing (it may come from \
                        xcodebuild's command line)
                        """,
                    source: value.source))
        }
    }
}
