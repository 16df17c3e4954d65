import Foundation
import PadKit
import PadKitApps
import PadKitSimulator

/// One controller on screen as UIKit would show it: its view's frame, the bars its container
/// draws (a navigation bar, a tab bar), a split view's columns, its plain views, the children on
/// screen and what it presents. Built from the twin; every number is the twin's or PadKit's.
public struct ControllerPicture: Sendable, Hashable {
    /// What kind of container this is, with what UIKit draws for it.
    public enum Container: Sendable, Hashable {
        /// A plain view controller.
        case plain
        /// A navigation controller: its bar (a controller whose bar is hidden is drawn as `.plain`).
        case navigation(NavigationBarPicture)
        /// A tab bar controller: its bar.
        case tabBar(TabBarPicture)
        /// A split view controller: its columns.
        case split(SplitPicture)
    }

    /// The twin's kind (`NavigationController` ...).
    public let kind: String
    /// The class name: the app's own class when it was read (a storyboard's `customClass`, the
    /// class the code instantiates: `RootSplitViewController`), else the twin's
    /// (`AdaptiveSplitViewController`).
    public let className: String
    /// Whether ``className`` is the app's own class (read from its project or description), not
    /// the twin's stand-in, so a drawing names it.
    public let isAppClass: Bool
    /// Why this controller is a placeholder: the description could not read the node it stands
    /// for (its `unresolved` reason); `nil` for a controller the app describes.
    public let placeholderReason: String?
    /// The title traces use (the class's name when the controller has no title).
    public let title: String
    /// Whether the controller has a title of its own (`title` set and not empty).
    public let hasTitle: Bool
    /// The view's frame in window coordinates.
    public let frameInWindow: CGRect
    /// The controller's committed traits.
    public let traits: TraitCollection
    /// Its view's safe-area insets as of the last layout pass (`view.safeAreaInsets`).
    public let safeAreaInsets: EdgeInsets
    /// The container's bars or columns.
    public let container: Container
    /// The split column this controller is, when its parent is an expanded split view.
    public let column: SplitColumn?
    /// The plain views of its root view.
    public let views: [ViewPicture]
    /// The children whose views are on screen, in order.
    public let children: [ControllerPicture]
    /// What this controller presents, if anything.
    public var presented: PresentationPicture? { presentedStorage.first }
    /// ``presented`` as an array: a struct cannot hold an optional of a type that holds it.
    private let presentedStorage: [PresentationPicture]

    public init(
        kind: String, className: String, title: String, frameInWindow: CGRect, traits: TraitCollection,
        safeAreaInsets: EdgeInsets, container: Container, column: SplitColumn?, views: [ViewPicture], children: [ControllerPicture],
        presented: PresentationPicture?, isAppClass: Bool = false, placeholderReason: String? = nil, hasTitle: Bool = true
    ) {
        self.kind = kind
        self.className = className
        self.hasTitle = hasTitle
        self.isAppClass = isAppClass
        self.placeholderReason = placeholderReason
        self.title = title
        self.frameInWindow = frameInWindow
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.container = container
        self.column = column
        self.views = views
        self.children = children
        self.presentedStorage = presented.map { [$0] } ?? []
    }

    /// Pictures `controller` and everything on screen below it in `window`; `nil` when its view
    /// is not in the window.
    public init?(_ controller: ViewController, in window: Window) {
        guard controller.isViewLoaded, controller.view.window === window else { return nil }
        let traits = controller.traitCollection
        kind = controller.kind
        className = controller.customClassName ?? String(describing: type(of: controller))
        isAppClass = controller.customClassName != nil
        placeholderReason = (controller as? PlaceholderViewController)?.reason
        title = controller.traceName
        hasTitle = !(controller.title ?? "").isEmpty
        frameInWindow = controller.view.frameInWindow
        self.traits = traits
        safeAreaInsets = controller.view.safeAreaInsets
        // iOS 27.1's vertical bars (iPhone Duo) sit in the side strip, which the drawing shows as
        // the safe area: no horizontal bar is drawn there.
        let verticalBars = controller.traitCollection.verticalBarEdge != .unspecified
        if let navigation = controller as? NavigationController, !navigation.isNavigationBarHidden, !navigation.isNestedInNavigationStack,
            !verticalBars
        {
            // A nested stack (a collapsed split's secondary) shows in this bar, as one stack.
            let stack = navigation.viewControllers.flatMap { ($0 as? NavigationController)?.viewControllers ?? [$0] }
            container = .navigation(
                NavigationBarPicture(
                    title: stack.last.map(Self.barTitle) ?? "",
                    backTitle: stack.count > 1
                        ? NavigationBarPicture.backButtonTitle(below: Self.barTitle(of: stack[stack.count - 2])) : nil,
                    stack: stack.map(Self.barTitle),
                    topInset: navigation.view.safeAreaInsets.top,
                    height: navigation.navigationBarHeight))
        } else if let tabs = controller as? TabBarController {
            let layout = tabs.tabBarLayout
            container = .tabBar(
                TabBarPicture(
                    items: tabs.viewControllers.map { Self.tabItemTitle(of: $0) },
                    selectedIndex: tabs.selectedIndex,
                    layout: layout,
                    bottomInset: tabs.view.safeAreaInsets.bottom,
                    topInset: tabs.view.safeAreaInsets.top,
                    height: layout == .bottom
                        ? tabs.tabBarHeight : layout == .sidebar ? TabBarLayout.sidebarWidth : TabBarLayout.floatingTabBarInset,
                    isHidden: (tabs.isTabBarHidden && layout != .sidebar) || verticalBars))
        } else if let split = controller as? SplitViewController {
            let layout = split.currentLayout
            container = .split(
                SplitPicture(
                    style: split.style.description, isCollapsed: split.isCollapsed, displayMode: layout.displayMode.description,
                    splitBehavior: layout.splitBehavior.description, primaryColumnWidth: layout.primaryColumnWidth,
                    supplementaryColumnWidth: layout.supplementaryColumnWidth, secondaryColumnWidth: layout.secondaryColumnWidth,
                    visibleColumns: split.isCollapsed ? [] : layout.visibleColumns.map(\.description)))
        } else {
            container = .plain
        }
        column = (controller.parent as? SplitViewController).flatMap { $0.isCollapsed ? nil : $0.column(of: controller) }
        views = ViewPicture.plainSubviews(of: controller.view)
        children = controller.childrenInHierarchy.compactMap { ControllerPicture($0, in: window) }
        presentedStorage = PresentationPicture(presentedBy: controller, in: window).map { [$0] } ?? []
    }

    /// What a navigation bar shows for `controller`: its title, empty without one (UIKit shows
    /// no class name there).
    private static func barTitle(of controller: ViewController) -> String {
        controller.title ?? ""
    }

    /// A tab's item title: a navigation stack is named by its root, as a tab bar item usually is.
    private static func tabItemTitle(of controller: ViewController) -> String {
        if let navigation = controller as? NavigationController, let root = navigation.viewControllers.first { return root.traceName }
        return controller.traceName
    }

    /// This controller and every controller drawn below it, pre-order, presentations last.
    public var flattened: [ControllerPicture] {
        [self] + children.flatMap(\.flattened) + (presented.map { $0.content.flattened } ?? [])
    }
}
