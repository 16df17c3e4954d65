// A tab bar whose tabs come from the server at run time, and a classic split whose columns a
// coordinator sets later, with the old iOS 8 display mode name.
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = RemoteConfiguration.shared.tabs.map { $0.makeController() }
        let split = UISplitViewController()
        split.preferredDisplayMode = .primaryOverlay
        tabs.setViewControllers(tabs.viewControllers, animated: false)
        window = UIWindow()
        window?.rootViewController = tabs
        return true
    }
}
