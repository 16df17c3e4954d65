import UIKit

enum AppTab: String, CaseIterable {
    case inbox = "Inbox"
    case archive = "Archive"
    case settings

    func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: UIViewController())
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = AppTab.allCases.map { $0.makeViewController() }
        window?.rootViewController = tabs
    }
}
