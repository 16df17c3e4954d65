import Foundation
import PadKit

/// Why an Info.plist file could not be used: it could not be read, did not parse, or holds a key
/// of the wrong type.
public struct InfoPlistFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What went wrong.
    public var reason: String

    /// The message, naming the JSON path or file and what is wrong.
    public var description: String { "\(file): \(reason)" }
}

extension AppInfoPlist {
    /// Reads the keys PadKit needs from a real Info.plist (XML or binary); other keys are ignored.
    ///
    /// - Throws: ``InfoPlistFileError`` naming the file when it cannot be read or parsed, or when
    ///   a key PadKit needs has the wrong type (the key's path in the message). Plain `throws`:
    ///   Swift 6.3 miscompiles typed throws on initializers.
    public init(contentsOf url: URL) throws {
        let file = url.path
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InfoPlistFileError(file: file, reason: "cannot read the Info.plist file")
        }
        try self.init(propertyList: data, file: file)
    }

    /// Reads the keys PadKit needs from Info.plist data; `file` names it in errors.
    ///
    /// - Throws: always an ``InfoPlistFileError`` (plain `throws`: Swift 6.3 miscompiles typed throws on initializers).
    public init(propertyList data: Data, file: String) throws {
        let object: Any
        do throws(PropertyList.ReadError) {
            object = try PropertyList.object(from: data)
        } catch {
            throw InfoPlistFileError(file: file, reason: "not a property list (\(error.reason))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw InfoPlistFileError(file: file, reason: "the top level of an Info.plist must be a dictionary")
        }
        var problems: [String] = []
        let values = InfoPlist(dictionary: dictionary, report: { path, message in problems.append("\(path): \(message)") })
        if let problem = problems.first { throw InfoPlistFileError(file: file, reason: problem) }
        self.init(values: values)
    }
}

extension AppInfoPlist {
    /// Whether the Info.plist this was read from declares `key`.
    ///
    /// A scene manifest that says whether it supports multiple scenes is declared as
    /// `UIApplicationSupportsMultipleScenes` (the one key descriptions write for it), and as
    /// `UIApplicationSceneManifest` only when it does not say.
    public func declares(_ key: String) -> Bool {
        typealias Key = InfoPlist.Key
        let base = Key.supportedInterfaceOrientations
        switch key {
        case base: return values.supportedInterfaceOrientations != nil
        case base + "~ipad": return values.supportedInterfaceOrientationsPad != nil
        case base + "~iphone": return values.supportedInterfaceOrientationsPhone != nil
        case Key.requiresFullScreen: return values.requiresFullScreen
        case Key.requiresFullScreen + "~ipad": return values.requiresFullScreenPad != nil
        case Key.requiresFullScreenIgnoredStartingWithVersion: return values.requiresFullScreenIgnoredStartingWithVersion != nil
        case Key.deviceFamily: return values.deviceFamily != nil
        case Key.supportsMultipleScenes: return values.sceneManifest?.supportsMultipleScenes != nil
        case Key.sceneManifest: return values.sceneManifest != nil && values.sceneManifest?.supportsMultipleScenes == nil
        case Key.designRequiresCompatibility: return values.designRequiresCompatibility != nil
        case Key.statusBarHidden: return values.statusBarHidden != nil
        case Key.viewControllerBasedStatusBarAppearance: return values.viewControllerBasedStatusBarAppearance != nil
        default: return values.launchScreens.contains { $0.key == key }
        }
    }

    /// `CFBundleDisplayName`, else `CFBundleName`, of an Info.plist, when it is a plain string
    /// (not a `$(PRODUCT_NAME)` build setting).
    public static func bundleName(contentsOf url: URL) -> String? {
        let dictionary = propertyListDictionary(url)
        return ["CFBundleDisplayName", "CFBundleName"].lazy.compactMap { dictionary?[$0] as? String }
            .first { !$0.isEmpty && !$0.contains("$(") }
    }

    /// `MinimumOSVersion` of an Info.plist (present in built products), when it parses.
    public static func minimumOSVersion(contentsOf url: URL) -> OSVersion? {
        (propertyListDictionary(url)?["MinimumOSVersion"] as? String).flatMap(OSVersion.init)
    }

    private static func propertyListDictionary(_ url: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return (try? PropertyList.object(from: data)) as? [String: Any]
    }
}
