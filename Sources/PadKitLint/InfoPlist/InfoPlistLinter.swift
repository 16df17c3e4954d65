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
    /// The four interface orientations a multitasking iPad app must list, in the order findings
    /// name the missing ones.
    static let allOrientations: [(name: String, orientation: InterfaceOrientation)] = [
        ("UIInterfaceOrientationPortrait", .portrait), ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
        ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft), ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
    ]

    /// The keys PadKit's ``InfoPlist`` model reads, leniently: a key with a bad value is left out
    /// (the linter reports pitfalls, not malformed keys, which Xcode itself refuses).
    static func model(_ dictionary: [String: Any]) -> InfoPlist {
        InfoPlist(dictionary: dictionary, report: { _, _ in })
    }

    /// How iPadOS treats the app (PadKit's ``OrientationResolver`` on iPad, newest OS modelled).
    static func iPadResolver(_ plist: InfoPlist) -> OrientationResolver {
        OrientationResolver(idiom: .pad, infoPlist: plist, osVersion: .latest)
    }

    /// What a parsed property list says about its target, for the rules that need the target
    /// (`nil` when it does not parse to a dictionary).
    ///
    /// - Parameter resolvedApp: the plist is an app target's, as its project says (`padkit lint --project`).
    static func target(data: Data, path: String, resolvedApp: Bool = false) -> AppTarget? {
        guard let dictionary = (try? PropertyList.object(from: data)) as? [String: Any] else {
            return nil
        }
        let kind: AppTarget.Kind
        let bundle = resolvedApp ? .app : InfoPlistBundle(dictionary)
        if dictionary["NSExtension"] != nil || dictionary["EXAppExtensionAttributes"] != nil {
            kind = .appExtension
        } else if notAnIPadAppKeys.contains(where: { dictionary[$0] != nil }) {
            kind = .watch
        } else if case .notAnIPadApp = bundle {
            kind = .other
        } else if bundle == .unresolved, !InfoPlistBundle.appKeys.contains(where: { dictionary[$0] != nil }) {
            kind = .unresolvedApp
        } else {
            kind = .app
        }
        let plist = model(dictionary)
        let multitasking = (kind == .app || kind == .unresolvedApp) && plist.runsNativelyOnPad && iPadResolver(plist).isMultitaskingEligible
        return AppTarget(
            root: AppTarget.root(forPlistAt: path), plistPath: path, kind: kind, isMultitaskingIPadApp: multitasking,
            isIPhoneOnly: plist.deviceFamily.map { !$0.contains(2) } ?? false)
    }

    /// What a note says when the key may come from the build settings.
    static let notSeen =
        "the linter sees only this file; Xcode may generate the key from the target's build settings: `padkit lint --project` reads them"

    /// - Parameter generatedKeysResolved: the plist holds the keys Xcode generates from the build
    ///   settings (`padkit lint --project`); otherwise a missing key may be generated and its
    ///   finding is at most a note.
    static func lint(data: Data, path: String, settings: RuleSettings, generatedKeysResolved: Bool = false) -> FileOutcome {
        var findings: [Finding] = []
        func report(_ rule: Rule, key: String?, detail: String?, cap: Severity? = nil) {
            guard var severity = settings.severity(of: rule) else { return }
            if let cap { severity = min(severity, cap) }
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
        // Test bundles, frameworks, extensions, watchOS, macOS and tvOS plists have no iPad window
        // of their own (``InfoPlistBundle``).
        // Under `padkit lint --project` the target's product type has decided already.
        if !generatedKeysResolved, case .notAnIPadApp = InfoPlistBundle(dictionary) {
            return FileOutcome(findings: findings, wasRead: true)
        }
        let info = model(dictionary)
        // Each key that asks for full screen on iPad: `UIRequiresFullScreen~ipad`, and the plain
        // key unless the `~ipad` one overrides it with false.
        // A key the app asks iPadOS to ignore from 26 on (`UIRequiresFullScreenIgnoredStartingWithVersion`,
        // TN3192's migration path) only keeps full screen on iPadOS 18 and earlier: not a finding.
        let key = InfoPlist.Key.requiresFullScreen
        let ignoredFrom = info.requiresFullScreenIgnoredStartingWithVersion
        let stillHonoured = ignoredFrom.map { $0 > OSRelease.windowedApps.version } ?? true
        let detail = ignoredFrom.map {
            "\(InfoPlist.Key.requiresFullScreenIgnoredStartingWithVersion) is \($0): iPadOS 26 up to then still honours the key"
        }
        if stillHonoured, info.requiresFullScreen && info.requiresFullScreenPad != false {
            report(.requiresFullScreen, key: key, detail: detail)
        }
        if stillHonoured, info.requiresFullScreenPad == true { report(.requiresFullScreen, key: key + "~ipad", detail: detail) }
        if !info.requiresFullScreen(on: .pad).value, info.runsNativelyOnPad, let declared = info.declaredOrientations(for: .pad) {
            let missing = allOrientations.filter { !declared.mask.contains($0.orientation) }.map(\.name)
            if !missing.isEmpty {
                report(.iPadOrientationsIncomplete, key: declared.key, detail: "\(declared.key) lacks \(missing.joined(separator: ", "))")
            }
        }
        // What every app's Info.plist needs from iOS 27 (the SDK) and for resizable windows. A key
        // Xcode generates from the build settings (`INFOPLIST_KEY_UILaunchScreen_Generation`,
        // `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`) is not in this file: unless
        // `padkit lint --project` resolved the plist with them, the finding is a note.
        let cap: Severity? = generatedKeysResolved ? nil : .note
        if info.sceneManifest == nil { report(.sceneManifestMissing, key: nil, detail: generatedKeysResolved ? nil : notSeen, cap: cap) }
        if info.launchScreens.isEmpty {
            let emptyName = ["", "~ipad", "~iphone"].map { InfoPlist.Key.launchStoryboardName + $0 }.first { dictionary[$0] != nil }
            let detail = [emptyName.map { "\($0) is empty" }, generatedKeysResolved ? nil : notSeen].compactMap { $0 }.joined(
                separator: "; ")
            report(.launchScreenMissing, key: emptyName, detail: detail.isEmpty ? nil : detail, cap: cap)
        }
        return FileOutcome(findings: findings, wasRead: true)
    }

    /// Keys that mark a property list as a watchOS app's or an app extension's.
    static let notAnIPadAppKeys = ["WKApplication", "WKWatchKitApp", "WKWatchOnly", "WKCompanionAppBundleIdentifier", "NSExtension"]

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
