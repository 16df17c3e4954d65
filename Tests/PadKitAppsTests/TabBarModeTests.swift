import Foundation
import PadKit
import PadKitApps
import PadKitSimulator
import Testing

/// A described tab bar's `"mode"` and the description's `"sdk"` as the running app sees them:
/// where the tabs go, which bar heights UIKit gives, and what `matrix --app` reports.
@Suite("Described tab bars: mode and SDK")
struct TabBarModeTests {
    static func app(mode: String?, sdk: String? = nil, compatibility: Bool = false) throws -> RunnableApp {
        let modePair = mode.map { #", "mode": "\#($0)""# } ?? ""
        let sdkPair = sdk.map { #""sdk": "\#($0)", "# } ?? ""
        let plist = compatibility ? #""infoPlist": {"UIDesignRequiresCompatibility": true}, "# : ""
        let json = #"{"name": "Tabs", \#(sdkPair)\#(plist)"root": {"tabs": [{"navigation": [{"title": "Inbox"}]}, {"title": "Search"}]\#(modePair)}}"#
        return try RunnableApp.described(try AppDescriptionReader.read(data: Data(json.utf8)))
    }

    @Test("\"mode\" reaches the twin's tab bar controller and survives a round trip", arguments: [nil, "automatic", "tabBar", "tabSidebar"])
    func mode(name: String?) throws {
        let app = try Self.app(mode: name)
        let window = app.launch(in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full), osVersion: OSVersion(18))
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.mode == (name.flatMap(TabBarControllerMode.init(name:)) ?? .automatic))
        #expect(tabs.tabBarLayout == (name == "tabSidebar" ? .sidebar : .topFloating))
        let description = try #require(app.appDescription)
        let again = try AppDescriptionReader.read(data: Data(description.jsonValue.prettyText.utf8))
        #expect(again.root.tabBarMode == description.root.tabBarMode)
    }

    @Test("the SDK in the description decides the bars: an iOS 11 SDK keeps 44 pt iPad bars on 12, an iOS 17 SDK keeps the bottom bar on 18, UIDesignRequiresCompatibility keeps 50 pt on 26 but not with the 27 SDK",
          arguments: [
              (OSVersion(12), "11.0", false, 44.0, TabBarLayout.bottom),
              (OSVersion(12), nil, false, 50, .bottom),
              (OSVersion(18), "17.0", false, 50, .bottom),
              (OSVersion(18), nil, false, 50, .topFloating),
              (OSVersion(26), nil, false, 54, .topFloating),
              (OSVersion(26), "26.0", true, 50, .topFloating),
              (OSVersion(27), "27.0", true, 54, .topFloating),
              (OSVersion(27), "18.0", false, 50, .topFloating),
          ] as [(OSVersion, String?, Bool, Double, TabBarLayout)])
    func sdk(os: OSVersion, sdk: String?, compatibility: Bool, navigationBar: Double, layout: TabBarLayout) throws {
        let app = try Self.app(mode: "tabBar", sdk: sdk, compatibility: compatibility)
        let window = app.launch(in: try Placement(device: Device.named("ipad-pro-12-9-inch-3rd-gen"), orientation: .landscapeRight, mode: .full), osVersion: os)
        let tabs = try #require(window.rootViewController as? TabBarController)
        let stack = try #require(tabs.selectedViewController as? NavigationController)
        #expect(stack.navigationBarHeight == navigationBar)
        #expect(tabs.tabBarLayout == layout)
        #expect(stack.topViewController?.view.safeAreaInsets.top == window.safeAreaInsets.top + navigationBar)
    }

    @Test("matrix --app reports where the tabs are and the selected tab's safe area")
    func inspection() throws {
        let app = try Self.app(mode: "tabSidebar")
        let full = app.launch(in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full), osVersion: OSVersion(26))
        let inspection = try #require(app.inspect?(full))
        #expect(inspection.jsonKey == "tabBar")
        #expect(inspection.columns.map(\.value) == ["sidebar", "24,320,20,0"])
        let half = app.launch(in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .window(width: 500, height: 834)), osVersion: OSVersion(26))
        #expect(app.inspect?(half)?.columns.map(\.value).first == "bottom")
    }
}
