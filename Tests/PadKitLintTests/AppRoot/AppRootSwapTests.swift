import Foundation
import Testing

@testable import PadKitLint

/// A root the app swaps in after launch: in an animation closure, or from a navigator's
/// parameter. Found on SwiftHub (khoren93/SwiftHub), whose `Navigator.show(target:sender:transition:)`
/// sets `window.rootViewController = target` inside `UIView.transition(with:...animations:)`
/// and was not seen at all, so the storyboard's launch placeholder was taken as the root with
/// nothing said.
@Suite("A root swapped in a closure or from a parameter")
struct AppRootSwapTests {
    @Test("a root set inside UIView.transition's animations closure is followed")
    func animatedSwap() throws {
        let report = try AppRootReaderTests.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let window else { return }
                    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                        window.rootViewController = UINavigationController(rootViewController: Inbox())
                    })
                }
            }
            class Inbox: UIViewController {}
            """
        ])
        let root = try #require(report.root)
        guard case .navigation(let stack) = root.kind else { Issue.record("\(root)"); return }
        #expect(stack.map(\.className) == ["Inbox"])
        #expect(root.source == "SceneDelegate.swift:6")
    }

    @Test("a root taken from a parameter names the function whose callers decide it")
    func parameter() throws {
        let report = try AppRootReaderTests.read([
            "Navigator.swift": """
            final class Navigator {
                private func show(target: UIViewController, in window: UIWindow) {
                    UIView.transition(with: window, duration: 0.5, options: .transitionFlipFromLeft, animations: {
                        window.rootViewController = target
                    }, completion: nil)
                }
            }
            """
        ])
        #expect(report.root == nil)
        #expect(
            report.unresolved.map(\.reason).first
                == "'target' is a parameter of show(target:in:); the controller comes from its callers, and no call of it was found in the target"
        )
        #expect(report.unresolved.map(\.source) == ["Navigator.swift:4", "Navigator.swift:4"])
    }

    /// A coordinator that sets every root through one helper, as WooCommerce's `AppCoordinator`
    /// does (`setWindowRootViewControllerAndAnimateIfNeeded(_:onCompletion:)`, five callers).
    static let coordinator = """
        final class AppCoordinator {
            let window: UIWindow
            let tabBarController: MainTabBarController

            init(window: UIWindow) {
                self.window = window
                self.tabBarController = {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    guard let tabs = storyboard.instantiateInitialViewController() as? MainTabBarController else {
                        fatalError("no tab bar controller")
                    }
                    return tabs
                }()
            }

            func start() {
                if isLoggedIn { showMain() } else { setRoot(.init()) }
            }

            func showStorePicker() {
                let navigationController = UINavigationController()
                setRoot(navigationController)
            }

            func showMain() {
                self.setRoot(tabBarController)
            }

            func setRoot(_ controller: UIViewController, animated: Bool = true, completion: @escaping () -> Void = {}) {
                window.rootViewController = controller
            }
        }
        class MainTabBarController: UITabBarController {}
        """

    @Test("a root set to a parameter is read at each call of the function; one the code can read goes before a placeholder")
    func callers() throws {
        let report = try AppRootReaderTests.read(["AppCoordinator.swift": Self.coordinator])
        // The tab bar controller from the storyboard, through the property the initializer sets
        // and the closure's `guard let`.
        #expect(report.root?.kind == .storyboard(name: "Main", identifier: nil))
        #expect(report.storyboards == [StoryboardUse(name: "Main", identifier: nil, path: "root")])
        // The empty controller and the empty navigation controller are listed, not followed.
        let notFollowed = report.unresolved.filter { $0.reason.hasPrefix("a root not followed") }
        #expect(notFollowed.compactMap(\.source).sorted() == ["AppCoordinator.swift:17", "AppCoordinator.swift:22"])
    }

    @Test("calls are matched by argument labels; a call whose labels do not fit is not one")
    func callerLabels() throws {
        let source = Self.coordinator.replacingOccurrences(
            of: "self.setRoot(tabBarController)", with: "setRoot(tabBarController, animated: false)")
        #expect(try AppRootReaderTests.read(["AppCoordinator.swift": source]).root?.kind == .storyboard(name: "Main", identifier: nil))
        let mismatched = Self.coordinator.replacingOccurrences(
            of: "self.setRoot(tabBarController)", with: "setRoot(other: tabBarController)")
        // Without the tab bar controller's call, the empty navigation controller is what is left.
        guard case .navigation? = try AppRootReaderTests.read(["AppCoordinator.swift": mismatched]).root?.kind else {
            Issue.record("expected the navigation controller")
            return
        }
    }

    /// Found on Tinode (tinode/ios): the roots are swapped in `DispatchQueue.main.async` closures
    /// from the closure's own locals, in `routeToLoginVC()` and `routeToChatListVC()`.
    @Test("a root set in a closure from the closure's own local is read; the function's name tells a sign-in screen")
    func closureLocalsAndFunctionNames() throws {
        let report = try AppRootReaderTests.read([
            "Routes.swift": """
            enum Routes {
                static func routeToLoginVC() {
                    DispatchQueue.main.async {
                        let start = UINavigationController(rootViewController: StartViewController())
                        if let window = (UIApplication.shared.delegate as! AppDelegate).window {
                            window.rootViewController = start
                        }
                    }
                }
                static func routeToChatListVC() {
                    DispatchQueue.main.async {
                        let chats = UINavigationController(rootViewController: ChatListViewController())
                        if let window = (UIApplication.shared.delegate as! AppDelegate).window {
                            window.rootViewController = chats
                        }
                    }
                }
            }
            class StartViewController: UIViewController {}
            class ChatListViewController: UIViewController {}
            """
        ])
        guard case .navigation(let stack)? = report.root?.kind else {
            Issue.record("expected a navigation controller: \(String(describing: report.root))")
            return
        }
        #expect(stack.map(\.className) == ["ChatListViewController"])
        #expect(report.unresolved.map(\.source).contains("Routes.swift:6"))
    }
}
