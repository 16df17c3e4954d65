import PadKit
import PadKitApps
import PadKitSimulator
import Testing
import YourAppDescription

/// What an app team asserts about its own app on every iPad.
@Suite("Mail on iPad")
struct YourAppTests {
    static let iPads = Device.all.filter { $0.family == .iPad }

    @Test("the inbox split collapses exactly in compact-width windows, on every iPad", arguments: iPads)
    func inboxSplit(device: Device) throws {
        let app = try RunnableApp.described(try YourApp.description())
        let os = device.newestOSVersion
        for row in app.infoPlist.occupiablePlacements(on: device, appName: app.name, osVersion: os).placements {
            let placement = row.placement
            let window = app.launch(in: placement, osVersion: os)
            let split = try #require(window.controllersInWindow().first { $0 is SplitViewController } as? SplitViewController)
            let regular = window.traitCollection.horizontalSizeClass == .regular
            #expect(split.isCollapsed == !regular, "\(placement)")
            try window.checkInvariants()
        }
    }

    @Test("Compose is a form sheet in full screen and adapts in a third of the screen")
    func compose() throws {
        let app = try RunnableApp.described(try YourApp.description())
        let compose = try #require(app.presentation(named: "Compose"))
        // A third of the screen is classic Split View: iPadOS 18, the last release that has it.
        let scenario = Scenario(placement: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full),
                                app: app.name, osVersion: OSVersion(18), events: [.present(compose), .multitask(.oneThird)])
        let run = ScenarioRunner.run(scenario, rootViewController: app.makeRootViewController(), infoPlist: app.infoPlist.values)
        #expect(run.failure == nil)
        #expect(run.text.contains("adaptation  style=formSheet"))
    }

    /// A screen written in Swift against the twin, as the team writes it against UIKit.
    final class ComposeViewController: ViewController {
        private(set) var sizeClasses: [UserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            sizeClasses.append(traitCollection.horizontalSizeClass)
        }
    }

    @Test("a Swift screen hears the size-class change when its window shrinks to a third")
    func swiftScreen() throws {
        let screen = ComposeViewController(title: "Compose")
        let window = Window(placement: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full))
        window.rootViewController = NavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        try window.setMode(.oneThird)
        #expect(screen.sizeClasses.last == .compact)
    }
}
