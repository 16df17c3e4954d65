// A tab bar whose list is a `map` over an array literal, the literal chosen behind a feature
// flag, each element wrapped by a factory on a utility type.
import UIKit

enum FeatureFlag {
    static var upNextOnTabBar = true
}

enum Wrapping {
    static func navController(for controller: UIViewController, largeTitles: Bool = false) -> UINavigationController {
        let navigation = ThemedNavigationController(rootViewController: controller)
        return navigation
    }
}

class ThemedNavigationController: UINavigationController {}

class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var vcsInTab = [UIViewController]()
        let podcasts = PodcastsViewController()
        podcasts.title = "Podcasts"
        if FeatureFlag.upNextOnTabBar {
            vcsInTab = [podcasts, DiscoverViewController(), UpNextViewController(), ProfileViewController()]
        } else {
            vcsInTab = [podcasts, DiscoverViewController(), ProfileViewController()]
        }
        viewControllers = vcsInTab.map { Wrapping.navController(for: $0) }
    }
}

class PodcastsViewController: UIViewController {}
class DiscoverViewController: UIViewController {}
class UpNextViewController: UIViewController {}
class ProfileViewController: UIViewController {}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = MainTabBarController()
    }
}
