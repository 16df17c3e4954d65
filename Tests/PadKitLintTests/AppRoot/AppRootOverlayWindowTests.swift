import Foundation
import Testing

@testable import PadKitLint

/// Found on iTorrent (XITRIX/iTorrent): an animation that raises a `UIWindow` it names `window`
/// above the app's was taken as the app's root, and the real root, which a framework's scene
/// delegate asks the app's subclass for, was not mentioned.
@Suite("An overlay window, and a delegate whose superclass is another module's")
struct AppRootOverlayWindowTests {
    static let animation = """
        import UIKit
        enum CircularAnimation {
            static func animate(in scene: UIWindowScene) {
                let cover = UIViewController()
                let window = UIWindow(windowScene: scene)
                window.windowLevel = .statusBar + 1
                window.rootViewController = cover
                window.makeKeyAndVisible()
            }
        }
        """

    @Test("a window whose windowLevel the same function raises is an overlay, whatever its name")
    func raisedWindowIsNotTheRoot() throws {
        let report = try AppRootReaderTests.read(["CircularAnimation.swift": Self.animation])
        #expect(report.root == nil)
        #expect(report.unresolved.map(\.reason).first?.hasPrefix("sets the root of another window ('window'") == true)
        // Without the raised level, the same code sets the app's root.
        let plain = Self.animation.replacingOccurrences(of: "window.windowLevel = .statusBar + 1\n", with: "")
        #expect(try AppRootReaderTests.read(["CircularAnimation.swift": plain]).root?.kind == .view)
    }

    @Test("a scene delegate subclassing another module's class is listed with the overrides that return a controller")
    func delegateOfAnotherModule() throws {
        let report = try AppRootReaderTests.read([
            "SceneDelegate.swift": """
            import MvvmFoundation
            import UIKit
            class SceneDelegate: MvvmSceneDelegate {
                override func resolveRootVC(with router: Router) -> UIViewController {
                    UISplitViewController(style: .doubleColumn)
                }
            }
            final class PickerDelegate: DelegateObject<Picker>, UIDocumentPickerDelegate {}
            """
        ])
        #expect(report.root == nil)
        #expect(
            report.unresolved.map(\.reason) == [
                """
                SceneDelegate subclasses MvvmSceneDelegate, a class of another module, which may set the window's root in code PadKit \
                does not read; it overrides resolveRootVC(with:) -> UIViewController
                """
            ])
        #expect(report.unresolved.first?.source == "SceneDelegate.swift:3")
    }
}
