import PadKitSimulator

/// Seed 001's `BaseTabbarController` with its tab-stack bookkeeping, ported line for line
/// (`saveCurrentTabStacks` in `shouldSelect`, `restoreCurrentTabStacks` in `didSelect`).
///
/// Kept as the seed wrote it, including what the packaged component fixes: `restoreCurrentTabStacks`
/// sets the saved stack to nil *before* checking `isCollapsed`, so a tab re-selected while the
/// split is collapsed loses its saved stack.
public final class BaseTabBarController: TabBarController, TabBarControllerDelegate {
    /// `tabbarView.itemsArray[index].viewControllers`
    private var savedStacks: [[ViewController]?] = []
    /// `mainSpliteController`
    public weak var mainSpliteController: BaseSplitController?

    /// Sets the tabs, as the seed's `configure` does.
    public func configure(tabs: [ViewController]) {
        try? setViewControllers(tabs, animated: false)
        savedStacks = Array(repeating: nil, count: tabs.count)
        delegate = self
    }

    /// Allows every tab, as the seed does.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        saveCurrentTabStacks(selectedIndex)
        return true
    }

    /// Restores the selected tab's detail stack, as the seed's code does.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        restoreCurrentTabStacks(selectedIndex)
    }

    /// 保存 tab 的导航栈状态
    func saveCurrentTabStacks(_ index: Int) {
        guard let split = mainSpliteController else { return }
        if split.isCollapsed { return }
        let secondary = split.placeholder
        let vcs = secondary.popToRootViewController(animated: false)
        savedStacks[index] = vcs
    }

    /// 恢复 tab 的导航堆栈状态
    func restoreCurrentTabStacks(_ index: Int) {
        guard let split = mainSpliteController else { return }
        guard let controllers = savedStacks[index] else { return }
        savedStacks[index] = nil
        if split.isCollapsed { return }
        let secondary = split.placeholder
        try? secondary.setViewControllers(secondary.viewControllers + controllers, animated: false)
    }
}
