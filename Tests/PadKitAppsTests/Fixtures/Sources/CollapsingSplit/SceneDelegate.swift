// A column-style split that is its own delegate and answers `.primary` when it collapses
// unless something is selected; its storyboard-free placeholder detail is not shown collapsed.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = ChatSplitViewController(style: .doubleColumn)
    }
}

final class ChatSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    var activeChat: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        setViewController(UINavigationController(rootViewController: RoomsViewController()), for: .primary)
        setViewController(UINavigationController(rootViewController: PlaceholderViewController()), for: .secondary)
    }

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        if activeChat != nil {
            return .secondary
        }
        return .primary
    }
}

class RoomsViewController: UITableViewController {}
class PlaceholderViewController: UIViewController {}
