import PadKitSimulator

/// The built-in sample apps.
public enum SampleApps {
    /// Every sample, in the order `padkit` lists them.
    public static let all: [SampleApp] = [single, navigation, tabs, container, vesync]

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

    /// Seed 002's VeSync app: a home navigation stack whose device pages open in the centre small
    /// window on iPad. `padkit matrix --app vesync` opens the first device and reports the window.
    public static let vesync = SampleApp(name: "vesync", summary: "seed 002: device pages in a centre small window", inspect: VeSyncInspection.inspect) {
        NavigationController(rootViewController: DeviceListViewController(), title: "Home")
    }
}
