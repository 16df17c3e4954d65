import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = UIHostingController(rootView: RootView())
    }
}

struct RootView: View {
    var body: some View {
        NavigationView {
            Sidebar()
            Detail()
        }
    }
}

struct Sidebar: View { var body: some View { List { Text("Mail") } } }
struct Detail: View {
    @State private var composing = false

    var body: some View {
        Text("Select a message")
            .sheet(isPresented: $composing) { ComposeView() }
    }
}

struct ComposeView: View { var body: some View { Text("New message") } }
