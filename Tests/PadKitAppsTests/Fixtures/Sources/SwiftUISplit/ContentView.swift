import SwiftUI

struct ContentView: View {
    @State private var showSettings = false

    var body: some View {
        NavigationSplitView(columnVisibility: .constant(.all)) {
            FolderList()
                .navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 320)
        } content: {
            NoteList()
        } detail: {
            NoteEditor()
        }
        .navigationSplitViewStyle(.balanced)
        .sheet(isPresented: $showSettings) {
            SettingsView()
                .presentationDetents([.medium, .large])
        }
        .fullScreenCover(isPresented: .constant(false)) {
            OnboardingView()
        }
    }
}

struct FolderList: View {
    var body: some View { List { Text("Folders") }.navigationTitle("Folders") }
}

enum NoteFilter: String, Identifiable {
    case tags, dates
    var id: String { rawValue }
}

struct NoteList: View {
    @State private var sharing = false
    @State private var filter: NoteFilter?

    var body: some View {
        List { Text("Notes") }
            .toolbar {
                Button("Share") { sharing = true }
                    .popover(isPresented: $sharing, arrowEdge: .bottom) {
                        ShareView()
                            .presentationCompactAdaptation(.popover)
                    }
            }
            .sheet(item: $filter) { filter in
                switch filter {
                case .tags: TagPicker()
                case .dates: DateRangePicker()
                }
            }
    }
}

struct NoteEditor: View {
    @State private var formatting = false

    var body: some View {
        TextEditor(text: .constant(""))
            .sheet(isPresented: $formatting) {
                NavigationStack {
                    FormattingPanel()
                }
            }
    }
}

struct FormattingPanel: View {
    var body: some View {
        Form { Text("Formatting") }
            .presentationDetents([.fraction(0.25), .height(320)])
            .presentationDragIndicator(.visible)
            .presentationSizing(.page)
            .interactiveDismissDisabled()
    }
}

struct SettingsView: View {
    @State private var showAbout = false

    var body: some View {
        Form { Text("Settings") }
            .sheet(isPresented: $showAbout) { AboutView() }
    }
}

struct OnboardingView: View { var body: some View { Text("Welcome") } }
struct ShareView: View { var body: some View { Text("Share") } }
struct TagPicker: View { var body: some View { Text("Tags") } }
struct DateRangePicker: View { var body: some View { Text("Dates") } }
struct AboutView: View { var body: some View { Text("About") } }
