// Two roots: an external display's scene gets a plain controller, the app's window the main
// interface; a signed-out user sees a sign-in screen first. The main interface is followed.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        if session.role == .windowExternalDisplayNonInteractive {
            window.rootViewController = UIViewController()
        } else if !Account.isLoggedIn {
            window.rootViewController = LoginViewController()
        } else {
            window.rootViewController = MainTabBarController()
        }
        self.window = window
        window.makeKeyAndVisible()
    }
}

enum Account {
    static var isLoggedIn = false
}

class LoginViewController: UIViewController {}

class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: FeedViewController()), SettingsViewController()]
    }
}

class FeedViewController: UIViewController {}
class SettingsViewController: UIViewController {}
