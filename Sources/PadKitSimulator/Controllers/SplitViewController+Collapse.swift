import PadKit

extension SplitViewController {
    /// Collapses or expands to match a horizontal size class (collapsed exactly in compact width).
    ///
    /// Called when a transition announces the new traits (`willTransition(to:with:)`), when the
    /// traits are committed, and before the view enters a window, whichever sees the change first.
    /// With a transition in flight, ``isCollapsed`` flips when it completes.
    func updateCollapsedState(compact: Bool, coordinator: TransitionCoordinator?) {
        guard compact != collapsedStructure else { return }
        if window?.isTakingSnapshots == true {
            // UIKit brackets the background snapshots with `_willBeginSnapshotSession` /
            // `_didEndSnapshotSession`, saving and restoring the collapse state
            // (`docs/sources.md` § Transitions: rotation and resize): the app's delegate is not asked to rearrange.
            trace?.record(traceName, "snapshot session: collapse state kept", [TraceDetail("collapsed", "\(collapsedStructure)")])
            return
        }
        let visibleBefore = isViewLoaded ? layout(for: view.bounds.size).visibleColumns : []
        collapsedStructure = compact
        chosenDisplayMode = nil
        if compact { collapse(visibleBefore: visibleBefore) } else { expand(coordinator: coordinator) }
        let finish = { [weak self] in
            guard let self else { return }
            self.isCollapsed = compact
            guard self.style.isColumnStyle else { return }
            if compact {
                self.trace?.record(self.traceName, "splitViewControllerDidCollapse(_:)")
                self.delegate?.splitViewControllerDidCollapse(self)
            } else {
                self.trace?.record(self.traceName, "splitViewControllerDidExpand(_:)")
                self.delegate?.splitViewControllerDidExpand(self)
            }
        }
        if let coordinator {
            coordinator.animate(alongsideTransition: nil, completion: { _ in finish() })
        } else {
            finish()
        }
        columnsNeedUpdate()
    }

    // MARK: Classic

    /// Classic collapse (`docs/sources.md` § Split view controller): the delegate may name the new primary
    /// (`primaryViewController(forCollapsing:)`, nil keeps the current one), then may take care of
    /// the secondary (`collapseSecondary:onto:` returning true); otherwise the primary's
    /// `collapseSecondaryViewController(_:for:)` runs (a navigation controller pushes it). The
    /// secondary then leaves the split view's children.
    private func collapse(visibleBefore: [SplitColumn]) {
        // The secondary moves into the primary's stack (both styles): a current-context
        // presentation over it would stay behind in the secondary column's place (found by the soak).
        secondaryColumn?.endContextPresentations()
        if style.isColumnStyle {
            collapseColumns(wasVisible: visibleBefore)
            return
        }
        if delegate != nil {
            adoptPrimary(delegate?.primaryViewController(forCollapsing: self), callback: "primaryViewController(forCollapsing:)")
        }
        if let secondary = secondaryColumn {
            collapseClassic(secondary: secondary)
        }
    }

    /// Folds `secondary` into the collapsed primary.
    func collapseClassic(secondary: ViewController) {
        guard let primary = primaryColumn else { return }
        secondaryColumn = nil
        collapsedSecondary = secondary
        var handled = false
        if let delegate {
            trace?.record(
                traceName, "splitViewController(_:collapseSecondary:onto:)",
                [
                    TraceDetail("secondary", secondary.traceName), TraceDetail("primary", primary.traceName),
                ])
            handled = delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
            trace?.record(traceName, "splitViewController(_:collapseSecondary:onto:) returned", [TraceDetail("value", "\(handled)")])
        }
        if secondary.parent === self { detachColumn(secondary) }
        if !handled {
            trace?.record(primary.traceName, "collapseSecondaryViewController(_:for:)", [TraceDetail("secondary", secondary.traceName)])
            primary.collapseSecondaryViewController(secondary, for: self)
        }
    }

    /// Classic expansion: the delegate may name the primary (`primaryViewController(forExpanding:)`)
    /// and the secondary (`separateSecondaryFrom:`); with none, the primary's
    /// `separateSecondaryViewController(for:)` (a navigation controller pops its top), and with
    /// none of that, the secondary the split view had before collapsing.
    private func expand(coordinator: TransitionCoordinator?) {
        if style.isColumnStyle {
            expandColumns(coordinator: coordinator)
            return
        }
        if delegate != nil {
            adoptPrimary(delegate?.primaryViewController(forExpanding: self), callback: "primaryViewController(forExpanding:)")
        }
        guard let primary = primaryColumn else { return }
        var secondary: ViewController?
        if let delegate {
            trace?.record(traceName, "splitViewController(_:separateSecondaryFrom:)", [TraceDetail("primary", primary.traceName)])
            secondary = delegate.splitViewController(self, separateSecondaryFrom: primary)
            trace?.record(
                traceName, "splitViewController(_:separateSecondaryFrom:) returned", [TraceDetail("value", secondary?.traceName ?? "nil")])
        }
        if secondary == nil {
            trace?.record(primary.traceName, "separateSecondaryViewController(for:)")
            secondary = primary.separateSecondaryViewController(for: self)
            trace?.record(
                primary.traceName, "separateSecondaryViewController(for:) returned", [TraceDetail("value", secondary?.traceName ?? "nil")])
        }
        if secondary == nil, let previous = collapsedSecondary, previous.parent == nil {
            secondary = previous
        }
        collapsedSecondary = nil
        if let secondary {
            if let parent = secondary.parent, parent !== self {
                secondary.willMove(toParent: nil)
                secondary.removeFromParent()
            }
            attempt { try attachColumn(secondary) }
            secondaryColumn = secondary
        }
    }

    /// Makes the controller the delegate named (`primaryViewController(forCollapsing:)` or
    /// `forExpanding:`) the primary; nil keeps the current one. If it cannot be attached, the old
    /// primary stays.
    private func adoptPrimary(_ proposed: ViewController?, callback: String) {
        trace?.record(traceName, callback, [TraceDetail("returned", proposed?.traceName ?? "nil")])
        guard let proposed, proposed !== primaryColumn, !isDescendantOrSelf(of: proposed) else { return }
        let old = primaryColumn
        if let old { detachColumn(old) }
        if attempt({ try attachColumn(proposed) }) {
            primaryColumn = proposed
        } else if let old {
            attempt { try attachColumn(old) }
        }
    }

    // MARK: Column style

    /// Column-style collapse: the delegate picks the top column
    /// (`topColumnForCollapsingToProposedTopColumn`; proposed `.compact` if a compact controller is
    /// set, else `.secondary`, `docs/sources.md` § Split view controller); the columns up to it are nested, as
    /// navigation controllers, in the primary navigation stack (Q4, woocommerce-ios PR #17778);
    /// columns that leave the screen are announced with `willHide`.
    private func collapseColumns(wasVisible: [SplitColumn]) {
        let proposed: SplitColumn = compactColumn != nil ? .compact : .secondary
        var top = proposed
        if let delegate {
            top = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
            trace?.record(
                traceName, "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
                [
                    TraceDetail("proposed", proposed.description), TraceDetail("returned", top.description),
                ])
        }
        if top == .compact && compactColumn == nil { top = .secondary }
        collapsedTopColumn = top
        if top != .compact, let primaryNav = primaryColumn as? NavigationController {
            var stacked: [ViewController] = []
            if style == .tripleColumn && (top == .supplementary || top == .secondary), let supplementary = supplementaryColumn {
                stacked.append(supplementary)
            }
            if top == .secondary, let secondary = secondaryColumn { stacked.append(secondary) }
            primaryNav.allowsNestedNavigationControllers = true
            for column in stacked {
                detachColumn(column, leavingTree: false)
                attempt { try primaryNav.pushViewController(column, animated: false) }
            }
        }
        // Every column that was on screen and is not the top of the collapsed stack is hidden (the
        // position of these calls relative to the others is **[UNCONFIRMED]**, §1.8).
        for column in [SplitColumn.primary, .supplementary, .secondary] where column != top && wasVisible.contains(column) {
            trace?.record(traceName, "splitViewController(_:willHide:)", [TraceDetail("column", column.description)])
            delegate?.splitViewController(self, willHide: column)
        }
    }

    /// Column-style expansion: the nested column stacks leave the primary stack for their columns,
    /// the delegate may change the display mode (`displayModeForExpandingToProposedDisplayMode`),
    /// and columns that join the screen are announced with `willShow`. The proposed display mode is
    /// the one for the size the split view is transitioning to, so with a transition in flight the
    /// delegate is asked inside its animation, once the new size is in.
    private func expandColumns(coordinator: TransitionCoordinator?) {
        if let primaryNav = primaryColumn as? NavigationController,
            let index = primaryNav.viewControllers.firstIndex(where: { $0 === supplementaryColumn || $0 === secondaryColumn }), index > 0
        {
            let popped = (try? primaryNav.popToViewController(primaryNav.viewControllers[index - 1], animated: false)) ?? nil
            primaryNav.allowsNestedNavigationControllers = false
            var strays: [ViewController] = []
            for controller in popped ?? [] {
                if controller === supplementaryColumn || controller === secondaryColumn {
                    attempt { try attachColumn(controller) }
                } else {
                    strays.append(controller)
                }
            }
            if let secondaryNav = secondaryColumn as? NavigationController {
                for stray in strays { attempt { try secondaryNav.pushViewController(stray, animated: false) } }
            }
        }
        // Columns popped off the collapsed stack (hide(.secondary), show(.primary)) come back to
        // their places too.
        for column in [supplementaryColumn, secondaryColumn].compactMap({ $0 }) where column.parent !== self {
            if column.parent != nil {
                trace?.record(traceName, "expand: column still nested", [TraceDetail("column", column.traceName)])
                continue
            }
            do {
                try attachColumn(column)
            } catch {
                trace?.record(traceName, "expand: column could not be attached", [TraceDetail("error", "\(error)")])
            }
        }
        if let primaryNav = primaryColumn as? NavigationController,
            !primaryNav.viewControllers.contains(where: { $0 is NavigationController })
        {
            primaryNav.allowsNestedNavigationControllers = false
        }
        collapsedTopColumn = nil
        if let coordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.negotiateExpandedDisplayMode() })
        } else {
            negotiateExpandedDisplayMode()
        }
    }

    private func negotiateExpandedDisplayMode() {
        let proposed = layout(for: view.bounds.size).displayMode
        if let delegate {
            let chosen = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            trace?.record(
                traceName, "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)",
                [
                    TraceDetail("proposed", proposed.description), TraceDetail("returned", chosen.description),
                ])
            if chosen != proposed && chosen != .automatic { chosenDisplayMode = chosen }
        }
        for column in layout(for: view.bounds.size).visibleColumns {
            trace?.record(traceName, "splitViewController(_:willShow:)", [TraceDetail("column", column.description)])
            delegate?.splitViewController(self, willShow: column)
        }
        columnsNeedUpdate()
    }
}
