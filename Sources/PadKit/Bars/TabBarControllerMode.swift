/// `UITabBarController.Mode` (iOS 18): whether a tab bar controller may show its tabs as a
/// sidebar. Raw values from `UITabBarController.h` (automatic 0, tabBar 1, tabSidebar 2).
///
/// Apple's documentation:
/// - `.automatic`, the default: "On iPad, If the tabs array contains one or more UITabGroup items,
///   the system displays the content as either a tab bar or a sidebar, depending on the context.
///   Otherwise, it only displays the content only as a tab bar"; the header: "Resolves to
///   `tabSidebar` if any of the tab elements of the tab bar controller is a group, and if the
///   platform supports displaying a sidebar mode. Otherwise, resolves to `tabBar`";
/// - `.tabBar`: "The system displays the content only as a tab bar";
/// - `.tabSidebar`: "On iPad, the system displays the content as either a tab bar or a sidebar,
///   depending on the context ... On iPhone and Apple TV, the system displays the platform's
///   regular tab bar".
public enum TabBarControllerMode: Int, UIKitEnumeration {
    /// `.automatic`.
    case automatic = 0
    /// `.tabBar`.
    case tabBar = 1
    /// `.tabSidebar`.
    case tabSidebar = 2

    /// What the mode resolves to: `.automatic` becomes `.tabSidebar` when the tabs contain a
    /// group (`UITabGroup`) and `.tabBar` otherwise.
    public func resolved(hasTabGroups: Bool) -> TabBarControllerMode {
        guard self == .automatic else { return self }
        return hasTabGroups ? .tabSidebar : .tabBar
    }
}
