import Foundation
import PadKit
@testable import PadKitApps
import Testing

/// A plain controller whose root view is one container view (the "shell" pattern, found on
/// Artsy's Kiosk) is carried as a `container` node whose child fills it; a container view that
/// covers part of the screen is listed as not carried.
struct ContainerViewEmbedTests {
    @Test("the filling container view's child is carried; the partial one is listed")
    func shell() throws {
        let app = try AppProjectReader().describe(storyboard: ProjectFixtures.path("Storyboards/Shell/Main.storyboard"), sources: [])
        #expect(app.root.className == "ShellViewController")
        guard case .container(let container) = app.root.kind else { Issue.record("root is \(app.root.kind.key)"); return }
        #expect(container.overrideTraits == ContainerDescription.TraitOverride())
        guard case .navigation(let stack) = container.child.kind else { Issue.record("child is \(container.child.kind.key)"); return }
        #expect(stack.map(\.className) == ["ListingsViewController"])
        #expect(
            app.unresolved.map(\.reason).contains("1 child view controller embedded in container views (banner-vc) not carried"),
            "\(app.unresolved)")
    }

    @Test("the twin shows the carried child filling the window", arguments: [InterfaceOrientation.portrait, .landscapeLeft])
    func shown(orientation: InterfaceOrientation) throws {
        let app = try RunnableApp.described(
            AppProjectReader().describe(storyboard: ProjectFixtures.path("Storyboards/Shell/Main.storyboard"), sources: []),
            loadingInterfaces: false)
        let placement = try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: orientation, mode: .full)
        let window = app.launch(in: placement, osVersion: OSVersion(27))
        let shell = try #require(window.rootViewController)
        let navigation = try #require(shell.children.first)
        #expect(navigation.view.frame == shell.view.bounds)
        #expect(navigation.children.count == 1)
        try window.checkInvariants()
    }
}
