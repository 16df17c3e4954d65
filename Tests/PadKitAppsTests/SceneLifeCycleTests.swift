import Foundation
import PadKit
import Testing
@testable import PadKitApps

/// An app built with the iOS 27 SDK must adopt the scene life cycle or UIKit does not launch it
/// on iOS 27 (``SceneLifeCycleRequirement``); the description's `"sdk"` says what it is built with.
@Suite("Scene life cycle required by the iOS 27 SDK")
struct SceneLifeCycleTests {
    static func app(sdk: String?, manifest: Bool) throws -> RunnableApp {
        let sdkPair = sdk.map { #""sdk": "\#($0)", "# } ?? ""
        let manifestPair = manifest ? #", "UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": false}"# : ""
        let json = #"{"name": "Legacy", \#(sdkPair)"infoPlist": {"UIDeviceFamily": [1, 2]\#(manifestPair)}, "root": {"title": "Home"}}"#
        return try RunnableApp.described(try AppDescriptionReader.read(data: Data(json.utf8), baseDirectory: nil))
    }

    @Test(
        "built with the 27 SDK and no manifest: no window on iOS 27, every window on 26.2, with UIKit's message",
        arguments: [("ipad-pro-11-inch-m4", true), ("iphone-16", true), ("ipad-air-2", false)])
    func refusal(deviceID: String, runs27: Bool) throws {
        let device = try Device.named(deviceID)
        let app = try Self.app(sdk: "27.0", manifest: false)
        let (placements, notes) = app.occupiablePlacements(on: device, osVersion: device.newestOSVersion)
        if runs27 {
            #expect(placements.isEmpty)
            #expect(
                notes.count == 1 && notes[0].contains(SceneLifeCycleRequirement.message) && notes[0].contains("UIApplicationSceneManifest"))
            let full = try Placement(device: device, orientation: .portrait, mode: .full)
            #expect(throws: PlacementNotOccupiableError.self) { try app.checkOccupies(full, osVersion: device.newestOSVersion) }
        } else {
            #expect(!placements.isEmpty && app.launchRefusal(osVersion: device.newestOSVersion) == nil)
        }
        let older = app.occupiablePlacements(on: device, osVersion: min(device.newestOSVersion, OSVersion(26, 2)))
        #expect(!older.placements.isEmpty)
    }

    @Test(
        "a scene manifest, an older SDK or no SDK at all: the app launches on iOS 27",
        arguments: [("27.0", true), ("26.2", false), (nil, false)] as [(String?, Bool)])
    func launches(sdk: String?, manifest: Bool) throws {
        let app = try Self.app(sdk: sdk, manifest: manifest)
        #expect(app.launchRefusal(osVersion: OSVersion(27)) == nil)
        #expect(!app.occupiablePlacements(on: try Device.named("ipad-pro-11-inch-m4"), osVersion: OSVersion(27)).placements.isEmpty)
    }

    @Test("sdk is written back and read again; a bad value names its path")
    func roundTrip() throws {
        let description = try #require(try Self.app(sdk: "27.0", manifest: true).appDescription)
        #expect(description.sdk == OSVersion(27))
        let again = try AppDescriptionReader.read(description.jsonValue)
        #expect(again.sdk == OSVersion(27))
        let bad = #"{"name": "X", "sdk": "twenty-seven", "root": {"title": "Home"}}"#
        #expect { try AppDescriptionReader.read(data: Data(bad.utf8), baseDirectory: nil) } throws: { "\($0)".contains("sdk") }
    }
}
