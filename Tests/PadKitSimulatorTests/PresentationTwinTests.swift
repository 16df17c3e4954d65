import Foundation
import PadKit
import Testing
import TwinTestSupport
@testable import PadKitSimulator

/// Every fixed placement of every device.
let twinPlacements: [Placement] = Device.all.flatMap { Placement.fixedPlacements(for: $0) }

/// A delegate that records what it was asked and answers as configured.
final class RecordingDelegate: AdaptivePresentationControllerDelegate {
    var style: ModalPresentationStyle?
    var legacyStyle: ModalPresentationStyle?
    var wrapInNavigation = false
    var shouldDismiss = true
    var calls: [String] = []
    var prepared: [PresentationController] = []

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
        calls.append("style(traits)")
        return style
    }
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle? {
        calls.append("style")
        return legacyStyle
    }
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        calls.append("viewController(\(style))")
        guard wrapInNavigation, let presented = controller.presentedViewController else { return nil }
        return NavigationController(rootViewController: presented, title: "Done Wrapper")
    }
    func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    ) {
        calls.append("prepare")
        prepared.append(adaptivePresentationController)
    }
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        calls.append("willPresent(\(style))")
    }
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        calls.append("shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { calls.append("didAttemptToDismiss") }
}

/// A 12.9-inch iPad in landscape whose root presents the popover "Menu"; the popover's delegate
/// wraps it in a navigation controller when it adapts.
func presentWrappingPopover() throws -> (window: Window, root: ViewController, menu: ViewController, delegate: RecordingDelegate) {
    let root = ViewController(title: "Root")
    let window = try makeWindow("ipad-pro-12-9-inch-2nd-gen", .landscapeRight, root: root)
    let delegate = RecordingDelegate()
    delegate.wrapInNavigation = true
    let menu = anchoredPopover("Menu", in: root)
    menu.presentationController.delegate = delegate
    try root.present(menu)
    return (window, root, menu, delegate)
}

func anchoredPopover(_ title: String, in root: ViewController) -> ViewController {
    let popover = ViewController(title: title)
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = root.view
    popover.popoverPresentationController?.sourceRect = CGRect(x: 40, y: 40, width: 44, height: 44)
    return popover
}

/// Seed 003's first way to keep a popover usable in compact width: when the transition to
/// compact completes, dismiss the popover and push its controller onto the navigation stack.
final class PopoverHostViewController: ViewController {
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        // The presentation was made from inside the navigation controller, which presented it.
        guard newCollection.horizontalSizeClass == .compact, let popover = navigationController?.presentedViewController,
            popover.modalPresentationStyle == .popover
        else { return }
        coordinator.animate(alongsideTransition: nil) { [unowned self] _ in
            dismiss(animated: false)
            try? navigationController?.pushViewController(popover, animated: false)
        }
    }
}

@Suite("Presentation in the twin")
struct PresentationTwinTests {
    @Test("every style on every placement: PadKit's frame, the presenter's views and callbacks, invariants", arguments: twinPlacements)
    func everyStyle(placement: Placement) throws {
        for style in ModalPresentationStyle.presentable {
            let root = ViewController(title: "Root")
            let window = Window(placement: placement)
            window.rootViewController = root
            window.makeKeyAndVisible()
            let presented = style == .popover ? anchoredPopover("Shown", in: root) : ViewController(title: "Shown")
            if style != .popover { presented.modalPresentationStyle = style }
            window.trace.currentEvent = 0
            try root.present(presented)
            try window.checkInvariants()
            let controller = presented.presentationController
            let traits = window.traitCollection
            let adaptation = AdaptivePresentation.adapt(
                style, horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass, osVersion: .latest)
            #expect(controller.shownStyle == adaptation.style, "\(style) on \(placement)")
            #expect(presented.view.frame == controller.frameOfPresentedViewInContainerView)
            #expect(window.bounds.contains(presented.view.frame))
            let removes = !adaptation.style.keepsPresenterViews
            #expect((root.view.window === window) == !removes, "\(style): presenter in window")
            let rootCallbacks = window.trace.calls(forEvent: 0) { $0.controller == "Root" && $0.callback.contains("ppear") }
            #expect(rootCallbacks == (removes ? ["Root viewWillDisappear(_:)", "Root viewDidDisappear(_:)"] : []), "\(style)")
            if adaptation.style == .popover {
                #expect(presented.traitCollection.horizontalSizeClass == .compact)
                #expect(presented.popoverPresentationController?.arrowDirection != .unknown)
            }
            if adaptation.style.isSheet { #expect(presented.traitCollection.userInterfaceLevel == .elevated) }
            presented.dismiss(animated: true)
            try window.checkInvariants()
            #expect(root.view.window === window && root.appearanceState == .appeared && presented.view.window == nil)
            #expect(presented.popoverPresentationController?.arrowDirection ?? .unknown == .unknown)
        }
    }

    @Test(".automatic is a form sheet on iOS 18+, a page sheet on iOS 13-17, full screen before")
    func automatic() throws {
        for (os, expected) in [
            (OSVersion(12), ModalPresentationStyle.fullScreen), (OSVersion(17), .pageSheet), (OSVersion(26, 1), .formSheet),
        ] {
            let root = ViewController(title: "Root")
            let window = Window(
                placement: try Placement(device: Device.named("ipad-pro-11-inch-m4"), orientation: .landscapeRight, mode: .full),
                osVersion: os)
            window.rootViewController = root
            window.makeKeyAndVisible()
            let presented = ViewController(title: "Modal")
            try root.present(presented)
            #expect(presented.presentationController.shownStyle == expected)
            try window.checkInvariants()
        }
    }

    @Test("a popover with no anchor throws UIKit's message; adapted to a sheet in compact width it does not")
    func popoverAnchor() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .portrait, root: root)
        let menu = ViewController(title: "Menu")
        menu.modalPresentationStyle = .popover
        #expect(throws: HierarchyError.popoverWithoutAnchor(controller: "Menu")) { try root.present(menu) }
        #expect(root.presentedViewController == nil && menu.presentingViewController == nil)
        #expect(
            HierarchyError.popoverWithoutAnchor(controller: "Menu").description.contains(
                "should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
        try window.checkInvariants()
        try window.setMode(.oneThird)
        try root.present(menu)
        #expect(menu.presentationController.shownStyle == .formSheet)
        try window.checkInvariants()
    }

    @Test("a bar button item anchors a popover; the arrow and frame come from PadKit")
    func barButtonItem() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("ipad-air-2", .portrait, root: root)
        let menu = ViewController(title: "Menu")
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 300, height: 200)
        menu.popoverPresentationController?.barButtonItem = BarButtonItem(
            title: "Share", frameInWindow: CGRect(x: 700, y: 20, width: 44, height: 44))
        try root.present(menu)
        #expect(menu.popoverPresentationController?.arrowDirection == .up)
        #expect(menu.view.frame == CGRect(x: 749 - 300, y: 77, width: 300, height: 200))
        try window.checkInvariants()
    }

    @Test("a popover adapts to a sheet in compact width and back; the delegate's replacement comes and goes")
    func adaptationInAndOut() throws {
        let (window, root, menu, delegate) = try presentWrappingPopover()
        #expect(menu.presentationController.shownStyle == .popover)
        #expect(delegate.calls == ["style(traits)", "style", "willPresent(none)"])
        delegate.calls = []
        try window.setMode(.oneThird)
        try window.checkInvariants()
        let controller = menu.presentationController
        #expect(controller.shownStyle == .formSheet && controller.adaptation?.adaptedFrom == .popover)
        #expect(delegate.calls == ["style(traits)", "style", "viewController(formSheet)", "prepare", "willPresent(formSheet)"])
        #expect(delegate.prepared.first === (controller as? PopoverPresentationController)?.adaptiveSheetPresentationController)
        let wrapper = try #require(controller.adaptiveViewController as? NavigationController)
        #expect(wrapper.viewControllers.first === menu && wrapper.view.window === window)
        #expect(root.presentedViewController === menu)
        delegate.calls = []
        try window.setMode(.full)
        try window.checkInvariants()
        #expect(controller.shownStyle == .popover && controller.adaptiveViewController == nil)
        #expect(menu.parent == nil && menu.view.window === window && wrapper.view.window == nil)
        #expect(delegate.calls == ["style(traits)", "style", "willPresent(none)"])
        menu.dismiss(animated: true)
        try window.checkInvariants()
    }

    @Test("returning none keeps a popover a popover on iPhone; legacy answers count only in compact width")
    func delegateNone() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let delegate = RecordingDelegate()
        delegate.style = ModalPresentationStyle.none
        let menu = anchoredPopover("Menu", in: root)
        menu.presentationController.delegate = delegate
        try root.present(menu)
        #expect(menu.presentationController.shownStyle == .popover)
        #expect(menu.traitCollection.horizontalSizeClass == .compact)
        try window.checkInvariants()
        try window.rotate(to: .landscapeRight)
        #expect(menu.presentationController.shownStyle == .popover)
        try window.checkInvariants()
        menu.dismiss()
        let legacy = RecordingDelegate()
        legacy.legacyStyle = .overFullScreen
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .formSheet
        sheet.presentationController.delegate = legacy
        try root.present(sheet)
        #expect(
            sheet.presentationController.shownStyle == .overFullScreen, "iPhone landscape is compact width too: the legacy answer counts")
        try window.checkInvariants()
    }

    @Test("seed 003's first way: when the window turns compact, dismiss the popover and push its content")
    func pushWhenCompact() throws {
        let root = PopoverHostViewController(title: "Root")
        let navigation = NavigationController(rootViewController: root, title: "Nav")
        let window = try makeWindow("ipad-air-2", .landscapeRight, root: navigation)
        let menu = anchoredPopover("Menu", in: root)
        try root.present(menu)
        #expect(menu.presentationController.shownStyle == .popover)
        try window.setMode(.oneThird)
        #expect(navigation.presentedViewController == nil && root.presentedViewController == nil)
        #expect(navigation.topViewController === menu && menu.view.window === window)
        try window.checkInvariants()
    }

    @Test("sheets: detents, the selected detent and the frame on iPhone")
    func sheetDetents() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium, .large]
        controller.largestUndimmedDetentIdentifier = SheetDetent.medium.identifier
        controller.prefersGrabberVisible = true
        try root.present(sheet)
        #expect(controller.currentDetent == .medium)
        let placement = try #require(controller.sheetPlacement)
        #expect(!placement.dimsBackground && placement.showsGrabber && placement.isEdgeAttached)
        #expect(sheet.view.frame.maxY == window.bounds.maxY)
        #expect(root.view.window === window)
        try window.checkInvariants()
        try window.rotate(to: .landscapeRight)
        #expect(controller.shownStyle == .fullScreen && sheet.view.frame == window.bounds)
        try window.checkInvariants()
    }

    @Test("changing the selected detent while presented moves the sheet")
    func selectDetent() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .formSheet
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium, .large]
        try root.present(sheet)
        let medium = sheet.view.frame
        controller.selectedDetentIdentifier = SheetDetent.large.identifier
        #expect(controller.currentDetent == .large)
        #expect(sheet.view.frame.height > medium.height && sheet.view.frame.maxY == window.bounds.maxY)
        try window.checkInvariants()
    }

    @Test("swipe to dismiss: refusals and the four delegate callbacks in order")
    func swipe() throws {
        let root = ViewController(title: "Root")
        let window = try makeWindow("iphone-16", .portrait, root: root)
        let delegate = RecordingDelegate()
        let sheet = ViewController(title: "Sheet")
        sheet.presentationController.delegate = delegate
        try root.present(sheet)
        delegate.calls = []
        sheet.isModalInPresentation = true
        #expect(window.swipeDownTopPresentation() == .refused)
        #expect(delegate.calls == ["didAttemptToDismiss"])
        sheet.isModalInPresentation = false
        delegate.shouldDismiss = false
        delegate.calls = []
        #expect(window.swipeDownTopPresentation() == .refused)
        #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
        delegate.shouldDismiss = true
        delegate.calls = []
        #expect(window.swipeDownTopPresentation() == .dismissed)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)
        try window.checkInvariants()
        #expect(window.swipeDownTopPresentation() == .nothingToDismiss)
        let full = ViewController(title: "Full")
        full.modalPresentationStyle = .fullScreen
        try root.present(full)
        #expect(window.swipeDownTopPresentation() == .nothingToDismiss)
    }

    @Test("programmatic dismissal does not call WillDismiss or DidDismiss")
    func programmaticDismiss() throws {
        let root = ViewController(title: "Root")
        _ = try makeWindow("iphone-16", .portrait, root: root)
        let delegate = RecordingDelegate()
        let sheet = ViewController(title: "Sheet")
        sheet.presentationController.delegate = delegate
        try root.present(sheet)
        delegate.calls = []
        sheet.dismiss()
        #expect(delegate.calls.isEmpty)
    }

    @Test("definesPresentationContext: current context covers only the navigation controller, which disappears")
    func currentContext() throws {
        let content = ViewController(title: "Content")
        let navigation = NavigationController(rootViewController: content, title: "Nav")
        let container = SidebarContainer(title: "Sidebar")
        try container.addChild(navigation)
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        let window = try makeWindow("ipad-air-2", .landscapeRight, root: container)
        try window.checkInvariants()
        let overlay = ViewController(title: "Overlay")
        overlay.modalPresentationStyle = .currentContext
        try content.present(overlay)
        #expect(navigation.presentedViewController === overlay)
        #expect(overlay.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigation.view.window == nil && container.view.window === window)
        try window.checkInvariants()
        overlay.dismiss()
        #expect(navigation.view.window === window)
        try window.checkInvariants()
    }
}
