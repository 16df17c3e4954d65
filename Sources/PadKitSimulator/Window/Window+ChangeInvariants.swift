import PadKit

extension Window {
    /// Checks the rules of ``checkInvariants()`` for what the events since the last call can have
    /// changed, at the cost of the event itself: the controllers on screen, the views laid out,
    /// the presentations, and the controllers whose links or appearance changed
    /// (``changedControllers``, noted while ``tracksChanges`` is on).
    ///
    /// UIKit's own work for a push, a pop or a rotation touches the controllers whose appearance
    /// changes and the views it lays out, not every controller of every navigation stack; a check
    /// that walks the whole tree after every event made `padkit simulate` with n pushes quadratic
    /// (8,000 pushes: 11 s). This check follows the event instead:
    /// - every controller on screen appears once, has appeared, keeps the window a fresh walk
    ///   finds, is its visible children's parent and gives each the size its container decides;
    ///   the controllers on screen are exactly the visible ones, the root view fills the window,
    ///   no view on screen belongs to a controller outside the window, and the safe areas hold;
    /// - every presentation is consistent (`checkPresentation(of:by:)`), found through the
    ///   branches that present (`presentersInSubtree`);
    /// - each changed controller is in its parent's children, keeps the window a fresh walk finds,
    ///   is not a navigation controller inside another stack, and, loaded and off screen, has
    ///   disappeared.
    ///
    /// What only the whole walk sees (a controller twice in one stack below its top, a wrong count
    /// of presenting controllers) stays with ``checkInvariants()``, which the tests and the soak
    /// run after every event. A violation this check reports, the whole walk reports too.
    ///
    /// - Complexity: O(controllers and views on screen + changed controllers × their depth), plus
    ///   the presenting branches' children.
    /// - Throws: ``InvariantViolation`` naming the first broken rule.
    public func checkInvariantsOfChanges() throws(InvariantViolation) {
        let changed = changedControllers
        changedControllers.removeAll(keepingCapacity: true)

        let visible = try checkedControllersInWindow()
        var visibleIDs = Set<ObjectIdentifier>()
        for controller in visible {
            if !visibleIDs.insert(ObjectIdentifier(controller)).inserted {
                throw InvariantViolation("\(controller.traceName) appears twice in the tree (on screen)")
            }
            try checkLinks(of: controller)
            if controller.appearanceState != .appeared {
                throw InvariantViolation("\(controller.traceName) is in the window but has not appeared (\(controller.appearanceState))")
            }
            for child in controller.childrenInHierarchy {
                if child.parent !== controller {
                    throw InvariantViolation(
                        "\(child.traceName) is a child of \(controller.traceName) but its parent is \(child.parent?.traceName ?? "nil")")
                }
                let size = controller.size(forChildContentContainer: child, withParentContainerSize: controller.view.bounds.size)
                if child.view.bounds.size != size {
                    throw InvariantViolation(
                        "\(child.traceName) is \(FrameText.text(child.view.bounds.size)); its container gives it \(FrameText.text(size))")
                }
            }
        }

        var orphans: [String] = []
        func scan(_ view: View) {
            if let owner = view.owningViewController, owner.windowByFullWalk !== self { orphans.append(owner.traceName) }
            for subview in view.subviews { scan(subview) }
        }
        scan(rootView)
        if !orphans.isEmpty {
            throw InvariantViolation(
                "views of \(orphans.joined(separator: ", ")) are in the window, but their controllers are not in the tree")
        }
        if let root = rootViewController {
            if root.parent != nil { throw InvariantViolation("root \(root.traceName) has a parent") }
            if root.isViewLoaded, root.view.window === self, root.view.bounds.size != bounds.size {
                throw InvariantViolation("root view is \(FrameText.text(root.view.bounds.size)), window is \(FrameText.text(bounds.size))")
            }
            try checkPresentations(below: root)
        }

        var checked = Set<ObjectIdentifier>()
        // A changed controller is usually near the end of its parent's children (pushed, or
        // uncovered by a pop): look there first, and make a set of a parent's children only for
        // a controller further in (a whole stack assigned at once), once per parent.
        var childrenOf: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        func isAmongChildren(_ controller: ViewController, of parent: ViewController) -> Bool {
            if parent.children.suffix(8).contains(where: { $0 === controller }) { return true }
            let key = ObjectIdentifier(parent)
            if childrenOf[key] == nil { childrenOf[key] = Set(parent.children.map(ObjectIdentifier.init)) }
            return childrenOf[key]?.contains(ObjectIdentifier(controller)) ?? false
        }
        for controller in changed where checked.insert(ObjectIdentifier(controller)).inserted {
            try checkLinks(of: controller)
            if let parent = controller.parent, !isAmongChildren(controller, of: parent) {
                throw InvariantViolation("\(controller.traceName) names \(parent.traceName) as its parent but is not among its children")
            }
            if controller.isViewLoaded, !visibleIDs.contains(ObjectIdentifier(controller)), controller.appearanceState != .disappeared,
                controller.windowByFullWalk === self
            {
                throw InvariantViolation("\(controller.traceName) is off screen but is \(controller.appearanceState)")
            }
        }
        try checkSafeAreaInvariants(visible: visible)
    }

    /// The rules one controller keeps wherever it is: its kept window is the one a fresh walk
    /// finds, and a navigation controller is inside no other navigation stack.
    private func checkLinks(of controller: ViewController) throws(InvariantViolation) {
        if controller.window !== controller.windowByFullWalk {
            throw InvariantViolation("\(controller.traceName) keeps a window it is no longer in")
        }
        guard controller is NavigationController else { return }
        var ancestor = controller.parent
        while let current = ancestor {
            if let outer = current as? NavigationController, !outer.allowsNestedNavigationControllers {
                throw InvariantViolation("navigation controller \(controller.traceName) is inside the stack of \(current.traceName)")
            }
            ancestor = current.parent
        }
    }

    /// The presentation rules for every presentation below `root`, through the branches whose
    /// `presentersInSubtree` is positive (as ``presentationRoots()`` finds them).
    private func checkPresentations(below root: ViewController) throws(InvariantViolation) {
        var shownSeen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) throws(InvariantViolation) {
            guard controller.presentersInSubtree > 0 || controller.presentedViewController != nil else { return }
            for child in controller.children { try visit(child) }
            guard let presented = controller.presentedViewController else { return }
            try checkPresented(presented, by: controller)
            let shown = presented.activePresentation?.shownViewController ?? presented
            guard shownSeen.insert(ObjectIdentifier(shown)).inserted else {
                throw InvariantViolation("\(shown.traceName) is presented twice")
            }
            try visit(shown)
        }
        try visit(root)
    }
}
