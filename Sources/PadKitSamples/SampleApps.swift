import PadKit
import PadKitComponents
import PadKitSimulator

/// The built-in sample apps.
public enum SampleApps {
    /// Every sample, in the order `padkit` lists them.
    public static let all: [SampleApp] = [single, navigation, tabs, container, wechat, seed001, sidebar, vesync, traitlayout]

    /// The names of every sample.
    public static var names: [String] { all.map(\.name) }

    /// The sample called `name`, or `nil`.
    public static func named(_ name: String) -> SampleApp? {
        all.first { $0.name == name }
    }

    /// One controller.
    public static let single = SampleApp(name: "single", summary: "one view controller") {
        ViewController(title: "Root")
    }

    /// A navigation stack with one controller at its root.
    public static let navigation = SampleApp(name: "navigation", summary: "a navigation stack") {
        NavigationController(rootViewController: ViewController(title: "Root"), title: "Navigation")
    }

    /// A tab bar of three navigation stacks, like a chat app's Chats, Contacts and Me tabs.
    public static let tabs = SampleApp(name: "tabs", summary: "a tab bar of three navigation stacks") {
        let tabBar = TabBarController(title: "Tabs")
        let stacks = ["Chats", "Contacts", "Me"].map { (tab: String) -> ViewController in
            NavigationController(rootViewController: ViewController(title: tab), title: "\(tab) Stack")
        }
        try? tabBar.setViewControllers(stacks, animated: false)
        return tabBar
    }

    /// Seed 001's container: it forces its child's horizontal size class to compact while its own
    /// view is narrower than 1000 pt, so the content behaves like an iPhone app in narrow windows.
    public static let container = SampleApp(name: "container", summary: "seed 001's container: compact below 1000 pt") {
        let container = ContainerViewController(title: "Container")
        container.content = NavigationController(rootViewController: ViewController(title: "Content"), title: "Content Stack")
        return container
    }

    /// The WeChat-style app, built with ``AdaptiveSplitViewController`` as an app developer would.
    public static let wechat = SampleApp(name: "wechat", summary: "the adaptive split component with four tabs",
                                         inspect: SplitInspection.inspect) {
        let tabs = ["Chats", "Contacts", "Discover", "Me"].map { ViewController(title: $0) }
        return (try? AdaptiveSplitViewController(tabs: tabs, placeholder: ViewController(title: "Placeholder"), title: "WeChat"))
            ?? ViewController(title: "WeChat")
    }

    /// Seed 001's own code: `ContainerViewController` > `BaseSplitController` > a navigation
    /// controller whose root is `BaseTabbarController`.
    public static let seed001 = SampleApp(name: "seed001", summary: "seed 001's BaseSplitController, ported line for line",
                                          inspect: SplitInspection.inspect) {
        let tab = Seed001TabBarController(title: "BaseTabbarController")
        tab.configure(tabs: ["Chats", "Contacts", "Discover", "Me"].map { ViewController(title: $0) })
        let nav = NavigationController(rootViewController: tab, title: "Primary")
        let splite = Seed001SplitController(primary: nav)
        tab.mainSpliteController = splite
        let container = ContainerViewController(title: "ContainerViewController")
        container.content = splite
        return container
    }

    /// A double-column split (iOS 14 column style): a sidebar and a detail column.
    public static let sidebar = SampleApp(name: "sidebar", summary: "a double-column split view (column style)",
                                          inspect: SplitInspection.inspect) {
        guard let split = try? SplitViewController(style: .doubleColumn, title: "Split") else { return ViewController(title: "Split") }
        try? split.setViewController(ViewController(title: "Sidebar"), for: .primary)
        try? split.setViewController(ViewController(title: "Detail"), for: .secondary)
        return split
    }

    /// Seed 002's VeSync app: a home navigation stack whose device pages open in the centre small
    /// window on iPad. `padkit matrix --app vesync` opens the first device and reports the window.
    public static let vesync = SampleApp(name: "vesync", summary: "seed 002: device pages in a centre small window", inspect: VeSyncInspection.inspect) {
        NavigationController(rootViewController: DeviceListViewController(), title: "Home")
    }

    /// Seed 004's `TraitViewController`: three views laid out with SnapKit-style constraints, one
    /// layout per horizontal size class, remade in `willTransition(to:with:)`.
    public static let traitlayout = SampleApp(name: "traitlayout", summary: "seed 004's TraitViewController (SnapKit-style constraints)",
                                              inspect: TraitLayoutInspection.inspect) {
        TraitViewController(title: "TraitViewController")
    }
}
