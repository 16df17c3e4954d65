import Foundation
import PadKit
@testable import PadKitApps
import PadKitSimulator
import Testing

/// Large titles: the 52-pt row under a navigation bar that prefers them, in descriptions, in
/// storyboards and in the twin's safe areas (Maui.Spine issue 377: 106 pt at rest on iOS 26).
@Suite("Large titles")
struct LargeTitleTests {
    @Test(
        "the modes of a stack: automatic follows the item below, the first shows it; inline shows it in the bar unless there is a back button",
        arguments: Self.stacks)
    func modes(stack: [LargeTitleDisplayMode], index: Int, shows: Bool) {
        #expect(LargeTitleDisplayMode.showsLargeTitleRow(at: index, of: stack) == shows)
    }

    static let stacks: [([LargeTitleDisplayMode], Int, Bool)] = [
        ([.automatic], 0, true), ([.automatic, .automatic], 1, true), ([.automatic, .never], 1, false),
        ([.never, .automatic], 1, false), ([.never, .always], 1, true), ([.inline], 0, false), ([.automatic, .inline], 1, true),
        ([.always, .never, .automatic], 2, false),
    ]

    /// Each device's top inset on iOS 26 plus the 54-pt bar and the 52-pt row.
    static let devices: [(String, Double)] = [("iphone-17", 168), ("iphone-se-3rd-gen", 126), ("ipad-pro-11-inch-m4", 138)]

    @Test(
        "a child under a large title is inset by the bar and the 52-pt row, in regular height on every device",
        arguments: Self.devices)
    func insets(device: String, top: Double) throws {
        let app = try RunnableApp.described(
            AppDescriptionReader.read(
                data: Data(#"{"name": "Mail", "root": {"navigation": [{"title": "Mailboxes"}], "prefersLargeTitles": true}}"#.utf8)))
        let window = app.launch(
            in: try Placement(device: Device.named(device), orientation: .portrait, mode: .full), osVersion: OSVersion(26))
        let navigation = try #require(window.rootViewController as? NavigationController)
        #expect(navigation.topViewController?.view.safeAreaInsets.top == top)
        let landscape = app.launch(
            in: try Placement(device: Device.named("iphone-17"), orientation: .landscapeRight, mode: .full), osVersion: OSVersion(26))
        let compact = try #require(landscape.rootViewController as? NavigationController)
        #expect(
            compact.topViewController?.view.safeAreaInsets.top == landscape.safeAreaInsets.top + SystemBarMetrics.compactHeightBarHeight)
    }

    @Test("descriptions: prefersLargeTitles only beside navigation; inline needs iOS 17; round trip")
    func descriptions() throws {
        let misplaced = #"{"name": "A", "root": {"tabs": [{"title": "B"}], "prefersLargeTitles": true}}"#
        #expect(throws: AppDescriptionError.self) { try AppDescriptionReader.read(data: Data(misplaced.utf8)) }
        do {
            _ = try AppDescriptionReader.read(
                data: Data(
                    #"{"name": "A", "deploymentTarget": "16.0", "root": {"navigation": [{"title": "B", "largeTitleDisplayMode": "inline"}]}}"#
                        .utf8))
            Issue.record("inline on iOS 16 was accepted")
        } catch {
            #expect(
                "\(error)".contains(
                    "root.navigation[0].largeTitleDisplayMode: 'inline' is UINavigationItem.LargeTitleDisplayMode.inline (iOS 17.0)"))
        }
        let text = #"{"name": "A", "root": {"navigation": [{"title": "B", "largeTitleDisplayMode": "never"}], "prefersLargeTitles": true}}"#
        let read = try AppDescriptionReader.read(data: Data(text.utf8))
        #expect(try AppDescriptionReader.read(read.jsonValue) == read)
        #expect(read.root.prefersLargeTitles == true)
    }

    @Test("the storyboard reader reads largeTitles and largeTitleDisplayMode")
    func storyboard() throws {
        let app = try AppProjectReader().describe(storyboard: ProjectFixtures.path("Storyboards/LargeTitles/Main.storyboard"), sources: [])
        #expect(app.root.prefersLargeTitles == true)
        guard case .navigation(let stack) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(stack.first?.largeTitleDisplayMode == .always)
    }
}
