extension Window {
    /// Checks the rules no sequence of events may break:
    /// - every controller in the tree appears once (nothing duplicated), and parent, child,
    ///   presenter and presented links agree;
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
        var seen: [ObjectIdentifier] = []
        var all: [ViewController] = []
        func walk(_ controller: ViewController, path: String) throws(InvariantViolation) {
            let id = ObjectIdentifier(controller)
            if seen.contains(id) { throw InvariantViolation("\(controller.traceName) appears twice in the tree (at \(path))") }
            seen.append(id)
            all.append(controller)
            if controller is NavigationController {
                var ancestor = controller.parent
                while let current = ancestor {
                    if let outer = current as? NavigationController, !outer.allowsNestedNavigationControllers {
                        throw InvariantViolation("navigation controller \(controller.traceName) is inside the stack of \(current.traceName)")
                    }
                    ancestor = current.parent
                }
            }
            for child in controller.children {
                if child.parent !== controller {
                    throw InvariantViolation("\(child.traceName) is a child of \(controller.traceName) but its parent is \(child.parent?.traceName ?? "nil")")
                }
                try walk(child, path: "\(path)/\(child.traceName)")
            }
            if let presented = controller.presentedViewController {
                if presented.presentingViewController !== controller {
                    throw InvariantViolation("\(presented.traceName) is presented by \(controller.traceName) but says \(presented.presentingViewController?.traceName ?? "nil")")
                }
                try checkPresentation(of: presented, by: controller)
                let shown = presented.activePresentation?.shownViewController ?? presented
                try walk(shown, path: "\(path)>\(shown.traceName)")
            }
        }
        if let root = rootViewController {
            if root.parent != nil { throw InvariantViolation("root \(root.traceName) has a parent") }
            try walk(root, path: root.traceName)
        }

        // Adaptive replacements (a presented controller wrapped for compact width) are shown for
        // their presentation without being anyone's child: they belong to the tree too.
        func collect(_ controller: ViewController) {
            guard !all.contains(where: { $0 === controller }) else { return }
            all.append(controller)
            for child in controller.children { collect(child) }
            if let presented = controller.presentedViewController { collect(presented) }
        }
        for root in presentationRoots() { collect(root) }
        var orphans: [String] = []
        func scan(_ view: View) {
            if let owner = view.owningViewController, !all.contains(where: { $0 === owner }) { orphans.append(owner.traceName) }
            for subview in view.subviews { scan(subview) }
        }
        scan(rootView)
        if !orphans.isEmpty {
            throw InvariantViolation("views of \(orphans.joined(separator: ", ")) are in the window, but their controllers are not in the tree")
        }

        let visible = controllersInWindow()
        let expected = expectedVisibleControllers()
        if visible.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) {
            throw InvariantViolation("views in the window [\(visible.map(\.traceName).joined(separator: ", "))] "
                + "differ from the visible controllers [\(expected.map(\.traceName).joined(separator: ", "))]")
        }
        for controller in all where controller.isViewLoaded {
            let inWindow = visible.contains { $0 === controller }
            if inWindow && controller.appearanceState != .appeared {
                throw InvariantViolation("\(controller.traceName) is in the window but has not appeared (\(controller.appearanceState))")
            }
            if !inWindow && controller.appearanceState != .disappeared {
                throw InvariantViolation("\(controller.traceName) is off screen but is \(controller.appearanceState)")
            }
        }
        if let root = rootViewController, root.isViewLoaded, root.view.window === self, root.view.bounds.size != bounds.size {
            throw InvariantViolation("root view is \(SizeText.text(root.view.bounds.size)), window is \(SizeText.text(bounds.size))")
        }
        for controller in visible {
            for child in controller.childrenInHierarchy {
                let size = controller.size(forChildContentContainer: child, withParentContainerSize: controller.view.bounds.size)
                if child.view.bounds.size != size {
                    throw InvariantViolation("\(child.traceName) is \(SizeText.text(child.view.bounds.size)); its container gives it \(SizeText.text(size))")
                }
            }
        }
        try checkSafeAreaInvariants(visible: visible)
    }

    /// The controllers that should be in the window (``expectedControllersInWindow()``): every
    /// presentation root whose views no presentation removed, then each visible container's
    /// children in its hierarchy.
    private func expectedVisibleControllers() -> [ViewController] {
        expectedControllersInWindow()
    }
}
