import UIKit

/// A test double: a bigger tree than the app's, which must not be taken as the app's root.
final class MockSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .primary)
        split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .secondary)
        window?.rootViewController = split
    }
}
