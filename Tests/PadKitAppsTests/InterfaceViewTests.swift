import Foundation
import PadKit
import PadKitSimulator
import Testing
@testable import PadKitApps

/// A controller's Interface Builder views in the twin: laid out in every layout pass at the size
/// its container gives it, and what breaks in which window.
@Suite("Interface Builder views in the twin")
struct InterfaceViewTests {
    static func fixture(_ name: String) -> String { ProjectFixtures.path("Screens/\(name)") }

    /// A key, visible window on `device` showing `root`.
    static func makeWindow(
        _ device: String, _ orientation: InterfaceOrientation, os: OSVersion = .latest, root: ViewController
    ) throws
        -> Window
    {
        let window = Window(placement: try Placement(device: Device.named(device), orientation: orientation, mode: .full), osVersion: os)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// The Fill scene loaded for a plain controller: one view pinned to the safe area's edges.
    static func fillController() throws -> InterfaceViewController {
        let folder = fixture("Containers")
        var node = ControllerDescription(className: "FillViewController")
        node.interface = .storyboard(path: "Fill.storyboard", scene: "Fil-VC-001")
        var description = AppDescription(name: "Fill", root: node)
        description.baseDirectory = folder
        let interfaces = AppInterfaces.load(description)
        #expect(interfaces.unresolved.isEmpty)
        let loaded = try #require(interfaces.byPath["root"])
        return InterfaceViewController(interface: loaded, title: "Fill")
    }

    /// The filling view's frame in the last pass, and the root's size.
    static func fill(_ controller: InterfaceViewController) throws -> (root: CGSize, fill: CGRect) {
        let layout = try #require(controller.lastLayout)
        let root = try #require(layout.views.first?.frame)
        let fill = try #require(layout.views.first { $0.view.id == "Fil-vw-001" }?.frame)
        return (root.size, fill)
    }

    @Test("a navigation controller's child: the whole window, its safe area below the bar")
    func navigation() throws {
        let child = try Self.fillController()
        let window = try Self.makeWindow(
            "iphone-16", .portrait, os: OSVersion(18, 0), root: NavigationController(rootViewController: child))
        let (root, fill) = try Self.fill(child)
        // iPhone 16 on iOS 18: 393 x 852, status bar and sensor housing 59, navigation bar 44, home indicator 34.
        #expect(root == CGSize(width: 393, height: 852))
        #expect(fill == CGRect(x: 0, y: 103, width: 393, height: 852 - 103 - 34))
        #expect(window.safeAreaInsets.top == 59)
    }

    @Test("a tab bar controller's child: its safe area above the tab bar")
    func tabBar() throws {
        let child = try Self.fillController()
        let tabs = TabBarController(title: "Tabs")
        try tabs.setViewControllers([child], animated: false)
        let window = try Self.makeWindow("iphone-16", .portrait, root: tabs)
        defer { withExtendedLifetime(window) {} }
        let (root, fill) = try Self.fill(child)
        // The tab bar is 49 pt over the 34 pt home indicator.
        #expect(root == CGSize(width: 393, height: 852))
        #expect(fill == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 49 - 34))
    }

    @Test("a split view's column: the column's width")
    func splitColumn() throws {
        let primary = try Self.fillController()
        let secondary = try Self.fillController()
        let split = try SplitViewController(style: .doubleColumn, title: "Split")
        try split.setViewController(primary, for: .primary)
        try split.setViewController(secondary, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        let window = try Self.makeWindow("ipad-pro-13-inch-m4", .landscapeLeft, os: OSVersion(18, 0), root: split)
        defer { withExtendedLifetime(window) {} }
        let (primaryRoot, _) = try Self.fill(primary)
        let (secondaryRoot, _) = try Self.fill(secondary)
        // iPad Pro 13-inch landscape, 1376 pt wide: a 320 pt primary column beside the secondary
        // (UISplitViewController's default primary width, with the 0.5 pt separator inside the primary).
        #expect(Double(primaryRoot.width) == 320)
        #expect(Double(secondaryRoot.width) == 1376 - 320)
    }

    @Test("a form sheet: the sheet's size, and regular width inside it")
    func formSheet() throws {
        let root = ViewController(title: "Root")
        let window = try Self.makeWindow("ipad-pro-13-inch-m4", .landscapeLeft, os: OSVersion(18, 0), root: root)
        defer { withExtendedLifetime(window) {} }
        let sheet = try Self.fillController()
        sheet.modalPresentationStyle = .formSheet
        try root.present(sheet, animated: false)
        let (size, fill) = try Self.fill(sheet)
        let layout = try #require(sheet.lastLayout)
        #expect(size == CGSize(width: Double(sheet.view.bounds.width), height: Double(sheet.view.bounds.height)))
        // UIKit's default form sheet on a screen whose long side is 1080-1376 pt: 580 x 640 pt
        // (-[_UISheetPresentationMetrics defaultFormSheetSizeForScreenSize:]).
        #expect(size == CGSize(width: 580, height: 640))
        #expect(fill.size == size)
        #expect(layout.sizeClasses.horizontal == sheet.traitCollection.horizontalSizeClass)
    }

    @Test("a popover: its preferred content size")
    func popover() throws {
        let root = ViewController(title: "Root")
        let window = try Self.makeWindow("ipad-pro-13-inch-m4", .landscapeLeft, os: OSVersion(18, 0), root: root)
        defer { withExtendedLifetime(window) {} }
        let popover = try Self.fillController()
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 320, height: 400)
        popover.popoverPresentationController?.sourceView = root.view
        try root.present(popover, animated: false)
        let (size, _) = try Self.fill(popover)
        #expect(size == CGSize(width: 320, height: 400))
    }
}

/// What cannot be loaded is listed under `unresolved` with the node's path, and the controller
/// is built without its views; never a crash.
@Suite("Interface Builder views that cannot be loaded")
struct InterfaceBadInputTests {
    @Test("a missing file, a missing scene, a macOS document, a hosting controller, a broken XIB")
    func badInput() throws {
        let description = try AppDescriptionReader.read(contentsOf: ProjectFixtures.path("Screens/BadInput/app.json"))
        let app = try RunnableApp.described(description)
        let items = app.interfaces.unresolved
        #expect(items.map(\.path) == (0..<5).map { "root.tabs[\($0)].\($0 == 4 ? "nib" : "storyboard")" })
        #expect(items[0].reason.contains("Missing.storyboard"))
        #expect(items[1].reason.contains("has no scene whose view controller is Nop-VC-001"))
        #expect(items[2].reason.contains("not iOS"))
        #expect(items[3].reason.contains("SwiftUI hosting controller"))
        #expect(items[4].reason.contains("Broken.xib"))
        #expect(app.interfaces.byPath.keys.sorted() == ["root.tabs[5]"])
        // The others are plain controllers, and the app runs.
        let window = app.launch(
            in: try Placement(device: Device.named("iphone-16"), orientation: .portrait, mode: .full), osVersion: .latest)
        let tabs = try #require(window.rootViewController)
        #expect(tabs.children.map { $0 is InterfaceViewController } == [false, false, false, false, false, true])
    }

    @Test("storyboard without scene, scene without storyboard, and both nib and storyboard are refused with their path")
    func contradictions() {
        let cases: [(String, String)] = [
            (#"{"storyboard": "Main.storyboard"}"#, "root.scene"),
            (#"{"scene": "abc"}"#, "root.storyboard"),
            (#"{"nib": "A.xib", "storyboard": "Main.storyboard", "scene": "abc"}"#, "root"),
        ]
        for (node, path) in cases {
            let json = #"{"name": "A", "root": \#(node)}"#
            #expect {
                _ = try AppDescriptionReader.read(data: Data(json.utf8))
            } throws: { error in
                (error as? AppDescriptionError)?.problems.contains { $0.path == path } == true
            }
        }
    }
}
