// The root depends on the idiom: a tab bar on iPhone, a split on iPad, set through a local
// declared without a value. The iPad branch is followed; the phone's is listed.
import UIKit

final class SceneCoordinator {
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func setup() {
        let rootViewController: UIViewController
        switch UIDevice.current.userInterfaceIdiom {
        case .phone:
            rootViewController = PhoneTabBarController()
        default:
            rootViewController = RootSplitViewController()
        }
        window.rootViewController = rootViewController
    }
}

class PhoneTabBarController: UITabBarController {}

final class RootSplitViewController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        preferredDisplayMode = .oneBesideSecondary
        setViewController(SidebarViewController(), for: .primary)
        setViewController(UINavigationController(rootViewController: TimelineViewController()), for: .secondary)
        setViewController(PhoneTabBarController(), for: .compact)
    }
}

class SidebarViewController: UIViewController {}
class TimelineViewController: UIViewController {}
