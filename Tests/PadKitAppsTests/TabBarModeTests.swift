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
        let json =
            #"{"name": "Tabs", \#(sdkPair)\#(plist)"root": {"tabs": [{"navigation": [{"title": "Inbox"}]}, {"title": "Search"}]\#(modePair)}}"#
        return try RunnableApp.described(try AppDescriptionReader.read(data: Data(json.utf8)))
    }

    @Test(
        "\"mode\" reaches the twin's tab bar controller and survives a round trip", arguments: [nil, "automatic", "tabBar", "tabSidebar"])
    func mode(name: String?) throws {
        let app = try Self.app(mode: name)
        let window = app.launch(
            in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full),
            osVersion: OSVersion(18))
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.mode == (name.flatMap(TabBarControllerMode.init(name:)) ?? .automatic))
        #expect(tabs.tabBarLayout == (name == "tabSidebar" ? .sidebar : .topFloating))
        let description = try #require(app.appDescription)
        let again = try AppDescriptionReader.read(data: Data(description.jsonValue.prettyText.utf8))
        #expect(again.root.tabBarMode == description.root.tabBarMode)
    }

    @Test(
        "the SDK in the description decides the bars: an iOS 11 SDK keeps 44 pt iPad bars on 12, an iOS 17 SDK keeps the bottom bar on 18, UIDesignRequiresCompatibility keeps 50 pt on 26 but not with the 27 SDK",
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
        let window = app.launch(
            in: try Placement(device: Device.named("ipad-pro-12-9-inch-3rd-gen"), orientation: .landscapeRight, mode: .full), osVersion: os)
        let tabs = try #require(window.rootViewController as? TabBarController)
        let stack = try #require(tabs.selectedViewController as? NavigationController)
        #expect(stack.navigationBarHeight == navigationBar)
        #expect(tabs.tabBarLayout == layout)
        #expect(stack.topViewController?.view.safeAreaInsets.top == window.safeAreaInsets.top + navigationBar)
    }

    @Test("matrix --app reports where the tabs are and the selected tab's safe area")
    func inspection() throws {
        let app = try Self.app(mode: "tabSidebar")
        let full = app.launch(
            in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full),
            osVersion: OSVersion(26))
        let inspection = try #require(app.inspect?(full))
        #expect(inspection.jsonKey == "tabBar")
        #expect(inspection.columns.map(\.value) == ["sidebar", "32,320,25,0"])
        let half = app.launch(
            in: try Placement(
                device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .window(width: 500, height: 834)),
            osVersion: OSVersion(26))
        #expect(app.inspect?(half)?.columns.map(\.value).first == "bottom")
    }

    @Test(
        "measured bar heights replace PadKit's in that placement only, in launches and in matrix --app (no launch reused across devices that share a screen)"
    )
    func measuredBars() throws {
        let file = #"""
            {"measurements": [{"device": "ipad-pro-11-inch-m4", "osVersion": "26.0", "multitasking": "windowedApps",
              "placement": "tile_half_leading", "orientation": "landscape", "window": {"width": 600, "height": 834},
              "navigationBarHeight": 52, "tabBarHeight": 48}]}
            """#
        let measurements = try Measurements(json: try #require(JSONReader().parse(Data(file.utf8))), source: "bars.json")
        let app = try Self.app(mode: "tabBar")
        let tile = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .tile(.halfLeading))
        let window = app.launch(in: tile, osVersion: OSVersion(26), measurements: measurements)
        let tabs = try #require(window.rootViewController as? TabBarController)
        let stack = try #require(tabs.selectedViewController as? NavigationController)
        #expect(tabs.tabBarLayout == .bottom && tabs.tabBarHeight == 48 && stack.navigationBarHeight == 52)
        #expect(stack.topViewController?.view.safeAreaInsets == window.safeAreaInsets + PadKit.EdgeInsets(top: 52, bottom: 48))
        // Another placement keeps PadKit's heights.
        let full = app.launch(
            in: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full),
            osVersion: OSVersion(26), measurements: measurements)
        #expect(
            (full.rootViewController as? TabBarController)?.selectedViewController.flatMap {
                ($0 as? NavigationController)?.navigationBarHeight
            } == 54)

        let devices = try ["ipad-pro-11-inch-m4", "ipad-pro-11-inch-m5"].map { (id: String) throws -> Device in try Device.named(id) }
        let matrix = AppMatrix(
            devices: devices, app: app, osVersion: { _ in OSVersion(26) }, landscape: true, modeID: "tile_half_leading",
            measurements: measurements, notes: false)
        let safeAreas = matrix.inspections.map { $0?.columns.last?.value }
        #expect(safeAreas == ["0,0,48,0", "0,0,50,0"], "\(safeAreas)")

        let bad =
            #"{"measurements": [{"device": "ipad-pro-11-inch-m4", "osVersion": "26.0", "placement": "full", "orientation": "landscape", "window": {"width": 1210, "height": 834}, "navigationBarHeight": -4, "tabBarHeight": "tall"}]}"#
        do {
            _ = try Measurements(json: try #require(JSONReader().parse(Data(bad.utf8))), source: "bad.json")
            Issue.record("expected an error")
        } catch let error as MeasurementsError {
            #expect(error.problems.map(\.path) == ["measurements[0].navigationBarHeight", "measurements[0].tabBarHeight"])
        }
    }
}
