// A split built in a `switch` over a setting: each case sets its own columns. The cases are
// exclusive; only the first is followed, the other is listed, and a column the split's style
// does not have (the style is chosen at run time) is left out by the contract check.
import UIKit

enum Layout { case twoColumns, threeColumns }

final class Settings {
    static var layout: Layout = .threeColumns
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let split = UISplitViewController(style: Settings.layout == .twoColumns ? .doubleColumn : .tripleColumn)
        switch Settings.layout {
        case .threeColumns:
            split.setViewController(FoldersViewController(), for: .primary)
            split.setViewController(MessagesViewController(), for: .supplementary)
            split.setViewController(MessageViewController(), for: .secondary)
        case .twoColumns:
            split.setViewController(MessagesViewController(), for: .primary)
            split.setViewController(MessageViewController(), for: .secondary)
        }
        split.preferredDisplayMode = .allVisible
        window?.rootViewController = split
    }
}

class FoldersViewController: UIViewController {}
class MessagesViewController: UITableViewController {}
class MessageViewController: UIViewController {}
