// UINavigationController subclasses: one inherits init(rootViewController:), one overrides it
// and forwards to super; a tab bar subclass lists them in viewDidLoad.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = TabBarController()
        self.window = window
        window.makeKeyAndVisible()
    }
}

class NavigationController: UINavigationController {}

class LargeTitleNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder: NSCoder) {
        nil
    }
}

class TabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let library = NavigationController(rootViewController: LibraryViewController())
        let browse = NavigationController(rootViewController: BrowseViewController())
        let history = LargeTitleNavigationController(rootViewController: HistoryViewController())
        let search = NavigationController(rootViewController: SearchViewController())
        let settings = LargeTitleNavigationController(rootViewController: SettingsViewController())
        viewControllers = [library, browse, history, search, settings]
    }
}

class LibraryViewController: UIViewController {}
class BrowseViewController: UIViewController {}
class HistoryViewController: UIViewController {}
class SearchViewController: UIViewController {}
class SettingsViewController: UIViewController {}
