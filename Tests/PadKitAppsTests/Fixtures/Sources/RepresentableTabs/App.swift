// A SwiftUI app whose content is a UIViewControllerRepresentable returning a five-tab
// UITabBarController subclass; the tabs are made at run time from a list the view is given.
import SwiftUI
import UIKit

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    var body: some View {
        RootTabView(tabs: ["Feeds", "Inbox", "Profile", "Search", "Settings"])
            .ignoresSafeArea()
    }
}

struct RootTabView: UIViewControllerRepresentable {
    let tabs: [String]

    func makeUIViewController(context: Context) -> UITabBarController {
        let controller = ReaderTabBarController()
        controller.viewControllers = tabs.enumerated().map { TabHostingController(title: $1, index: $0) }
        return controller
    }

    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
}

final class ReaderTabBarController: UITabBarController {}

final class TabHostingController: UIViewController {
    init(title: String, index: Int) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
}
