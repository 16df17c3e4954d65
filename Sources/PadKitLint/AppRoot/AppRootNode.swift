import PadKit

/// A view controller the app builds in code, as the app description's JSON writes it: the kind
/// key, its content, the common keys, and where in the sources it was found.
public struct AppRootNode: Sendable, Hashable {
    /// What kind of controller it is.
    public indirect enum Kind: Sendable, Hashable {
        /// A plain `UIViewController` (or a subclass that is not a container).
        case view
        /// `UINavigationController`, stack root first.
        case navigation([AppRootNode])
        /// `UITabBarController`, tabs in order.
        case tabs([AppRootNode])
        /// `UISplitViewController`: its style (`classic`, `doubleColumn`, `tripleColumn`), columns
        /// by key (`primary`, `supplementary`, `secondary`, `compact`) and properties set in code.
        case split(style: String, columns: [Column], properties: [Property])
        /// A controller instantiated from a storyboard, which the project reader resolves.
        case storyboard(name: String, identifier: String?)
    }

    /// One split view column.
    public struct Column: Sendable, Hashable {
        public var key: String
        public var node: AppRootNode
    }

    /// A property set in code to a constant: `preferredDisplayMode`, a column width... (its value
    /// `"oneBesideSecondary"`, `0.3`, `true`), as the description writes it.
    public typealias Property = ControllerNode.Property

    public var kind: Kind
    public var title: String?
    /// The app's own subclass, when the controller is one.
    public var className: String?
    /// A constant `supportedInterfaceOrientations` override, as orientation names.
    public var supportedInterfaceOrientations: [String]?
    /// `file:line` where the controller is made.
    public var source: String
    /// A tab bar controller's `UITabBarController.Mode` case name (`tabSidebar`), set in code or
    /// by SwiftUI's `.tabViewStyle(.sidebarAdaptable)`; the description's `"mode"`.
    public var tabBarMode: String?

    /// How many controllers this subtree holds (to tell a login screen from the main interface).
    public var size: Int {
        switch kind {
        case .view, .storyboard: return 1
        case .navigation(let items), .tabs(let items): return 1 + items.reduce(0) { $0 + $1.size }
        case .split(_, let columns, _): return 1 + columns.reduce(0) { $0 + $1.node.size }
        }
    }
}
