import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var pinLockWindow: UIWindow?
    private let coordinator = AppCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        coordinator.start()
        window?.rootViewController = coordinator.navigationController
    }

    func showPinLock() {
        // A second window over the app's: never the app's root.
        pinLockWindow?.rootViewController = PinLockViewController()
    }
}

final class AppCoordinator {
    let navigationController: UINavigationController

    init() {
        navigationController = UINavigationController()
    }

    func start() {
        navigationController.setViewControllers([InboxViewController()], animated: false)
    }
}

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

final class PinLockViewController: UIViewController {}
