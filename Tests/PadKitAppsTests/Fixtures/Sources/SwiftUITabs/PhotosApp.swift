import SwiftUI

@main
struct PhotosApp: App {
    @State private var signedIn = true

    var body: some Scene {
        WindowGroup {
            if signedIn {
                RootTabs()
            } else {
                SignInView()
            }
        }
    }
}

struct RootTabs: View {
    var body: some View {
        TabView {
            Tab("Library", systemImage: "photo") {
                NavigationStack {
                    LibraryView()
                }
            }
            Tab("Albums", systemImage: "rectangle.stack") {
                AlbumsView()
            }
            SearchView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct SignInView: View { var body: some View { Text("Sign in") } }
struct LibraryView: View { var body: some View { Text("Library") } }
struct AlbumsView: View { var body: some View { Text("Albums") } }
struct SearchView: View { var body: some View { Text("Search") } }
