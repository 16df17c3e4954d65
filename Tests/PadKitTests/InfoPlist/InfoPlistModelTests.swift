import Foundation
import Testing
@testable import PadKit

/// The one Info.plist model: per-device variants, the iPadOS 26 keys, the scene manifest and the
/// launch screen, read by the one reader.
struct InfoPlistModelTests {
    private func read(_ pairs: [(String, JSONValue)]) -> (InfoPlist, [String]) {
        var problems: [String] = []
        let plist = InfoPlist(pairs: pairs, path: "infoPlist", report: { problems.append("\($0): \($1)") })
        return (plist, problems)
    }

    @Test(
        "UIRequiresFullScreen~ipad wins on iPad and only there",
        arguments: [
            (false, true, true, false), (true, false, false, true), (true, nil, true, true), (false, nil, false, false),
        ] as [(Bool, Bool?, Bool, Bool)])
    func requiresFullScreenVariant(plain: Bool, pad: Bool?, onPad: Bool, onPhone: Bool) {
        let plist = InfoPlist(requiresFullScreen: plain, requiresFullScreenPad: pad)
        #expect(plist.requiresFullScreen(on: .pad).value == onPad)
        #expect(plist.requiresFullScreen(on: .phone).value == onPhone)
        #expect(plist.requiresFullScreen(on: .pad).key == (pad == nil ? "UIRequiresFullScreen" : "UIRequiresFullScreen~ipad"))
        let resolver = OrientationResolver(idiom: .pad, infoPlist: plist, osVersion: OSVersion(18))
        #expect(resolver.isMultitaskingEligible == !onPad)
    }

    @Test("UIRequiresFullScreenIgnoredStartingWithVersion: honoured before the version, ignored from it")
    func ignoredStartingWithVersion() {
        let plist = InfoPlist(requiresFullScreen: true, requiresFullScreenIgnoredStartingWithVersion: OSVersion(26, 2))
        #expect(plist.honoursRequiresFullScreen(on: OSVersion(26, 1)))
        #expect(!plist.honoursRequiresFullScreen(on: OSVersion(26, 2)))
        #expect(!plist.honoursRequiresFullScreen(on: OSVersion(8)))
        #expect(OrientationResolver(idiom: .pad, infoPlist: plist, osVersion: OSVersion(26, 2)).isMultitaskingEligible)
        #expect(!OrientationResolver(idiom: .pad, infoPlist: plist, osVersion: OSVersion(26, 1)).isMultitaskingEligible)
    }

    @Test("the scene manifest, launch screens and the iOS 26 keys are read; bad values are listed with their paths")
    func readsEveryKey() {
        let (plist, problems) = read([
            ("UIApplicationSceneManifest", .object([("UIApplicationSupportsMultipleScenes", .bool(false))])),
            ("UILaunchStoryboardName", .string("LaunchScreen")),
            ("UILaunchScreen~ipad", .object([])),
            ("UIDesignRequiresCompatibility", .bool(true)),
            ("UIRequiresFullScreenIgnoredStartingWithVersion", .string("27")),
            ("UIDeviceFamily", .array([.string("1"), .number(2)])),
        ])
        #expect(problems.isEmpty)
        #expect(plist.sceneManifest == SceneManifest(supportsMultipleScenes: false))
        #expect(plist.launchScreen(for: .pad)?.key == "UILaunchScreen~ipad")
        #expect(plist.launchScreen(for: .phone)?.storyboardName == "LaunchScreen")
        #expect(plist.designRequiresCompatibility == true)
        #expect(plist.requiresFullScreenIgnoredStartingWithVersion == OSVersion(27))
        #expect(plist.deviceFamily == [1, 2])

        let (bad, badProblems) = read([
            ("UIApplicationSceneManifest", .array([])), ("UILaunchScreen", .string("x")),
            ("UIRequiresFullScreen~ipad", .number(1)), ("UIDeviceFamily", .array([.number(9)])),
        ])
        #expect(bad == InfoPlist())
        #expect(
            badProblems == [
                "infoPlist.UIRequiresFullScreen~ipad: expected true or false, found the number 1",
                "infoPlist.UIDeviceFamily[0]: 9 is out of range; expected a device family (1 iPhone, 2 iPad) from 1 to 7",
                "infoPlist.UIApplicationSceneManifest: expected a dictionary, found an array",
                "infoPlist.UILaunchScreen: expected a dictionary, found the string \"x\"",
            ])
    }

    /// TN3208: App Store Connect accepts UILaunchStoryboardName, UILaunchStoryboards,
    /// UILaunchScreen and UILaunchScreens as the launch screen.
    @Test(
        "the four launch-screen keys App Store Connect accepts each give a launch screen; a plural one that is not a dictionary is listed",
        arguments: ["UILaunchStoryboards", "UILaunchScreens"])
    func pluralLaunchScreens(key: String) {
        let (plist, problems) = read([
            (key, .object([("UIDefault" + (key == "UILaunchScreens" ? "LaunchScreen" : "LaunchStoryboard"), .string("Main"))]))
        ])
        #expect(problems.isEmpty)
        #expect(plist.launchScreen(for: .pad)?.key == key)
        #expect(plist.launchScreen(for: .phone)?.key == key)
        let (_, bad) = read([(key, .string("Main"))])
        #expect(bad.count == 1 && bad[0].contains(key), "\(bad)")
    }

    @Test("an app without UIDeviceFamily runs on both; with it, where it says")
    func deviceFamily() {
        #expect(InfoPlist().runsNativelyOnPad && InfoPlist().runsOnPhone)
        #expect(!InfoPlist(deviceFamily: [1]).runsNativelyOnPad)
        #expect(!InfoPlist(deviceFamily: [2]).runsOnPhone)
    }
}
