import PadJSON

/// A view controller as the app description's JSON writes it: the common keys, then the key of its
/// kind (none for a plain controller). The description has two writers, the project reader
/// (`ControllerDescription` in PadKitApps, for `padkit app init` and the descriptions it reads) and
/// `padkit-lint app-root` (the nodes of the root an app builds in code), and one reader, PadKitApps'
/// description reader. Both writers build a node and encode it here, so the node's keys, their
/// spelling and their order are written once.
///
/// Values are the description's own spellings (orientation and mode case names as strings), so
/// this target needs nothing but PadJSON; each writer turns its own model into them.
public struct ControllerNode: Sendable, Equatable {
    /// What kind of controller it is, by the key the description writes it under.
    public indirect enum Kind: Sendable, Equatable {
        /// A plain `UIViewController` (or a subclass that is not a container): no kind key.
        case view
        /// `UINavigationController`, stack root first: `"navigation": [...]`.
        case navigation([ControllerNode])
        /// `UITabBarController`, tabs in order: `"tabs": [...]`.
        case tabs([ControllerNode])
        /// `UISplitViewController`: `"split": {"style", <columns by key>, <properties>}`.
        case split(style: String, columns: [Column], properties: [Property])
        /// A kind only descriptions hold (PadKit's own components: `adaptiveSplit`, `centreWindow`,
        /// `container`), already encoded by its writer under `key`.
        case encoded(key: String, value: JSONValue)
    }

    /// A value under a key, in the order given: a split's column (`primary`, `supplementary`,
    /// `secondary`, `compact`) and its node, or a key set to a constant (`preferredDisplayMode`, a
    /// column width, `shouldAutorotate`) and its JSON value.
    public struct Keyed<Value: Sendable & Equatable>: Sendable, Equatable {
        public var key: String
        public var value: Value

        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// One split view column.
    public typealias Column = Keyed<ControllerNode>
    /// A key set to a constant, written as given.
    public typealias Property = Keyed<JSONValue>

    /// Where UIKit's `loadView` takes the controller's views from: `"storyboard"` + `"scene"`, or `"nib"`.
    public enum Interface: Sendable, Equatable {
        case storyboard(path: String, scene: String)
        case nib(path: String)
    }

    public var kind: Kind
    /// `"title"`.
    public var title: String?
    /// `"class"`: the app's own subclass, when the controller is one.
    public var className: String?
    /// `"supportedInterfaceOrientations"`, as orientation names.
    public var supportedInterfaceOrientations: [String]?
    /// The controller's other constant overrides (`preferredInterfaceOrientationForPresentation`,
    /// `shouldAutorotate`, ..., `preferredContentSize`, `layout`), written after the orientations.
    public var overrides: [Property] = []
    /// `"source"`: `file:line` where the controller is made or described.
    public var source: String?
    /// `"mode"`: a tab bar controller's `UITabBarController.Mode` case name.
    public var tabBarMode: String?
    /// Where its views come from.
    public var interface: Interface?
    /// `"shows"`: what its `show` segues push.
    public var shows: [ControllerNode] = []

    /// A node of `kind`; the writer sets the rest, and what it leaves unset is not written.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// The node as the description writes it: `title`, `class`, `supportedInterfaceOrientations`,
    /// the overrides, `source`, `mode`, the interface, `shows`, then the kind key; a node with none
    /// of them is `{"view": {}}`, so that it still says what it is.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let title { pairs.append(("title", .string(title))) }
        if let className { pairs.append(("class", .string(className))) }
        if let supportedInterfaceOrientations {
            pairs.append(("supportedInterfaceOrientations", .array(supportedInterfaceOrientations.map(JSONValue.string))))
        }
        pairs += overrides.map { ($0.key, $0.value) }
        if let source { pairs.append(("source", .string(source))) }
        if let tabBarMode { pairs.append(("mode", .string(tabBarMode))) }
        switch interface {
        case .storyboard(let path, let scene): pairs += [("storyboard", .string(path)), ("scene", .string(scene))]
        case .nib(let path): pairs.append(("nib", .string(path)))
        case nil: break
        }
        if !shows.isEmpty { pairs.append(("shows", .array(shows.map(\.jsonValue)))) }
        switch kind {
        case .view: break
        case .navigation(let stack): pairs.append(("navigation", .array(stack.map(\.jsonValue))))
        case .tabs(let tabs): pairs.append(("tabs", .array(tabs.map(\.jsonValue))))
        case .split(let style, let columns, let properties):
            let fields =
                [("style", JSONValue.string(style))] + columns.map { ($0.key, $0.value.jsonValue) } + properties.map { ($0.key, $0.value) }
            pairs.append(("split", .object(fields)))
        case .encoded(let key, let value): pairs.append((key, value))
        }
        if pairs.isEmpty { pairs.append(("view", .object([]))) }
        return .object(pairs)
    }
}

extension ControllerNode.Keyed: Hashable where Value: Hashable {}
