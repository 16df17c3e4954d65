import Foundation
import PadKit
import Testing
@testable import PadKitLint

/// `UISceneSizeRestrictions` set in code (TN3192's example and FlowDown's Mac-only minimum), read
/// into the description's `"sizeRestrictions"`.
@Suite("Reading an app's preferred scene size from its code")
struct SceneSizeRestrictionsReaderTests {
    @Test("a constant CGSize, a single axis, and a Mac Catalyst minimum left out")
    func constants() throws {
        let report = try AppRootReaderTests.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    windowScene.sizeRestrictions?.minimumSize.width = 500.0
                    windowScene.sizeRestrictions?.maximumSize = CGSize(width: 1200, height: 900)
                    #if targetEnvironment(macCatalyst)
                    windowScene.sizeRestrictions?.minimumSize = CGSize(width: 650, height: 650)
                    #endif
                    #if false
                    windowScene.sizeRestrictions?.maximumSize = CGSize(width: 640, height: 640)
                    #endif
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
                }
            }
            """
        ])
        #expect(
            report.sizeRestrictions
                == .object([
                    ("minimumSize", .object([("width", .number(500)), ("height", .number(0))])),
                    ("maximumSize", .object([("width", .number(1200)), ("height", .number(900))])),
                ]))
        #expect(report.json.contains("\"sizeRestrictions\""))
    }

    @Test("a value that is not a constant is unresolved, never guessed; no assignment, no key")
    func unresolved() throws {
        let report = try AppRootReaderTests.read([
            "SceneDelegate.swift": """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    windowScene.sizeRestrictions?.minimumSize = Layout.minimumWindow
                }
            }
            """
        ])
        #expect(report.sizeRestrictions == nil)
        #expect(report.unresolved.contains { $0.path == "sizeRestrictions.minimumSize" && $0.reason.contains("Layout.minimumWindow") })
        let none = try AppRootReaderTests.read(["A.swift": "class A { func f() { let x = 1 } }"])
        #expect(none.sizeRestrictions == nil)
        #expect(!none.json.contains("sizeRestrictions"))
    }
}
