import UIKit

/// The window comes from `Main.storyboard` (the scene manifest's `UISceneStoryboardFile`).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
