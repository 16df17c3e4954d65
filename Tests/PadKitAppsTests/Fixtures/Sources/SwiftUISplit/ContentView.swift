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
    }
}

struct FolderList: View {
    var body: some View { List { Text("Folders") }.navigationTitle("Folders") }
}

struct NoteList: View {
    var body: some View { List { Text("Notes") } }
}

struct NoteEditor: View {
    var body: some View { TextEditor(text: .constant("")) }
}

struct SettingsView: View {
    var body: some View { Form { Text("Settings") } }
}
