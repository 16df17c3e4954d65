import Foundation
import PadKit
import PadKitApps
import PadKitComponents
import PadKitSimulator

/// The built-in sample apps: seed 001's own code, ported line for line in Swift, and every other
/// sample as an app description (`Sources/PadKitSamples/Apps/NAME.json`), the same files a user
/// writes for their own app.
public enum SampleApps {
    /// Every sample's name with how to get it, in the order `padkit` lists them. A sample is
    /// loaded (its description read) the first time it is asked for, not when a name is listed:
    /// `padkit --help` and `padkit matrix --app wechat` read no other sample's file.
    private static let catalogue: [(name: String, described: Bool, app: @Sendable () -> RunnableApp)] = [
        ("single", true, { single }), ("navigation", true, { navigation }), ("tabs", true, { tabs }),
        ("container", true, { container }), ("wechat", true, { wechat }), ("basesplit", false, { baseSplit }),
        ("sidebar", true, { sidebar }), ("vesync", true, { vesync }), ("traitlayout", true, { traitlayout }),
    ]

    /// The names of the described samples, in the order `padkit` lists them.
    public static let describedNames = catalogue.filter(\.described).map(\.name)

    /// Every sample, in the order `padkit` lists them (this loads them all).
    public static var all: [RunnableApp] { catalogue.map { $0.app() } }

    /// The names of every sample.
    public static let names = catalogue.map(\.name)

    /// Old names that still work, each with the sample it now names: `seed001` was the
    /// `basesplit` sample's name until it was renamed to say what it is.
    public static let aliases: [(alias: String, name: String)] = [("seed001", "basesplit")]

    /// The sample called `name` (or an ``aliases`` name, which the app then keeps, so traces
    /// print the name the user wrote), or `nil`; only that sample is loaded.
    public static func named(_ name: String) -> RunnableApp? {
        if let alias = aliases.first(where: { $0.alias == name }) {
            var app = named(alias.name)
            app?.name = alias.alias
            return app
        }
        return catalogue.first { $0.name == name }?.app()
    }

    /// One controller.
    public static let single = described("single")
    /// A navigation stack with one controller at its root.
    public static let navigation = described("navigation")
    /// A tab bar of three navigation stacks, like a chat app's Chats, Contacts and Me tabs.
    public static let tabs = described("tabs")
    /// Seed 001's container: it forces its child's horizontal size class to compact while its own
    /// view is narrower than 1000 pt, so the content behaves like an iPhone app in narrow windows.
    public static let container = described("container")
    /// The WeChat-style app, built with `AdaptiveSplitViewController` (an `adaptiveSplit` node).
    public static let wechat = described("wechat")
    /// A double-column split (iOS 14 column style): a sidebar and a detail column.
    public static let sidebar = described("sidebar")
    /// Seed 002's VeSync app: a home navigation stack whose device pages open in the centre small
    /// window on iPad. `padkit matrix --app vesync` opens the first device and reports the window.
    public static let vesync = described("vesync")
    /// Seed 004's `TraitViewController`: three views laid out with SnapKit-style constraints, one
    /// layout per horizontal size class, remade in `willTransition(to:with:)`.
    public static let traitlayout = described("traitlayout")

    /// Seed 001's own code: `ContainerViewController` > `BaseSplitController` > a navigation
    /// controller whose root is `BaseTabbarController`.
    public static let baseSplit = RunnableApp(
        name: "basesplit", summary: "seed 001's BaseSplitController, ported line for line",
        inspect: SplitInspection.inspect
    ) {
        let tab = BaseTabBarController(title: "BaseTabbarController")
        tab.configure(tabs: ["Chats", "Contacts", "Discover", "Me"].map { ViewController(title: $0) })
        let nav = NavigationController(rootViewController: tab, title: "Primary")
        let splite = BaseSplitController(primary: nav)
        tab.mainSpliteController = splite
        let container = ContainerViewController(title: "ContainerViewController")
        container.content = splite
        return container
    }

    /// The description file of a described sample.
    public static func descriptionURL(named name: String) throws(AppDescriptionError) -> URL {
        try BuiltInAppFiles.url(named: name)
    }

    /// Loads a described sample; a file that is missing or broken is a ``RunnableApp`` whose root
    /// says so (the tests load every sample and fail on it).
    private static func described(_ name: String) -> RunnableApp {
        do {
            return try RunnableApp.described(try AppDescriptionReader.read(contentsOf: try BuiltInAppFiles.path(named: name)))
        } catch {
            let message = error.description
            return RunnableApp(name: name, summary: "unavailable: \(message)") { ViewController(title: "unavailable: \(message)") }
        }
    }
}

/// An app written in Swift against the twin (the name the samples have always used).
public typealias SampleApp = RunnableApp
