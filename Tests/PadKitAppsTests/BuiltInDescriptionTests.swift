import Foundation
import PadKit
import PadKitApps
import PadKitSamples
import PadKitSimulator
import Testing

/// The described samples: each loads, builds, and survives a round trip through its JSON form
/// and through Codable unchanged.
@Suite("Built-in app descriptions")
struct BuiltInDescriptionTests {
    @Test("every described sample loads and builds", arguments: SampleApps.describedNames)
    func loads(name: String) throws {
        let app = try #require(SampleApps.named(name))
        #expect(app.appDescription != nil, "\(app.summary)")
        #expect(!app.summary.hasPrefix("unavailable"), "\(app.summary)")
    }

    @Test("JSON form, read back, is the same description", arguments: SampleApps.describedNames)
    func jsonRoundTrip(name: String) throws {
        let description = try #require(SampleApps.named(name)?.appDescription)
        let again = try AppDescriptionReader.read(description.jsonValue)
        #expect(again == description)
        #expect(again.jsonValue.prettyText == description.jsonValue.prettyText)
    }

    @Test("Codable round trip through JSONEncoder and JSONDecoder", arguments: SampleApps.describedNames)
    func codableRoundTrip(name: String) throws {
        let description = try #require(SampleApps.named(name)?.appDescription)
        let data = try JSONEncoder().encode(description)
        let decoded = try JSONDecoder().decode(AppDescription.self, from: data)
        #expect(decoded == description)
    }

    @Test("decoding a bad description fails with the reader's problems")
    func decodingFails() throws {
        let data = Data(#"{"name": "X", "root": {"navigation": []}}"#.utf8)
        #expect {
            _ = try JSONDecoder().decode(AppDescription.self, from: data)
        } throws: { error in
            "\(error)".contains("root.navigation: an empty navigation stack")
        }
    }

    @Test("a description built in Swift runs like one read from a file")
    func swiftBuilt() throws {
        let description = AppDescription(
            name: "Notes", infoPlist: AppInfoPlist(values: InfoPlist(deviceFamily: [1, 2])),
            root: ControllerDescription(
                .split(
                    SplitDescription(
                        style: .doubleColumn, primary: ControllerDescription(title: "Folders"),
                        secondary: ControllerDescription(title: "Note"))),
                title: "Split"))
        let app = try RunnableApp.described(description)
        let window = app.launch(
            in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full), osVersion: .latest)
        let split = try #require(window.rootViewController as? SplitViewController)
        #expect(!split.isCollapsed)
        // Column style wraps each column in a navigation controller, as UIKit does.
        #expect(split.viewControllers.allSatisfy { $0 is NavigationController })
        #expect(app.inspect?(window)?.jsonKey == "split")
        try window.checkInvariants()
    }
}
