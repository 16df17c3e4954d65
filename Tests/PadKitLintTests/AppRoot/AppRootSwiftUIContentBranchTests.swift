import Foundation
import Testing

@testable import PadKitLint

/// Branches inside a SwiftUI view that builds no container are content, not structure (found on
/// Code App, whose file icons and editor tabs gave twenty "branch not followed" notes); a branch on
/// the size class says what a compact window shows instead; a branch between two roots is listed.
@Suite("SwiftUI branches: content, size class, structure")
struct AppRootSwiftUIContentBranchTests {
    static func read(_ body: String, extra: String = "") throws -> AppRootReport {
        try AppRootReaderTests.read([
            "EditorApp.swift": """
            import SwiftUI
            @main struct EditorApp: App {
                var body: some Scene {
                    WindowGroup {
                        \(body)
                    }
                }
            }
            struct MainScene: View {
                @Environment(\\.horizontalSizeClass) var horizontalSizeClass
                let isActive: Bool
                var body: some View {
                    VStack {
                        if horizontalSizeClass == .compact {
                            CompactEditorTabs()
                        } else {
                            EditorTabs()
                        }
                        FileIcon(isActive: isActive)
                    }
                }
            }
            struct FileIcon: View {
                let isActive: Bool
                var body: some View {
                    if isActive { Image(systemName: "doc.fill") } else { Image(systemName: "doc") }
                }
            }
            struct CompactEditorTabs: View { var body: some View { Text("tabs") } }
            struct EditorTabs: View { var body: some View { Text("tabs") } }
            struct SignInView: View { var body: some View { Text("sign in") } }
            \(extra)
            """
        ])
    }

    @Test("a plain view's content branches are not listed; its size-class branch is")
    func content() throws {
        let report = try Self.read("MainScene(isActive: true)")
        #expect(report.root?.className == "MainScene")
        #expect(
            report.unresolved.map(\.reason) == [
                "depends on the size class or the idiom: when 'horizontalSizeClass == .compact' (a compact-width window or a phone) the view builds CompactEditorTabs instead; PadKit describes the iPad, regular-width branch"
            ])
    }

    @Test("a branch between two roots is still listed")
    func roots() throws {
        let report = try Self.read("if signedIn { MainScene(isActive: true) } else { SignInView() }", extra: "let signedIn = true")
        #expect(report.root?.className == "MainScene")
        #expect(
            report.unresolved.contains { $0.reason.hasPrefix("a branch not followed: when 'else of signedIn' the code builds SignInView") })
    }

    /// Found on Clendar (vinhnx/Clendar): `ContentView.body` returns a `NavigationSplitView` under
    /// `if #available(iOS 16.0, *)` and a `NavigationView` otherwise, with `return`s (no view
    /// builder); the returned views were not read and the root was a plain `ContentView`.
    @Test("a body that returns its view in branches: the returned views are read and one branch followed")
    func returnedViews() throws {
        let report = try AppRootReaderTests.read([
            "CalendarApp.swift": """
            import SwiftUI
            @main struct CalendarApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View {
                var body: some View {
                    if #available(iOS 16.0, *) {
                        return NavigationSplitView {
                            Text("Days")
                        } detail: {}
                    } else {
                        return NavigationView { Text("Days") }
                    }
                }
            }
            """
        ])
        guard case .split(let style, _, _)? = report.root?.kind else {
            Issue.record("expected a split: \(String(describing: report.root))")
            return
        }
        #expect(style == "doubleColumn")
        #expect(report.unresolved.map(\.reason).contains { $0.hasPrefix("a branch not followed: when 'else of #available(iOS 16.0, *)'") })
    }
}
