import Foundation
import PadKit
import SnapshotSupport
import Testing
@testable import PadKitLint

/// The root controller an app builds in Swift, read from sources written for these tests.
@Suite("Reading the root an app builds in code")
struct AppRootReaderTests {
    /// Writes `files` into a fresh folder, indexes it, and reads the root.
    static func read(_ files: [String: String]) throws -> AppRootReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-approot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let index = try Linter.index(paths: [folder.path], root: folder.path)
        return AppRootReader.read(index)
    }

    @Test("a column-style split built in the scene delegate, with its properties and columns")
    func columnSplit() throws {
        let report = try Self.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let split = UISplitViewController(style: .tripleColumn)
                    split.preferredDisplayMode = .twoBesideSecondary
                    split.preferredSplitBehavior = .tile
                    split.minimumPrimaryColumnWidth = 200
                    split.setViewController(Sidebar(), for: .primary)
                    split.setViewController(UINavigationController(rootViewController: ListController()), for: .supplementary)
                    split.setViewController(Detail(), for: .secondary)
                    window?.rootViewController = split
                }
            }
            class Sidebar: UIViewController {}
            class ListController: UITableViewController {}
            class Detail: UIViewController {}
            """
        ])
        let root = try #require(report.root)
        guard case .split(let style, let columns, let properties) = root.kind else { Issue.record("\(root)"); return }
        #expect(style == "tripleColumn")
        #expect(columns.map(\.key) == ["primary", "supplementary", "secondary"])
        #expect(columns.map(\.node.className) == ["Sidebar", nil, "Detail"])
        #expect(properties.map(\.key) == ["preferredDisplayMode", "preferredSplitBehavior", "minimumPrimaryColumnWidth"])
        #expect(properties.map(\.value) == [.string("twoBesideSecondary"), .string("tile"), .number(200)])
        #expect(root.source == "SceneDelegate.swift:4")
        #expect(report.unresolved.isEmpty, "\(report.unresolved)")
    }

    @Test("a tab bar subclass, a factory function, a lazy property and a navigation stack in the app delegate")
    func tabBarSubclass() throws {
        let report = try Self.read([
            "AppDelegate.swift": """
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                lazy var tabs: RootTabs = RootTabs()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window!.rootViewController = tabs
                    return true
                }
            }
            """,
            "RootTabs.swift": """
            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([makeInbox(), Settings()], animated: false)
                }
            }
            func makeInbox() -> UIViewController {
                let inbox = UINavigationController(rootViewController: Inbox())
                inbox.title = "Inbox"
                return inbox
            }
            class Inbox: UIViewController {}
            class Settings: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """,
        ])
        let root = try #require(report.root)
        guard case .tabs(let tabs) = root.kind else { Issue.record("\(root)"); return }
        #expect(root.className == "RootTabs")
        #expect(tabs.count == 2)
        #expect(tabs.first?.title == "Inbox")
        guard case .navigation(let stack)? = tabs.first?.kind else { Issue.record("\(tabs)"); return }
        #expect(stack.map(\.className) == ["Inbox"])
        #expect(tabs.last?.supportedInterfaceOrientations == ["portrait"])
    }

    @Test("a branch on sign-in state follows the main interface and says so; storyboards and dependencies are reported")
    func branchesAndUnknowns() throws {
        let report = try Self.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if Session.isSignedIn {
                        window?.rootViewController = UINavigationController(rootViewController: Home())
                    } else {
                        window?.rootViewController = SignIn()
                    }
                }
            }
            class Home: UIViewController {
                override func viewDidLoad() { title = NSLocalizedString("home.title", comment: "") }
            }
            class SignIn: UIViewController {}
            """
        ])
        let root = try #require(report.root)
        guard case .navigation(let stack) = root.kind else { Issue.record("\(root)"); return }
        #expect(stack.first?.className == "Home")
        #expect(report.unresolved.map(\.path) == ["root", "root.navigation[0].title"])
        // The sign-in branch is not followed, and is listed at its place.
        #expect(report.unresolved.first?.source == "SceneDelegate.swift:7" && report.unresolved.first?.reason.contains("SignIn") == true)
        #expect(report.unresolved.last?.reason == "a localized title (key 'home.title')")

        let other = try Self.read([
            "AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Feed"), VendorController(), Router.make()]
                    window?.rootViewController = tabs
                    return true
                }
            }
            """
        ])
        guard case .tabs(let tabs)? = other.root?.kind else { Issue.record("\(String(describing: other.root))"); return }
        // The tab made by a function of another module is a placeholder at its place.
        #expect(tabs.count == 3 && tabs.last?.className == nil && tabs.last?.source == "AppDelegate.swift:5")
        #expect(other.storyboards == [StoryboardUse(name: "Main", identifier: "Feed", path: "root.tabs[0]")])
        #expect(other.unresolved.map(\.reason).contains { $0.contains("'VendorController' is not declared in this target") })
        #expect(other.unresolved.map(\.reason).contains { $0.contains("Router.make()") })
    }

    @Test(
        "a tab bar controller's mode set in code is the description's mode; a mode that is not a constant is unresolved; mode on another controller is ignored"
    )
    func tabBarMode() throws {
        func root(_ assignment: String) throws -> AppRootReport {
            try Self.read([
                "SceneDelegate.swift": """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let tabs = UITabBarController()
                        tabs.viewControllers = [Feed(), Profile()]
                        \(assignment)
                        window?.rootViewController = tabs
                    }
                }
                class Feed: UIViewController {}
                class Profile: UIViewController {}
                """
            ])
        }
        for mode in ["automatic", "tabBar", "tabSidebar"] {
            #expect(try root("tabs.mode = .\(mode)").root?.tabBarMode == mode)
        }
        let computed = try root("tabs.mode = Settings.preferredMode")
        #expect(computed.root?.tabBarMode == nil)
        #expect(computed.unresolved.contains { $0.path == "root.mode" && $0.reason.contains("Settings.preferredMode") })
        // A near miss: no assignment leaves the mode unset (UIKit's `.automatic`).
        #expect(try root("tabs.title = \"Tabs\"").root?.tabBarMode == nil)
    }

    @Test("SwiftUI: .tabViewStyle(.tabBarOnly) is the tabBar mode; .sidebarAdaptable on a view that is not a TabView is unresolved")
    func swiftUITabViewStyles() throws {
        let only = try Self.read([
            "App.swift": """
            @main struct PhotosApp: App {
                var body: some Scene { WindowGroup { TabView { Tab("Library", systemImage: "photo") { Text("l") } }.tabViewStyle(.tabBarOnly) } }
            }
            """
        ])
        #expect(only.root?.tabBarMode == "tabBar")
        let notTabs = try Self.read([
            "App.swift": """
            @main struct PhotosApp: App {
                var body: some Scene { WindowGroup { NavigationStack { Text("l") }.tabViewStyle(.sidebarAdaptable) } }
            }
            """
        ])
        #expect(notTabs.root?.tabBarMode == nil)
        #expect(notTabs.unresolved.contains { $0.reason.contains("not a TabView") })
    }

    @Test("a split subclass that forwards init(style:) and fills its columns in a helper called from init")
    func forwardedStyleAndHelper() throws {
        let report = try Self.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let split = Split(style: .doubleColumn)
                    window?.rootViewController = split
                }
            }
            """,
            "Split.swift": """
            final class Split: UISplitViewController {
                private let sideBar: SideBar = {
                    let sideBar = SideBar()
                    return sideBar
                }()
                override init(style: UISplitViewController.Style) {
                    super.init(style: style)
                    setUpColumns()
                }
                private func setUpColumns() {
                    setViewController(sideBar, for: .primary)
                    setViewController(Detail(), for: .secondary)
                }
            }
            class SideBar: UICollectionViewController {}
            class Detail: UIViewController {}
            """,
        ])
        let root = try #require(report.root)
        guard case .split(let style, let columns, _) = root.kind else { Issue.record("\(root)"); return }
        #expect(root.className == "Split" && style == "doubleColumn")
        #expect(columns.map(\.key) == ["primary", "secondary"] && columns.map(\.node.className) == ["SideBar", "Detail"])
        #expect(report.unresolved.isEmpty, "\(report.unresolved)")
    }

    @Test("a root chosen by a switch through a local declared without a value; a coordinator's own property is not the window's")
    func switchAndCoordinator() throws {
        let report = try Self.read([
            "Coordinator.swift": """
            final class Coordinator {
                var rootViewController: UIViewController?
                let sceneDelegate: SceneDelegate
                func setup() {
                    let rootViewController: UIViewController
                    switch UIDevice.current.userInterfaceIdiom {
                    case .phone:
                        let tabs = Tabs()
                        rootViewController = tabs
                    default:
                        let split = UISplitViewController(style: .doubleColumn)
                        split.setViewController(Sidebar(), for: .primary)
                        split.setViewController(Tabs(), for: .compact)
                        rootViewController = split
                    }
                    sceneDelegate.window?.rootViewController = rootViewController
                    self.rootViewController = rootViewController
                }
            }
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = makeTabs()
                }
            }
            class Sidebar: UIViewController {}
            """
        ])
        let root = try #require(report.root)
        guard case .split(let style, let columns, _) = root.kind else { Issue.record("\(root)"); return }
        #expect(style == "doubleColumn")
        // The tab bar's tabs are made at run time: it stays a tab bar, with one placeholder tab.
        guard case .tabs(let compactTabs)? = columns.last?.node.kind else { Issue.record("\(columns)"); return }
        #expect(columns.map(\.key) == ["primary", "compact"] && compactTabs.count == 1 && columns.last?.node.className == "Tabs")
        let reasons = report.unresolved.map(\.reason)
        // The iPad branch (`default`) is followed; the phone's is listed.
        #expect(reasons.contains { $0.contains("a branch not followed: when 'UIDevice.current.userInterfaceIdiom case .phone'") })
        #expect(report.unresolved.contains { $0.path == "root.split.compact.tabs[0]" && $0.reason.contains("tabs are made at run time") })
        #expect(Set(report.unresolved).count == report.unresolved.count)
    }

    @Test("no root set in code: the storyboard decides; the JSON says null")
    func noRoot() throws {
        let report = try Self.read(["ViewController.swift": "class ViewController: UIViewController {}"])
        #expect(report.root == nil && report.unresolved.isEmpty)
        #expect(report.json == "{\n  \"root\": null,\n  \"unresolved\": [],\n  \"storyboards\": []\n}\n")
    }

    @Test("a controller built through itself stops at the depth limit instead of looping")
    func recursion() throws {
        let report = try Self.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = make()
                }
                func make() -> UIViewController { return make() }
            }
            """
        ])
        #expect(report.root == nil)
        #expect(report.unresolved.contains { $0.reason.contains("more than") })
    }
}

/// The root read from the hand-written apps in `Tests/PadKitAppsTests/Fixtures/Sources`, against
/// golden reports (`approot-NAME.json`).
@Suite("Roots of the fixture apps")
struct AppRootFixtureTests {
    static func fixtures(testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PadKitAppsTests/Fixtures/Sources").path
    }

    static func report(_ name: String) throws -> AppRootReport {
        let folder = "\(fixtures())/\(name)"
        return AppRootReader.read(try Linter.index(paths: [folder], root: folder))
    }

    @Test(
        "the report matches its golden",
        arguments: [
            "SwiftUISplit", "SwiftUITabs", "CaseIterableTabs", "Coordinator", "HostedSwiftUI",
            // Issue 34: the patterns of apps PadKit had not been tuned for.
            "SwitchSplit", "ExternalDisplay", "IdiomSwitch", "RepresentableTabs", "NavigationSubclass",
            "MappedTabs", "ForEachSections", "CollapsingSplit", "OtherPlatforms", "RuntimeTabs",
        ])
    func golden(name: String) throws {
        // In the target's `__Goldens__` folder (excluded from its sources), not beside this file.
        let suiteFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let outcome = Golden.compare(
            try Self.report(name).json, named: "approot-\(name).json", testFile: suiteFolder.appendingPathComponent("AppRoot.swift").path)
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }

    @Test("SwiftUI: a three-column NavigationSplitView with its style, widths and visibility; the sheet is listed")
    func swiftUISplit() throws {
        let report = try Self.report("SwiftUISplit")
        let root = try #require(report.root)
        guard case .split(let style, let columns, let properties) = root.kind else { Issue.record("\(root.kind)"); return }
        #expect(style == "tripleColumn")
        #expect(columns.map(\.key) == ["primary", "supplementary", "secondary"])
        #expect(columns.map(\.node.className) == ["FolderList", "NoteList", "NoteEditor"])
        #expect(columns[0].node.title == "Folders")
        #expect(properties.contains(AppRootNode.Property(key: "preferredSplitBehavior", value: .string("tile"))))
        #expect(properties.contains(AppRootNode.Property(key: "minimumPrimaryColumnWidth", value: .number(200))))
        #expect(root.source == "ContentView.swift:7")
        // The sheet is a named presentation now, not an unresolved note.
        #expect(!report.unresolved.contains { $0.reason.contains("presents SettingsView") })
    }

    @Test("SwiftUI: sheets, covers and popovers of the views reachable from the App are named presentations in UIKit's terms")
    func swiftUIPresentations() throws {
        let report = try Self.report("SwiftUISplit")
        let byName = Dictionary(uniqueKeysWithValues: report.presentations.map { ($0.name, $0) })
        // In the order the views are reached and the modifiers written; a switch in the content names each view.
        #expect(
            report.presentations.map(\.name) == [
                "SettingsView", "OnboardingView", "ShareView", "TagPicker", "DateRangePicker", "FormattingPanel", "AboutView",
            ])
        let settings = try #require(byName["SettingsView"])
        #expect(settings.style == .formSheet && settings.detents == [.medium, .large] && settings.source == "ContentView.swift:16")
        #expect(byName["OnboardingView"]?.style == .fullScreen)
        // arrowEdge .bottom: the arrow on the anchor's bottom edge points up; .popover adaptation: none.
        let share = try #require(byName["ShareView"])
        #expect(share.style == .popover && share.permittedArrowDirections == .up && share.adaptiveStyle == ModalPresentationStyle.none)
        #expect(report.unresolved.contains { $0.path == "presentations.ShareView.sourceRect" && $0.source == "ContentView.swift:43" })
        #expect(byName["TagPicker"]?.source == byName["DateRangePicker"]?.source)
        // Through a NavigationStack to the view, and the modifiers at the top of its body.
        let panel = try #require(byName["FormattingPanel"])
        #expect(panel.style == .pageSheet && panel.prefersGrabberVisible && panel.isModalInPresentation)
        #expect(panel.detents == [.custom("fraction(0.25)", fraction: 0.25), .custom("height(320)", height: 320)])
        // A view reached only as another presentation's content presents too.
        #expect(byName["AboutView"]?.source == "ContentView.swift:85")
    }

    @Test(
        "SwiftUI presentations: one name per place, the place in the name when a view is presented from two; detents PadKit cannot read are listed"
    )
    func presentationNames() throws {
        let report = try AppRootReaderTests.read([
            "App.swift": """
            @main
            struct MyApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                @State var a = false
                var body: some View {
                    List { Text("x") }
                        .sheet(isPresented: $a) { Editor().presentationDetents(sizes) }
                        .popover(isPresented: $a, arrowEdge: .top) { Editor() }
                        .sheet(isPresented: $a) { Text("Hi").presentationDetents([.custom(Peek.self)]) }
                }
            }
            struct Editor: View { var body: some View { Text("e") } }
            """
        ])
        #expect(report.presentations.map(\.name) == ["Editor", "Editor (App.swift:10)", "Text"])
        #expect(report.presentations[1].permittedArrowDirections == .down)
        #expect(report.unresolved.contains { $0.path == "presentations.Editor.detents" })
        #expect(report.unresolved.contains { $0.path == "presentations.Text.detents" })
        #expect(report.json.contains("\"presentations\": {"))
    }

    @Test(
        "SwiftUI presentations through a router: a View extension's sheet(item:) over a switch, views in a namespace, content a method or a property"
    )
    func routerPresentations() throws {
        let report = try AppRootReaderTests.read([
            "App.swift": """
            @main
            struct MyApp: App {
                var body: some Scene { WindowGroup { Home().withSheets(item: .constant(nil)) } }
            }
            enum Sheet: Identifiable { case compose, about; var id: Int { 0 } }
            enum Editor { struct Main: View { var body: some View { Text("e") } } }
            extension View {
                func withSheets(item: Binding<Sheet?>) -> some View {
                    sheet(item: item) { sheet in
                        Group {
                            switch sheet {
                            case .compose: Editor.Main().presentationDetents([.large])
                            case .about: AboutView()
                            }
                        }
                    }
                }
            }
            struct Home: View {
                @State var a = false
                var body: some View {
                    Text("home")
                        .sheet(isPresented: $a, content: makeSheet)
                        .fullScreenCover(isPresented: $a) { accounts }
                }
                func makeSheet() -> some View { HelpView() }
                var accounts: some View { NavigationStack { List { Text("a") } } }
            }
            struct AboutView: View { var body: some View { Text("a") } }
            struct HelpView: View { var body: some View { Text("h") } }
            """
        ])
        #expect(report.presentations.map(\.name) == ["HelpView", "Home.accounts", "Editor.Main", "AboutView"])
        #expect(report.presentations.first { $0.name == "Editor.Main" }?.detents == [.large])
        #expect(report.presentations.first { $0.name == "Home.accounts" }?.style == .fullScreen)
    }

    @Test("SwiftUI: a TabView's literal tabs, an if in the App's body followed to the larger branch")
    func swiftUITabs() throws {
        let report = try Self.report("SwiftUITabs")
        let root = try #require(report.root)
        guard case .tabs(let tabs) = root.kind else { Issue.record("\(root.kind)"); return }
        #expect(tabs.map(\.title) == ["Library", "Albums", "Search"])
        guard case .navigation(let stack) = tabs[0].kind else { Issue.record("\(tabs[0].kind)"); return }
        #expect(stack.first?.className == "LibraryView")
        // `.tabViewStyle(.sidebarAdaptable)` is the tab bar controller's `.tabSidebar` mode.
        #expect(root.tabBarMode == "tabSidebar")
        #expect(!report.unresolved.contains { $0.reason.contains("sidebarAdaptable") })
        #expect(
            report.unresolved.contains {
                $0.reason.contains("a branch not followed") && $0.reason.contains("SignInView") && $0.source == "PhotosApp.swift:11"
            })
    }

    @Test("a tab list built from a CaseIterable enum: a tab per case")
    func caseIterableTabs() throws {
        let report = try Self.report("CaseIterableTabs")
        guard case .tabs(let tabs) = try #require(report.root).kind else { Issue.record("not tabs"); return }
        #expect(tabs.map(\.title) == ["Inbox", "Archive", "settings"])
        #expect(tabs.map(\.source) == ["SceneDelegate.swift:4", "SceneDelegate.swift:5", "SceneDelegate.swift:6"])
    }

    @Test("a coordinator's stored controller is followed to what is assigned to it; a second window's root is not the app's")
    func coordinator() throws {
        let report = try Self.report("Coordinator")
        guard case .navigation(let stack) = try #require(report.root).kind else { Issue.record("not a navigation controller"); return }
        #expect(stack.map(\.className) == ["InboxViewController"])
        #expect(stack.first?.title == "Inbox")
    }

    @Test("UIHostingController(rootView:): the SwiftUI view's NavigationView with two views is a column-style split")
    func hostedSwiftUI() throws {
        let report = try Self.report("HostedSwiftUI")
        guard case .split(let style, let columns, _) = try #require(report.root).kind else { Issue.record("not a split"); return }
        #expect(style == "doubleColumn")
        #expect(columns.map(\.node.className) == ["Sidebar", "Detail"])
        // The hosted views present too.
        #expect(report.presentations.map(\.name) == ["ComposeView"] && report.presentations.first?.style == .formSheet)
    }

    /// Issue 34: tab titles a view's helper builds (`.tabItem { self.tabbarItem(text: "Movies", image: "film") }`).
    @Test("a tab item built by a helper takes the helper's text argument as its title")
    func helperTabTitles() throws {
        let report = try AppRootReaderTests.read([
            "App.swift": """
            @main
            struct MoviesApp: App {
                var body: some Scene { WindowGroup { Tabs() } }
            }
            struct Tabs: View {
                func tabbarItem(text: String, image: String) -> some View { VStack { Image(systemName: image); Text(text) } }
                var body: some View {
                    TabView {
                        Text("a").tabItem { self.tabbarItem(text: "Movies", image: "film") }
                        Text("b").tabItem { tabbarItem(text: "Discover", image: "square.stack") }
                    }
                }
            }
            """
        ])
        guard case .tabs(let tabs)? = report.root?.kind else { Issue.record("\(String(describing: report.root))"); return }
        #expect(tabs.map(\.title) == ["Movies", "Discover"])
    }
}
