import Foundation
import PadKit

extension WindowPicture {
    /// Checks what every drawing relies on: the window is the placement's window and lies on the
    /// screen; every frame is finite with a non-negative size; each navigation bar matches its
    /// stack (title of the top, back button titled after the one below, only when deeper than
    /// one); each tab selection is an item; each popover drawn as one has its anchor and arrow.
    ///
    /// - Throws: the first ``PictureInvariantViolation`` found.
    public func checkInvariants() throws(PictureInvariantViolation) {
        let window = arrangement.window, screen = arrangement.screen
        let onScreen = window.minX >= screen.minX && window.minY >= screen.minY && window.maxX <= screen.maxX && window.maxY <= screen.maxY
        let shown = CGSize(
            width: Double(placement.window.size.width) * arrangement.presentationScale,
            height: Double(placement.window.size.height) * arrangement.presentationScale)
        guard onScreen, window.size == shown else {
            throw .windowOffScreen(placement: placement.description, window: "\(window)", screen: "\(screen)")
        }
        for controller in controllers {
            try Self.check(controller.frameInWindow, owner: controller.title)
            for view in controller.views.flatMap(\.flattened) {
                try Self.check(view.frameInWindow, owner: "\(controller.title).\(view.name)")
            }
            switch controller.container {
            case .navigation(let bar):
                let expectedBack = bar.stack.count > 1 ? NavigationBarPicture.backButtonTitle(below: bar.stack[bar.stack.count - 2]) : nil
                guard bar.title == (bar.stack.last ?? ""), bar.backTitle == expectedBack else {
                    throw .navigationBarMismatch(controller: controller.title, stack: bar.stack, title: bar.title, backTitle: bar.backTitle)
                }
            case .tabBar(let bar):
                guard bar.items.isEmpty || bar.items.indices.contains(bar.selectedIndex) else {
                    throw .tabSelectionOutOfRange(controller: controller.title, selectedIndex: bar.selectedIndex, count: bar.items.count)
                }
            case .plain, .split:
                break
            }
            if let presented = controller.presented {
                try Self.check(presented.frame, owner: "\(presented.content.title) (presented)")
                if presented.style == "popover", presented.anchor == nil || presented.arrowDirection == nil {
                    throw .popoverWithoutAnchor(controller: presented.content.title)
                }
            }
        }
    }

    private static func check(_ frame: CGRect, owner: String) throws(PictureInvariantViolation) {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
        guard numbers.allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 else {
            throw .invalidFrame(owner: owner, frame: "\(frame)")
        }
    }
}
