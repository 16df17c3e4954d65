// A TabView over ForEach of a property that returns a literal list of the app's enum cases,
// with the iOS 18 sidebar style.
import SwiftUI

@main
struct SocialApp: App {
    var body: some Scene {
        WindowGroup {
            AppView()
        }
    }
}

enum AppSection: String, Identifiable {
    case timeline, notifications, explore, messages, profile
    var id: String { rawValue }
}

struct AppView: View {
    var availableSections: [AppSection] {
        [.timeline, .notifications, .explore, .messages, .profile]
    }

    var body: some View {
        TabView {
            ForEach(availableSections) { section in
                Text(section.rawValue)
                    .tabItem { Label(section.rawValue, systemImage: "circle") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
