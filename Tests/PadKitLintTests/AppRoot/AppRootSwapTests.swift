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
                == "'target' is a parameter of show(target:in:); the controller comes from its callers, which PadKit does not follow")
        #expect(report.unresolved.map(\.source) == ["Navigator.swift:4", "Navigator.swift:4"])
    }
}
