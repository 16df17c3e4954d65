import Foundation
import PadKit

/// Lints one `Info.plist`, read with PadKit's ``PropertyList`` (Foundation's `PropertyListDecoder`;
/// `PropertyListSerialization` leaks on every file it rejects on Linux).
///
/// Only the source plist is seen: keys Xcode adds at build time from build settings
/// (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad`, `TARGETED_DEVICE_FAMILY`) are not.
/// Lines are those of the key in an XML plist; findings in binary plists are on line 1.
/// watchOS apps and app extensions (``notAnIPadAppKeys``) are not checked: they have no iPad
/// multitasking window of their own.
enum InfoPlistLinter {
    /// The four interface orientations a multitasking iPad app must list.
    static let allOrientations = [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
    ]

    /// What a parsed property list says about its target, for the rules that need the target
    /// (`nil` when it does not parse to a dictionary).
    static func target(data: Data, path: String) -> AppTarget? {
        guard let dictionary = (try? PropertyList.object(from: data)) as? [String: Any] else {
            return nil
        }
        let kind: AppTarget.Kind
        if dictionary["NSExtension"] != nil { kind = .appExtension }
        else if notAnIPadAppKeys.contains(where: { dictionary[$0] != nil }) { kind = .watch }
        else { kind = .app }
        var multitasking = kind == .app && supportsPad(dictionary)
        for key in ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad"] where (dictionary[key] as? Bool) == true {
            multitasking = false
        }
        let key = dictionary["UISupportedInterfaceOrientations~ipad"] != nil ? "UISupportedInterfaceOrientations~ipad" : "UISupportedInterfaceOrientations"
        if let value = dictionary[key] {
            let listed = Set((value as? [Any])?.compactMap { $0 as? String } ?? [])
            if !allOrientations.allSatisfy(listed.contains) { multitasking = false }
        }
        return AppTarget(root: AppTarget.root(forPlistAt: path), plistPath: path, kind: kind, isMultitaskingIPadApp: multitasking)
    }

    static func lint(data: Data, path: String, settings: RuleSettings) -> FileOutcome {
        var findings: [Finding] = []
        func report(_ rule: Rule, key: String?, detail: String?) {
            guard let severity = settings.severity(of: rule) else { return }
            let line = key.map { lineOfKey($0, in: data) } ?? 1
            let message = detail.map { "\(rule.message) (\($0))" } ?? rule.message
            findings.append(Finding(ruleID: rule.id, severity: severity, message: message, path: path, line: line, column: 1))
        }
        let plist: Any
        do throws(PropertyList.ReadError) {
            plist = try PropertyList.object(from: data)
        } catch {
            report(.unparsableFile, key: nil, detail: "not a property list: \(error.reason)")
            return FileOutcome(findings: findings, wasRead: true)
        }
        guard let dictionary = plist as? [String: Any] else {
            report(.unparsableFile, key: nil, detail: "the top level is not a dictionary")
            return FileOutcome(findings: findings, wasRead: true)
        }
        // watchOS apps and app extensions have no multitasking window of their own.
        guard !notAnIPadAppKeys.contains(where: { dictionary[$0] != nil }) else {
            return FileOutcome(findings: findings, wasRead: true)
        }
        var requiresFullScreen = false
        for key in ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad"] where (dictionary[key] as? Bool) == true {
            requiresFullScreen = true
            report(.requiresFullScreen, key: key, detail: nil)
        }
        if !requiresFullScreen, supportsPad(dictionary) {
            let key = dictionary["UISupportedInterfaceOrientations~ipad"] != nil
                ? "UISupportedInterfaceOrientations~ipad" : "UISupportedInterfaceOrientations"
            if let value = dictionary[key] {
                let listed = Set((value as? [Any])?.compactMap { $0 as? String } ?? [])
                let missing = allOrientations.filter { !listed.contains($0) }
                if !missing.isEmpty {
                    report(.iPadOrientationsIncomplete, key: key, detail: "\(key) lacks \(missing.joined(separator: ", "))")
                }
            }
        }
        return FileOutcome(findings: findings, wasRead: true)
    }

    /// Keys that mark a property list as a watchOS app's or an app extension's.
    static let notAnIPadAppKeys = ["WKApplication", "WKWatchKitApp", "WKWatchOnly", "WKCompanionAppBundleIdentifier", "NSExtension"]

    /// `false` only when `UIDeviceFamily` is present and does not include 2 (iPad).
    private static func supportsPad(_ dictionary: [String: Any]) -> Bool {
        guard let family = dictionary["UIDeviceFamily"] else { return true }
        if let list = family as? [Any] {
            return list.contains { ($0 as? Int) == 2 || ($0 as? String) == "2" }
        }
        if let single = family as? Int { return single == 2 }
        return true
    }

    /// The 1-based line of `<key>name</key>` in an XML plist; 1 when it is not found.
    static func lineOfKey(_ name: String, in data: Data) -> Int {
        let needle = Array("<key>\(name)</key>".utf8)
        let bytes = [UInt8](data)
        guard needle.count <= bytes.count else { return 1 }
        var line = 1
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
                return line
            }
            index += 1
        }
        return 1
    }
}
