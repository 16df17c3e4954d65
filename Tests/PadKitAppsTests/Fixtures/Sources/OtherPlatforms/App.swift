// A SwiftUI app with a Mac Catalyst body and an iOS body: the iPad's is the `#else` one. Its
// first tab is a paging TabView, which is not a tab bar; a modifier chain holds an `#if`.
import SwiftUI

@main
struct MoviesApp: App {
    #if targetEnvironment(macCatalyst)
    var body: some Scene {
        WindowGroup {
            SidebarView()
        }
    }
    #else
    var body: some Scene {
        WindowGroup {
            TabbarView()
            #if os(iOS)
                .tint(.orange)
            #endif
        }
    }
    #endif
}

struct SidebarView: View {
    var body: some View {
        NavigationSplitView {
            Text("Menu")
        } detail: {
            Text("Detail")
        }
    }
}

struct TabbarView: View {
    var body: some View {
        TabView {
            Carousel().tabItem { Label("Movies", systemImage: "film") }
            Text("Discover").tabItem { Label("Discover", systemImage: "square.stack") }
        }
    }
}

struct Carousel: View {
    var body: some View {
        TabView {
            Text("Now playing")
            Text("Upcoming")
        }
        .tabViewStyle(.page)
    }
}
