import PadKit
import PadKitSimulator

/// What `padkit matrix --app` reports for an app whose root shows tabs: where the tab bar
/// controller put them (``PadKit/TabBarLayout``: at the bottom, floating at the top, or the
/// sidebar), the mode, and the selected tab's safe area with the bar in it.
public enum TabBarInspection {
    /// The first tab bar controller in the window; `nil` when there is none.
    @Sendable public static func inspect(_ window: Window) -> AppInspection? {
        guard let tabs = window.controllersInWindow().first(where: { $0 is TabBarController }) as? TabBarController else { return nil }
        let layout = tabs.tabBarLayout
        let child = tabs.selectedViewController.flatMap { $0.isViewLoaded ? $0.view.safeAreaInsets : nil } ?? .zero
        var json: [(String, JSONValue)] = [("layout", .string(layout.description)), ("mode", .string(tabs.mode.description))]
        if layout == .bottom { json.append(("height", .number(tabs.tabBarHeight))) }
        json.append(("selectedSafeArea", child.jsonValue))
        return AppInspection(
            jsonKey: "tabBar",
            columns: [("TABS", layout.description), ("TAB SAFE AREA", child.compactText)],
            json: .object(json))
    }
}
