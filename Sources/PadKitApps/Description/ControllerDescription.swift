import PadKit

/// One view controller of an app description: what kind of controller it is (one key of
/// ``Kind``), and the properties every `UIViewController` has.
///
/// A node with no kind key is a plain view controller: `{"title": "Settings"}`.
public struct ControllerDescription: Sendable, Hashable {
    /// The kind of controller and what it contains.
    public indirect enum Kind: Sendable, Hashable {
        /// A plain `UIViewController` (`"view": {}`, or no kind key at all).
        case view
        /// A `UINavigationController` with this stack, root first (`"navigation": [...]`).
        case navigation([ControllerDescription])
        /// A `UITabBarController` with these tabs, in order (`"tabs": [...]`).
        case tabs([ControllerDescription])
        /// A `UISplitViewController`, classic or column style (`"split": {...}`).
        case split(SplitDescription)
        /// Seed 001's WeChat-style split, PadKit's `AdaptiveSplitViewController` (`"adaptiveSplit": {...}`).
        case adaptiveSplit(AdaptiveSplitDescription)
        /// A list whose pages open in seed 002's centre small window on iPad (`"centreWindow": {...}`).
        case centreWindow(CentreWindowDescription)
        /// A container that overrides its child's traits, as seed 001's does (`"container": {...}`).
        case container(ContainerDescription)

        /// The JSON key of this kind.
        public var key: String {
            switch self {
            case .view: return "view"
            case .navigation: return "navigation"
            case .tabs: return "tabs"
            case .split: return "split"
            case .adaptiveSplit: return "adaptiveSplit"
            case .centreWindow: return "centreWindow"
            case .container: return "container"
            }
        }

        /// Every kind key, in the order messages list them.
        public static let keys = ["view", "navigation", "tabs", "split", "adaptiveSplit", "centreWindow", "container"]
    }

    /// The kind of controller.
    public var kind: Kind
    /// `title`; traces and trees name the controller by it.
    public var title: String?
    /// The app's own subclass name (a storyboard's `customClass`), shown as the tree's `class`.
    public var className: String?
    /// What `supportedInterfaceOrientations` returns; `nil`: not overridden.
    public var supportedInterfaceOrientations: InterfaceOrientationMask?
    /// What `preferredInterfaceOrientationForPresentation` returns; `nil`: not overridden.
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    /// What `shouldAutorotate` returns (asked before iOS 16 only); `nil`: not overridden (`true`).
    public var shouldAutorotate: Bool?
    /// What `prefersInterfaceOrientationLocked` returns (asked from iOS 26); `nil`: not
    /// overridden (`false`).
    public var prefersInterfaceOrientationLocked: Bool?
    /// `prefersStatusBarHidden` (`"prefersStatusBarHidden": true`), or `nil` for UIKit's default,
    /// `false`.
    public var prefersStatusBarHidden: Bool?
    /// A navigation node's `navigationBar.prefersLargeTitles` (`"prefersLargeTitles": true`), or
    /// `nil` for UIKit's default, `false`.
    public var prefersLargeTitles: Bool?
    /// `navigationItem.largeTitleDisplayMode` (`"largeTitleDisplayMode": "never"`), or `nil` for
    /// `.automatic`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode?
    /// `preferredContentSize`; `nil`: zero.
    public var preferredContentSize: DescribedSize?
    /// The controller's own views and their constraints, per size class.
    public var layout: LayoutDescription?
    /// Where this node was read from (`App/Main.storyboard#scene-id`, `App/SceneDelegate.swift:27`).
    public var source: String?
    /// A tab bar controller's `mode` (`"mode": "tabSidebar"` beside `"tabs"`); `nil`: not set
    /// (`.automatic`). Only a `"tabs"` node has one.
    public var tabBarMode: TabBarControllerMode?
    /// Where the controller's own views come from (`"storyboard"` + `"scene"`, or `"nib"`);
    /// `nil`: its views are made in code, or not described.
    public var interface: InterfaceSource?
    /// The controllers this one shows by pushing them onto its navigation stack (`"shows": [...]`,
    /// a storyboard's `show` and `push` segues): not on screen at launch, laid out by the matrix as
    /// the stack's top, as after the user's tap.
    public var shows: [ControllerDescription] = []

    /// Makes a controller description from its parts; what is not given takes its default.
    public init(
        _ kind: Kind = .view, title: String? = nil, className: String? = nil,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        shouldAutorotate: Bool? = nil, prefersInterfaceOrientationLocked: Bool? = nil, preferredContentSize: DescribedSize? = nil,
        layout: LayoutDescription? = nil, source: String? = nil, tabBarMode: TabBarControllerMode? = nil,
        interface: InterfaceSource? = nil
    ) {
        self.kind = kind
        self.title = title
        self.className = className
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.shouldAutorotate = shouldAutorotate
        self.prefersInterfaceOrientationLocked = prefersInterfaceOrientationLocked
        self.preferredContentSize = preferredContentSize
        self.layout = layout
        self.source = source
        self.tabBarMode = tabBarMode
        self.interface = interface
    }

    /// The keys every node may have besides its kind key.
    public static let commonKeys = [
        "title", "class", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
        "prefersInterfaceOrientationLocked", "prefersStatusBarHidden", "prefersLargeTitles", "largeTitleDisplayMode",
        "preferredContentSize", "layout", "source", "mode", "storyboard", "scene", "nib", "shows",
    ]

    /// The node's direct children in the description, in order, with the JSON path component of each.
    public var childNodes: [(path: String, node: ControllerDescription)] {
        switch kind {
        case .view: return []
        case .navigation(let stack): return stack.enumerated().map { ("navigation[\($0.offset)]", $0.element) }
        case .tabs(let tabs): return tabs.enumerated().map { ("tabs[\($0.offset)]", $0.element) }
        case .split(let split): return split.columnNodes.map { ("split.\($0.key)", $0.node) }
        case .adaptiveSplit(let split):
            return split.tabs.enumerated().map { ("adaptiveSplit.tabs[\($0.offset)]", $0.element) }
                + (split.placeholder.map { [("adaptiveSplit.placeholder", $0)] } ?? [])
        case .centreWindow(let list): return list.pages.enumerated().map { ("centreWindow.pages[\($0.offset)]", $0.element) }
        case .container(let container): return [("container.child", container.child)]
        }
    }

    /// The `prefersStatusBarHidden` UIKit asks at launch: the deepest answer on the path of
    /// controllers shown first (a navigation stack's top, the first tab, a split's secondary
    /// column, a container's child; `childForStatusBarHidden` follows the same path), else this
    /// node's own. **[UNCONFIRMED]** for a split view, whose forwarding Apple does not document.
    public var statusBarPreference: Bool? {
        let shown: ControllerDescription?
        switch kind {
        case .view, .centreWindow: shown = nil
        case .navigation(let stack): shown = stack.last
        case .tabs(let tabs): shown = tabs.first
        case .split(let split): shown = split.secondary ?? split.primary
        case .adaptiveSplit(let split): shown = split.tabs.first
        case .container(let container): shown = container.child
        }
        return shown?.statusBarPreference ?? prefersStatusBarHidden
    }

    /// Whether the node says nothing of itself: a plain controller with no class, title,
    /// overrides or layout (what a reader writes where it could not read the node).
    public var isBare: Bool {
        var bare = ControllerDescription()
        bare.source = source
        return self == bare
    }

    /// Every node of this subtree, this one first, depth first.
    public var allNodes: [ControllerDescription] {
        [self] + childNodes.flatMap(\.node.allNodes)
    }
}

extension ControllerDescription {
    /// How this node answers UIKit's orientation question when it is the window's root: its kind,
    /// its override, and its delegate's answer (a split's).
    public var orientationAuthority: OrientationAuthority {
        var authority = OrientationAuthority(
            name: className ?? title ?? "UIViewController", supportedInterfaceOrientations: supportedInterfaceOrientations,
            shouldAutorotate: shouldAutorotate ?? true)
        switch kind {
        case .navigation: authority.kind = .navigationController
        case .tabs: authority.kind = .tabBarController
        case .split(let split):
            authority.kind = .splitViewController
            authority.delegateSupportedInterfaceOrientations = split.delegate?.supportedInterfaceOrientations
        default: break
        }
        return authority
    }
}
