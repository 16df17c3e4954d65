import PadKit

extension Window {
    /// Checks the rules no sequence of events may break:
    /// - every controller in the tree appears once (nothing duplicated), and parent, child,
    ///   presenter and presented links agree; each controller's count of presenting controllers
    ///   below it (`ViewController.presentersInSubtree`) is right, and its kept window
    ///   (``ViewController/window``) is the one a fresh walk finds;
    /// - no navigation controller sits inside another navigation stack;
    /// - the controllers whose views are in the window are exactly the visible ones (the root,
    ///   each container's children in its hierarchy, the top presentation), and they have appeared;
    ///   every other loaded controller has disappeared;
    /// - the root view fills the window, and each visible child has the size its container gives it;
    /// - every presentation is consistent (`checkPresentation(of:by:)`): no controller is presented
    ///   twice, presenter and presentation controller agree, the shown view is where PadKit put it.
    ///
    /// - Throws: ``InvariantViolation`` naming the first broken rule.
    public func checkInvariants() throws(InvariantViolation) {
        // Sets, not arrays: a check costs O(controllers in the tree), however deep a stack grows.
        var seen = Set<ObjectIdentifier>()
        var all: [ViewController] = []
        // The path to the controller being walked, spelled out only for a message.
        var ancestry: [ViewController] = []
        func path(to controller: ViewController) -> String {
            (ancestry + [controller]).map(\.traceName).joined(separator: "/")
        }
        /// Walks `controller`'s tree; returns how many controllers of its `children` subtree present.
        func walk(_ controller: ViewController) throws(InvariantViolation) -> Int {
            let id = ObjectIdentifier(controller)
            if !seen.insert(id).inserted {
                throw InvariantViolation("\(controller.traceName) appears twice in the tree (at \(path(to: controller)))")
            }
            if controller.window !== controller.windowByFullWalk {
                throw InvariantViolation("\(controller.traceName) keeps a window it is no longer in (at \(path(to: controller)))")
            }
            all.append(controller)
            if controller is NavigationController {
                var ancestor = controller.parent
                while let current = ancestor {
                    if let outer = current as? NavigationController, !outer.allowsNestedNavigationControllers {
                        throw InvariantViolation(
                            "navigation controller \(controller.traceName) is inside the stack of \(current.traceName)")
                    }
                    ancestor = current.parent
                }
            }
            var presenters = controller.presentedViewController != nil ? 1 : 0
            ancestry.append(controller)
            for child in controller.children {
                if child.parent !== controller {
                    throw InvariantViolation(
                        "\(child.traceName) is a child of \(controller.traceName) but its parent is \(child.parent?.traceName ?? "nil")")
                }
                presenters += try walk(child)
            }
            if let presented = controller.presentedViewController {
                try checkPresented(presented, by: controller)
                let shown = presented.activePresentation?.shownViewController ?? presented
                _ = try walk(shown)
            }
            ancestry.removeLast()
            if presenters != controller.presentersInSubtree {
                throw InvariantViolation(
                    """
                    \(controller.traceName) counts \(controller.presentersInSubtree) presenting controllers in its subtree; there are \
                    \(presenters)
                    """
                )
            }
            return presenters
        }
        if let root = rootViewController {
            if root.parent != nil { throw InvariantViolation("root \(root.traceName) has a parent") }
            _ = try walk(root)
        }

        // Adaptive replacements (a presented controller wrapped for compact width) are shown for
        // their presentation without being anyone's child: they belong to the tree too.
        var inTree = seen
        func collect(_ controller: ViewController) {
            guard inTree.insert(ObjectIdentifier(controller)).inserted else { return }
            all.append(controller)
            for child in controller.children { collect(child) }
            if let presented = controller.presentedViewController { collect(presented) }
        }
        for root in presentationRoots() { collect(root) }
        var orphans: [String] = []
        func scan(_ view: View) {
            if let owner = view.owningViewController, !inTree.contains(ObjectIdentifier(owner)) { orphans.append(owner.traceName) }
            for subview in view.subviews { scan(subview) }
        }
        scan(rootView)
        if !orphans.isEmpty {
            throw InvariantViolation(
                "views of \(orphans.joined(separator: ", ")) are in the window, but their controllers are not in the tree")
        }

        let visible = try checkedControllersInWindow()
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        for controller in all where controller.isViewLoaded {
            let inWindow = visibleIDs.contains(ObjectIdentifier(controller))
            if inWindow && controller.appearanceState != .appeared {
                throw InvariantViolation("\(controller.traceName) is in the window but has not appeared (\(controller.appearanceState))")
            }
            if !inWindow && controller.appearanceState != .disappeared {
                throw InvariantViolation("\(controller.traceName) is off screen but is \(controller.appearanceState)")
            }
        }
        if let root = rootViewController, root.isViewLoaded, root.view.window === self, root.view.bounds.size != bounds.size {
            throw InvariantViolation("root view is \(FrameText.text(root.view.bounds.size)), window is \(FrameText.text(bounds.size))")
        }
        for controller in visible {
            for child in controller.childrenInHierarchy {
                let size = controller.size(forChildContentContainer: child, withParentContainerSize: controller.view.bounds.size)
                if child.view.bounds.size != size {
                    throw InvariantViolation(
                        "\(child.traceName) is \(FrameText.text(child.view.bounds.size)); its container gives it \(FrameText.text(size))")
                }
            }
        }
        try checkSafeAreaInvariants(visible: visible)
    }
}

extension Window {
    /// The controllers whose views are in the window, in order, checked to be exactly the ones
    /// that should be (``expectedControllersInWindow()``): every presentation root whose views no
    /// presentation removed, then each visible container's children in its hierarchy.
    func checkedControllersInWindow() throws(InvariantViolation) -> [ViewController] {
        let visible = controllersInWindow()
        let expected = expectedControllersInWindow()
        if visible.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) {
            throw InvariantViolation(
                "views in the window [\(visible.map(\.traceName).joined(separator: ", "))] "
                    + "differ from the visible controllers [\(expected.map(\.traceName).joined(separator: ", "))]")
        }
        return visible
    }

    /// That `presented` names `controller` as its presenter (the two links agree), then the
    /// rules of the presentation itself (``checkPresentation(of:by:)``).
    func checkPresented(_ presented: ViewController, by controller: ViewController) throws(InvariantViolation) {
        if presented.presentingViewController !== controller {
            throw InvariantViolation(
                """
                \(presented.traceName) is presented by \(controller.traceName) but says \
                \(presented.presentingViewController?.traceName ?? "nil")
                """
            )
        }
        try checkPresentation(of: presented, by: controller)
    }
}
