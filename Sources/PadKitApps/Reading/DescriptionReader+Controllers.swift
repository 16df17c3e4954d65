import PadKit
import PadKitSimulator

extension DescriptionReader {
    /// One controller node: its kind key (none for a plain controller) and the common properties.
    func controller(_ value: JSONValue, path: String) -> ControllerDescription? {
        let kinds = ControllerDescription.Kind.keys
        guard
            let pairs = object(
                value, path: path, keys: ControllerDescription.commonKeys + kinds,
                example: "{\"title\": \"Inbox\"} or {\"navigation\": [...]}")
        else { return nil }
        let p = { (key: String) in "\(path).\(key)" }
        let present = pairs.filter { kinds.contains($0.0) }
        if present.count > 1 {
            problem(path, "a controller has one kind key; found \(present.map(\.0).sorted().joined(separator: " and "))")
            return nil
        }
        var node = ControllerDescription()
        node.title = pairs["title"].flatMap { string($0, path: p("title")) }
        node.className = pairs["class"].flatMap { string($0, path: p("class")) }
        node.supportedInterfaceOrientations = pairs["supportedInterfaceOrientations"].flatMap {
            orientationMask($0, path: p("supportedInterfaceOrientations"))
        }
        if node.supportedInterfaceOrientations == [] {
            problem(p("supportedInterfaceOrientations"), "an empty mask; UIKit requires at least one orientation")
        }
        node.preferredInterfaceOrientationForPresentation = pairs["preferredInterfaceOrientationForPresentation"].flatMap {
            orientation($0, path: p("preferredInterfaceOrientationForPresentation"))
        }
        node.shouldAutorotate = pairs["shouldAutorotate"].flatMap { bool($0, path: p("shouldAutorotate")) }
        node.prefersInterfaceOrientationLocked = pairs["prefersInterfaceOrientationLocked"].flatMap {
            bool($0, path: p("prefersInterfaceOrientationLocked"))
        }
        node.prefersStatusBarHidden = pairs["prefersStatusBarHidden"].flatMap { bool($0, path: p("prefersStatusBarHidden")) }
        node.preferredContentSize = pairs["preferredContentSize"].flatMap { size($0, path: p("preferredContentSize")) }
        node.layout = pairs["layout"].flatMap { layout($0, path: p("layout")) }
        node.source = pairs["source"].flatMap { string($0, path: p("source")) }
        if let value = pairs["prefersLargeTitles"] {
            if present.first?.0 == "navigation" {
                node.prefersLargeTitles = bool(value, path: p("prefersLargeTitles"))
            } else {
                problem(
                    p("prefersLargeTitles"),
                    """
                    \"prefersLargeTitles\" is a navigation controller's navigationBar.prefersLargeTitles; it goes beside \
                    \"navigation\", and this node is \(present.first.map { "a \"\($0.0)\" node" } ?? "a plain view controller")
                    """
                )
            }
        }
        node.largeTitleDisplayMode = pairs["largeTitleDisplayMode"].flatMap {
            named(
                $0, path: p("largeTitleDisplayMode"), cases: LargeTitleDisplayMode.allCases,
                what: "a UINavigationItem.LargeTitleDisplayMode")
        }
        if let mode = pairs["mode"] {
            node.tabBarMode = tabBarMode(mode, path: p("mode"), kindKey: present.first?.0)
        }
        node.interface = interface(pairs, path: path)
        if let value = pairs["shows"] {
            node.shows = controllers(value, path: p("shows"), what: "view controllers (those it pushes)") ?? []
            for (index, item) in node.shows.enumerated() { checkPushable(item, path: "\(p("shows"))[\(index)]") }
        }
        guard let (key, content) = present.first else { return node }
        let kindPath = p(key)
        switch key {
        case "view":
            guard case .object(let fields) = content, fields.isEmpty else {
                problem(kindPath, "expected {} (a plain view controller; its properties sit beside \"view\")")
                return nil
            }
            node.kind = .view
        case "navigation":
            guard let stack = controllers(content, path: kindPath, what: "view controllers (the stack, root first)") else { return nil }
            for (index, item) in stack.enumerated() { checkPushable(item, path: "\(kindPath)[\(index)]") }
            node.kind = .navigation(stack)
        case "tabs":
            guard
                let tabs = controllers(
                    content, path: kindPath, what: "view controllers (one per tab)",
                    emptyMessage:
                        "an empty tab bar: a UITabBarController with no view controllers shows nothing but its bar; give at least one tab")
            else { return nil }
            node.kind = .tabs(tabs)
        case "split":
            guard let split = split(content, path: kindPath) else { return nil }
            node.kind = .split(split)
        case "adaptiveSplit":
            guard let split = adaptiveSplit(content, path: kindPath) else { return nil }
            if node.supportedInterfaceOrientations != nil {
                problem(
                    p("supportedInterfaceOrientations"),
                    "the adaptive split decides its own orientations (portrait on iPhone, all on iPad); remove this key")
            }
            node.kind = .adaptiveSplit(split)
        case "centreWindow":
            guard let list = centreWindow(content, path: kindPath) else { return nil }
            node.kind = .centreWindow(list)
        default:
            guard let container = container(content, path: kindPath) else { return nil }
            node.kind = .container(container)
        }
        if node.layout != nil {
            problem(p("layout"), "a layout belongs to a plain view controller; a \(key) controller lays out its children itself")
        }
        return node
    }

    /// `"storyboard"` with `"scene"`, or `"nib"`: where the controller's views come from.
    func interface(_ pairs: [(String, JSONValue)], path: String) -> InterfaceSource? {
        let storyboard = pairs["storyboard"].flatMap { string($0, path: "\(path).storyboard") }
        let scene = pairs["scene"].flatMap { string($0, path: "\(path).scene") }
        let nib = pairs["nib"].flatMap { string($0, path: "\(path).nib") }
        switch (storyboard, scene, nib) {
        case (nil, nil, nil): return nil
        case (let file?, let scene?, nil): return .storyboard(path: file, scene: scene)
        case (nil, nil, let file?): return .nib(path: file)
        case (_, _, _?):
            problem(path, "give either \"nib\" or \"storyboard\" with \"scene\", not both: a controller's view comes from one file")
        case (_?, nil, _):
            problem("\(path).scene", "missing; a storyboard names the scene's view controller object id, such as \"BYZ-38-t0r\"")
        case (nil, _?, _):
            problem("\(path).storyboard", "missing; a scene is one of a storyboard's, such as \"App/Base.lproj/Main.storyboard\"")
        }
        return nil
    }

    /// An array of controller nodes; `nil` when it is not an array or is empty.
    func controllers(_ value: JSONValue, path: String, what: String, emptyMessage: String? = nil) -> [ControllerDescription]? {
        guard case .array(let items) = value else {
            problem(path, "expected an array of \(what), found \(value.kindDescription)")
            return nil
        }
        guard !items.isEmpty else {
            problem(
                path,
                emptyMessage
                    ?? "an empty navigation stack: a navigation controller needs a root view controller (init(rootViewController:))")
            return nil
        }
        let nodes = items.enumerated().map { controller($0.element, path: "\(path)[\($0.offset)]") }
        let read = nodes.compactMap { $0 }
        return read.count == nodes.count ? read : nil
    }

    /// What UIKit refuses to push onto a navigation stack.
    ///
    /// - `UINavigationController` raises `NSInvalidArgumentException` "Pushing a navigation
    ///   controller is not supported" for a navigation controller, as root or pushed. Nested
    ///   inside a pushed container (a tab bar's tab, a child), UIKit does not raise but shows two
    ///   navigation bars and routes `navigationController` to the wrong stack; PadKit refuses that
    ///   too, with the same reason, since no app means it.
    /// - A split view controller raises "Split View Controllers cannot be pushed to a Navigation
    ///   Controller" (UIKit's runtime message as developers report it, **[UNCONFIRMED]**: no Apple
    ///   page quotes it; `UISplitViewController`'s documentation puts a split view at a window's
    ///   root or in a container, not in a stack). `docs/choices.md` lists it.
    /// - A tab bar controller is accepted at run time (seed 001's app ships one as a stack's root),
    ///   although `init(rootViewController:)`'s documentation says the root "cannot be an instance
    ///   of UITabBarController"; the twin follows the runtime.
    func checkPushable(_ node: ControllerDescription, path: String) {
        switch node.kind {
        case .navigation:
            problem(path, HierarchyError.pushingNavigationController(controller: node.title ?? "UINavigationController").description)
        case .split, .adaptiveSplit:
            problem(path, "NSInvalidArgumentException: Split View Controllers cannot be pushed to a Navigation Controller")
        case .tabs, .container:
            for (childPath, child) in node.childNodes { checkPushable(child, path: "\(path).\(childPath)") }
        case .view, .centreWindow:
            break
        }
    }

    func centreWindow(_ value: JSONValue, path: String) -> CentreWindowDescription? {
        guard
            let pairs = object(
                value, path: path, keys: CentreWindowDescription.keys, example: "{\"pages\": [{\"title\": \"Air Purifier\"}]}")
        else { return nil }
        guard let pagesValue = pairs["pages"] else {
            problem("\(path).pages", "missing; expected the pages the list opens, such as [{\"title\": \"Air Purifier\"}]")
            return nil
        }
        guard
            let pages = controllers(
                pagesValue, path: "\(path).pages", what: "view controllers (the pages)",
                emptyMessage: "expected at least one page")
        else { return nil }
        for (index, page) in pages.enumerated() { checkPushable(page, path: "\(path).pages[\(index)]") }
        var list = CentreWindowDescription(pages: pages)
        list.heightFraction = pairs["heightFraction"].flatMap {
            number($0, path: "\(path).heightFraction", in: 0.1...1, what: "a fraction")
        }
        list.aspectRatio = pairs["aspectRatio"].flatMap {
            number($0, path: "\(path).aspectRatio", in: 0.1...10, what: "a width-to-height ratio")
        }
        return list
    }

    func container(_ value: JSONValue, path: String) -> ContainerDescription? {
        guard
            let pairs = object(
                value, path: path, keys: ContainerDescription.keys,
                example: "{\"child\": {...}, \"overrideTraitCollection\": {\"horizontalSizeClass\": \"compact\"}}")
        else { return nil }
        if pairs["child"] == nil { problem("\(path).child", "missing; expected the child view controller") }
        let child = pairs["child"].flatMap { controller($0, path: "\(path).child") }
        var traits: ContainerDescription.TraitOverride?
        if let overrideValue = pairs["overrideTraitCollection"] {
            traits = traitOverride(overrideValue, path: "\(path).overrideTraitCollection")
        } else {
            problem(
                "\(path).overrideTraitCollection",
                "missing; expected the traits forced on the child, such as {\"horizontalSizeClass\": \"compact\"}")
        }
        let threshold = pairs["whenWidthBelow"].flatMap {
            number($0, path: "\(path).whenWidthBelow", in: 1...100_000, what: "a width in points")
        }
        guard let child, let traits else { return nil }
        return ContainerDescription(child: child, overrideTraits: traits, whenWidthBelow: threshold)
    }

    func traitOverride(_ value: JSONValue, path: String) -> ContainerDescription.TraitOverride? {
        let keys = ContainerDescription.TraitOverride.keys
        guard let pairs = object(value, path: path, keys: keys, example: "{\"horizontalSizeClass\": \"compact\"}") else { return nil }
        guard !pairs.isEmpty else {
            problem(path, "expected at least one trait: \(keys.joined(separator: ", "))")
            return nil
        }
        let sizeClasses: [UserInterfaceSizeClass] = [.compact, .regular]
        return ContainerDescription.TraitOverride(
            horizontalSizeClass: pairs["horizontalSizeClass"].flatMap {
                named($0, path: "\(path).horizontalSizeClass", cases: sizeClasses, what: "a size class")
            },
            verticalSizeClass: pairs["verticalSizeClass"].flatMap {
                named($0, path: "\(path).verticalSizeClass", cases: sizeClasses, what: "a size class")
            },
            userInterfaceStyle: pairs["userInterfaceStyle"].flatMap {
                named($0, path: "\(path).userInterfaceStyle", cases: [UserInterfaceStyle.light, .dark], what: "an interface style")
            })
    }

    /// Whether the app's orientations and its root controller's have anything in common where
    /// UIKit asks the controller (``OrientationResolver``: on iPhone, and on iPad for an app that
    /// opts out of multitasking). Nothing in common is UIKit's `UIApplicationInvalidInterfaceOrientation`.
    func checkOrientations(root: ControllerDescription, infoPlist: AppInfoPlist, path: String) {
        let idioms: [(UserInterfaceIdiom, Bool)] = [(.phone, infoPlist.values.runsOnPhone), (.pad, infoPlist.values.runsNativelyOnPad)]
        for (idiom, runs) in idioms where runs {
            // Checked on the newest release: a description is valid or not whatever OS it runs on.
            let resolver = OrientationResolver(
                idiom: idiom, infoPlist: infoPlist.values, topViewController: root.orientationAuthority,
                osVersion: .latest)
            do {
                _ = try resolver.resolve()
            } catch {
                problem(
                    root.supportedInterfaceOrientations == nil ? path : "\(path).supportedInterfaceOrientations",
                    "\(error) (on \(idiom == .pad ? "iPad" : "iPhone"))")
            }
        }
    }

    /// A tab bar controller's `"mode"`: a `UITabBarController.Mode` case name, on a `"tabs"` node only.
    func tabBarMode(_ value: JSONValue, path: String, kindKey: String?) -> TabBarControllerMode? {
        guard kindKey == "tabs" else {
            problem(
                path,
                """
                \"mode\" is a tab bar controller's UITabBarController.mode; it goes beside \"tabs\", and this node is \
                \(kindKey.map { "a \"\($0)\" node" } ?? "a plain view controller")
                """
            )
            return nil
        }
        guard let name = string(value, path: path) else { return nil }
        guard let mode = TabBarControllerMode(name: name) else {
            problem(
                path,
                """
                '\(name)' is not a UITabBarController.Mode; expected one of \
                \(TabBarControllerMode.allCases.map(\.description).joined(separator: ", "))
                """
            )
            return nil
        }
        return mode
    }
}
