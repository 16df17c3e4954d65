import Foundation
import PadKit
import PadKitComponents
import PadKitSimulator

/// Builds the twin's controllers from a description, as the app's code would build UIKit's:
/// containers with their initialisers, then their properties, children in order.
///
/// The reader already refused what UIKit refuses; where the twin still throws (a hierarchy it
/// cannot form), the error carries the node's JSON path.
///
/// A node listed under the description's `unresolved` that says nothing of itself (no kind,
/// class or title: ``ControllerDescription/isBare``) is built as a ``PlaceholderViewController``
/// carrying the reason, so pictures can show it as unknown.
struct ControllerBuilder {
    /// The reasons for each unresolved JSON path, joined with `; ` in the description's order.
    let unresolvedReasons: [String: String]
    /// The Interface Builder views of the description's controllers, by JSON path.
    let interfaces: AppInterfaces

    init(unresolved: [UnresolvedItem] = [], interfaces: AppInterfaces = .none) {
        self.interfaces = interfaces
        var reasons: [String: String] = [:]
        for item in unresolved { reasons[item.path] = reasons[item.path].map { "\($0); \(item.reason)" } ?? item.reason }
        unresolvedReasons = reasons
    }

    func build(_ node: ControllerDescription, path: String) throws(AppDescriptionError) -> ViewController {
        let controller: ViewController
        do {
            if node.isBare, let reason = unresolvedReasons[path] {
                controller = PlaceholderViewController(reason: reason)
            } else {
                controller = try make(node, path: path)
            }
        } catch let error as AppDescriptionError {
            throw error
        } catch {
            throw AppDescriptionError(path: path, "\(error)")
        }
        if let name = node.className { controller.customClassName = name }
        if let mask = node.supportedInterfaceOrientations { controller.supportedInterfaceOrientations = mask }
        if let orientation = node.preferredInterfaceOrientationForPresentation {
            controller.preferredInterfaceOrientationForPresentation = orientation
        }
        if let autorotates = node.shouldAutorotate { controller.shouldAutorotate = autorotates }
        if let hidden = node.prefersStatusBarHidden { controller.prefersStatusBarHidden = hidden }
        if let mode = node.largeTitleDisplayMode { controller.largeTitleDisplayMode = mode }
        if let large = node.prefersLargeTitles, let navigation = controller as? NavigationController {
            navigation.prefersLargeTitles = large
        }
        if let locked = node.prefersInterfaceOrientationLocked { controller.prefersInterfaceOrientationLocked = locked }
        if let size = node.preferredContentSize { controller.preferredContentSize = CGSize(width: size.width, height: size.height) }
        return controller
    }

    private func make(_ node: ControllerDescription, path: String) throws -> ViewController {
        let title = node.title
        switch node.kind {
        case .view:
            if let loaded = interfaces.byPath[path] {
                let controller = InterfaceViewController(interface: loaded, title: title)
                controller.makeShown = node.shows.indices.map { index in
                    { [self] in try? build(node.shows[index], path: "\(path).shows[\(index)]") }
                }
                return controller
            }
            if let layout = node.layout { return LayoutViewController(layout: layout, title: title) }
            return ViewController(title: title)
        case .navigation(let stack):
            let controllers = try stack.enumerated().map { index, item throws(AppDescriptionError) in
                try build(item, path: "\(path).navigation[\(index)]")
            }
            guard let root = controllers.first else { throw AppDescriptionError(path: "\(path).navigation", "an empty navigation stack") }
            let navigation = NavigationController(rootViewController: root, title: title)
            if controllers.count > 1 { try navigation.setViewControllers(controllers, animated: false) }
            return navigation
        case .tabs(let tabs):
            let tabBar = TabBarController(title: title)
            if let mode = node.tabBarMode { tabBar.mode = mode }
            try tabBar.setViewControllers(
                try tabs.enumerated().map { index, item throws(AppDescriptionError) in
                    try build(item, path: "\(path).tabs[\(index)]")
                }, animated: false)
            return tabBar
        case .split(let description):
            return try split(description, title: title, path: "\(path).split")
        case .adaptiveSplit(let description):
            var configuration = AdaptiveSplitConfiguration.seed001
            if let value = description.compactWidthThreshold { configuration.compactWidthThreshold = value }
            if let value = description.primaryColumnWidthFraction { configuration.primaryColumnWidthFraction = value }
            if let value = description.maximumPrimaryColumnWidth { configuration.maximumPrimaryColumnWidth = value }
            if let value = description.preferredDisplayMode { configuration.preferredDisplayMode = value }
            let tabs = try description.tabs.enumerated().map { index, item throws(AppDescriptionError) in
                try build(item, path: "\(path).adaptiveSplit.tabs[\(index)]")
            }
            let placeholder =
                try description.placeholder.map { item throws(AppDescriptionError) in
                    try build(item, path: "\(path).adaptiveSplit.placeholder")
                } ?? ViewController(title: "Placeholder")
            return try AdaptiveSplitViewController(tabs: tabs, placeholder: placeholder, configuration: configuration, title: title)
        case .centreWindow(let list):
            var rule = CentreWindowRule.standard
            if let value = list.heightFraction { rule.heightFraction = value }
            if let value = list.aspectRatio { rule.aspectRatio = value }
            let titles = list.pages.enumerated().map { $0.element.title ?? "Page \($0.offset + 1)" }
            let pages = list.pages
            return DeviceListViewController(title: title ?? "List", devices: titles, rule: rule) { name in
                guard let index = titles.firstIndex(of: name) else { return ViewController(title: name) }
                return (try? build(pages[index], path: "\(path).centreWindow.pages[\(index)]")) ?? ViewController(title: name)
            }
        case .container(let description):
            let container = ContainerViewController(title: title)
            container.overrideTraits = description.overrideTraits.traitCollection
            if let threshold = description.whenWidthBelow {
                container.compactWidthThreshold = threshold
            } else {
                container.overridesOnlyBelowThreshold = false
            }
            container.content = try build(description.child, path: "\(path).container.child")
            return container
        }
    }

    private func split(_ description: SplitDescription, title: String?, path: String) throws -> ViewController {
        let split: SplitViewController
        if description.style == .unspecified {
            split = description.delegate == nil ? SplitViewController(title: title) : DescribedSplitViewController(title: title)
        } else {
            split =
                description.delegate == nil
                ? try SplitViewController(style: description.style, title: title)
                : try DescribedSplitViewController(style: description.style, title: title)
        }
        if let mode = description.preferredDisplayMode { split.preferredDisplayMode = mode }
        if let behavior = description.preferredSplitBehavior { split.preferredSplitBehavior = behavior }
        split.columnWidths = description.columnWidths
        if let flag = description.presentsWithGesture { split.presentsWithGesture = flag }
        if let edge = description.primaryEdge { split.primaryEdge = edge }
        if let visibility = description.displayModeButtonVisibility { split.displayModeButtonVisibility = visibility }
        if let flag = description.showsSecondaryOnlyButton { split.showsSecondaryOnlyButton = flag }
        if let delegate = description.delegate, let described = split as? DescribedSplitViewController {
            described.retainedDelegate = DescribedSplitDelegate(delegate)
            described.customClassName = "SplitViewController"
        }
        let columns = try description.columnNodes.map { key, column, node throws(AppDescriptionError) in
            (column, try build(node, path: "\(path).\(key)"))
        }
        if description.style == .unspecified {
            try split.setViewControllers(columns.map(\.1))
        } else {
            for (column, controller) in columns { try split.setViewController(controller, for: column) }
        }
        return split
    }
}
