import PadKit

extension SplitViewController {
    /// Sets the controller of a column (column style, iOS 14).
    ///
    /// A controller for the primary, supplementary or secondary column that is not a navigation
    /// controller (nor a controller whose first child is one; for the secondary also a tab bar
    /// controller) is wrapped in a navigation controller the split view creates; the compact
    /// column is never wrapped. Setting a non-navigation controller on a secondary column that
    /// already has a split-created navigation controller *pushes* it there (Apple: "expected
    /// behavior", FB8640357); set nil first to replace. (`setViewController(_:for:)` documentation,
    /// `docs/sources.md` § Split view controller.)
    ///
    /// - Throws: ``SplitViewControllerError`` for a classic split view, a supplementary column on a
    ///   double-column one, or a tab bar controller in a sidebar.
    public func setViewController(_ viewController: ViewController?, for column: SplitColumn) throws {
        guard style.isColumnStyle else { throw SplitViewControllerError.unsupportedColumn(column, style: style) }
        if column == .supplementary && style != .tripleColumn { throw SplitViewControllerError.unsupportedColumn(column, style: style) }
        if viewController is TabBarController && (column == .primary || column == .supplementary) {
            throw SplitViewControllerError.tabBarControllerInSidebar(column)
        }
        let current = controller(in: column)
        // Collapsed, the column may sit nested in the primary stack: take it (and what covers it)
        // off the stack; the new controller takes its place there.
        var wasStacked = false
        if collapsedStructure, let current, current !== primaryColumn, let primaryNav = primaryColumn as? NavigationController,
            let index = primaryNav.viewControllers.firstIndex(where: { $0 === current }), index > 0
        {
            _ = try primaryNav.popToViewController(primaryNav.viewControllers[index - 1], animated: false)
            wasStacked = true
        }
        guard let viewController else {
            if let current { detachColumn(current) }
            setController(nil, in: column)
            originalColumns.removeAll { $0.column == column }
            columnsNeedUpdate()
            return
        }
        if column == .secondary, let existing = current as? NavigationController, systemWrappers.contains(ObjectIdentifier(existing)),
            !(viewController is NavigationController), !(viewController is TabBarController)
        {
            try existing.pushViewController(viewController, animated: true)
            return
        }
        let wrapper: ViewController
        let isNavigation = viewController is NavigationController || viewController.children.first is NavigationController
        if column == .compact || isNavigation || (column == .secondary && viewController is TabBarController) {
            wrapper = viewController
        } else {
            let navigation = NavigationController(rootViewController: viewController, title: "\(viewController.traceName) Navigation")
            systemWrappers.append(ObjectIdentifier(navigation))
            wrapper = navigation
        }
        originalColumns.removeAll { $0.column == column }
        originalColumns.append((column, viewController))
        if let current, current !== wrapper { detachColumn(current) }
        try attachColumn(wrapper)
        setController(wrapper, in: column)
        if wasStacked, let primaryNav = primaryColumn as? NavigationController {
            detachColumn(wrapper, leavingTree: false)
            primaryNav.allowsNestedNavigationControllers = true
            try primaryNav.pushViewController(wrapper, animated: false)
        }
        columnsNeedUpdate()
    }

    /// The controller the app set for `column` (the original, not the navigation wrapper).
    public func viewController(for column: SplitColumn) -> ViewController? {
        originalColumns.first { $0.column == column }?.controller
    }

    func controller(in column: SplitColumn) -> ViewController? {
        switch column {
        case .primary: return primaryColumn
        case .supplementary: return supplementaryColumn
        case .secondary: return secondaryColumn
        case .compact: return compactColumn
        }
    }

    private func setController(_ controller: ViewController?, in column: SplitColumn) {
        switch column {
        case .primary: primaryColumn = controller
        case .supplementary: supplementaryColumn = controller
        case .secondary: secondaryColumn = controller
        case .compact: compactColumn = controller
        }
    }

    /// Shows a column (column style, iOS 14), with the header's rules: never the compact column.
    /// Collapsed: pushes the column (and the ones between) if it is not in the stack, pops what
    /// covers it if it is, nothing if it is on top. Expanded: ignored for the secondary column
    /// (the header; the documentation's example disagrees, **[CONFLICT]**, the header wins here)
    /// and for a column already visible; otherwise the nearest display mode that shows it.
    public func show(_ column: SplitColumn) {
        trace?.record(traceName, "show(_:)", [TraceDetail("column", column.description)])
        guard style.isColumnStyle, column != .compact, controller(in: column) != nil else { return ignore("show", column) }
        if collapsedStructure {
            guard let primaryNav = primaryColumn as? NavigationController else { return ignore("show", column) }
            if column == .primary {
                if primaryNav.viewControllers.count > 1 { primaryNav.popToRootViewController(animated: true) }
                return
            }
            guard let target = controller(in: column) else { return }
            if let index = primaryNav.viewControllers.firstIndex(where: { $0 === target }) {
                if index < primaryNav.viewControllers.count - 1 {
                    attempt { _ = try primaryNav.popToViewController(target, animated: true) }
                }
                return
            }
            var toPush: [ViewController] = []
            if column == .secondary, style == .tripleColumn, let supplementary = supplementaryColumn,
                !primaryNav.viewControllers.contains(where: { $0 === supplementary })
            {
                toPush.append(supplementary)
            }
            toPush.append(target)
            primaryNav.allowsNestedNavigationControllers = true
            for controller in toPush {
                detachColumn(controller, leavingTree: false)
                attempt { try primaryNav.pushViewController(controller, animated: true) }
            }
            return
        }
        let current = layout(for: view.bounds.size)
        guard column != .secondary else {
            return ignore(
                "show", column,
                note: "the header ignores the secondary column when expanded; the documentation's displace example disagrees [CONFLICT]")
        }
        guard !current.visibleColumns.contains(column) else { return ignore("show", column) }
        trace?.record(traceName, "splitViewController(_:willShow:)", [TraceDetail("column", column.description)])
        delegate?.splitViewController(self, willShow: column)
        let wantsTwo = style == .tripleColumn && column == .primary
        chosenDisplayMode = SplitLayout.displayMode(
            preferred: wantsTwo ? .twoBesideSecondary : .oneBesideSecondary, behavior: current.splitBehavior,
            triple: style == .tripleColumn, presentsWithGesture: true)
        columnsNeedUpdate()
    }

    /// Hides a column (column style, iOS 14), with the header's rules: never the compact column.
    /// Collapsed: ignored for the primary or a column not on top; otherwise pops it. Expanded:
    /// ignored for the secondary and for a column not visible; otherwise the nearest display mode
    /// without it.
    public func hide(_ column: SplitColumn) {
        trace?.record(traceName, "hide(_:)", [TraceDetail("column", column.description)])
        guard style.isColumnStyle, column != .compact, let target = controller(in: column) else { return ignore("hide", column) }
        if collapsedStructure {
            guard column != .primary, let primaryNav = primaryColumn as? NavigationController,
                primaryNav.topViewController === target
            else { return ignore("hide", column) }
            primaryNav.popViewController(animated: true)
            return
        }
        let current = layout(for: view.bounds.size)
        guard column != .secondary, current.visibleColumns.contains(column) else { return ignore("hide", column) }
        trace?.record(traceName, "splitViewController(_:willHide:)", [TraceDetail("column", column.description)])
        delegate?.splitViewController(self, willHide: column)
        let keepsSupplementary = style == .tripleColumn && column == .primary
        chosenDisplayMode =
            keepsSupplementary
            ? SplitLayout.displayMode(
                preferred: .oneBesideSecondary, behavior: current.splitBehavior, triple: true, presentsWithGesture: true)
            : .secondaryOnly
        columnsNeedUpdate()
    }

    private func ignore(_ method: String, _ column: SplitColumn, note: String? = nil) {
        var details = [TraceDetail("column", column.description), TraceDetail("style", style.description)]
        if let note { details.append(TraceDetail("note", note)) }
        trace?.record(traceName, "\(method)(_:) ignored", details)
    }
}
