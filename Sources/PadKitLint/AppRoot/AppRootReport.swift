import Foundation
import PadKit

/// What `padkit-lint app-root` found: the root controller an app builds in code, what could not
/// be determined, and where the code takes controllers from storyboards.
public struct AppRootReport: Sendable {
    /// The root, or `nil` when the code sets none (the storyboard's initial controller is the root).
    public var root: AppRootNode?
    /// What the reader could not determine, at description paths.
    public var unresolved: [UnresolvedItem]
    /// The controllers the code instantiates from storyboards, at description paths.
    public var storyboards: [StoryboardUse]
    /// The presentations the app's SwiftUI views can make, in the order they were found.
    public var presentations: [AppRootPresentation]
    /// The collapse answers of the app's `UISplitViewController` subclasses that are their own
    /// delegate, by class (the description's `delegate` keys): a storyboard's split of that class
    /// gets them from the project reader.
    public var splitDelegates: [(className: String, answers: [(String, JSONValue)])] = []
    /// The app's preferred scene size as its code sets it (``AppRootReader/sceneSizeRestrictions()``),
    /// as the description writes it (`{"minimumSize": {"width", "height"}, ...}`).
    public var sizeRestrictions: JSONValue?

    public init(root: AppRootNode?, unresolved: [UnresolvedItem], storyboards: [StoryboardUse], presentations: [AppRootPresentation] = []) {
        self.root = root
        self.unresolved = unresolved
        self.storyboards = storyboards
        self.presentations = presentations
    }

    /// The report in the contract the linter shares with `padkit` (``PadKitDescription/AppRootDocument``):
    /// the nodes, presentations and delegate answers as the app description writes them.
    public var document: AppRootDocument {
        AppRootDocument(
            root: root?.node.jsonValue, unresolved: unresolved, storyboards: storyboards,
            presentations: presentations.map { (name: $0.name, value: $0.jsonValue) },
            splitDelegates: splitDelegates.map { (className: $0.className, answers: .object($0.answers)) },
            sizeRestrictions: sizeRestrictions)
    }

    /// The report as JSON (``document``'s text).
    public var json: String { document.jsonValue.prettyText }
}

extension AppRootNode {
    /// The controller as the app description's JSON writes it (``PadKitDescription/ControllerNode``,
    /// the encoding `padkit` writes its descriptions with). A node from a storyboard is written
    /// plain: `storyboards` names the storyboard and identifier, and the project reader puts the
    /// storyboard's controller in its place.
    var node: ControllerNode {
        let kind: ControllerNode.Kind =
            switch self.kind {
            case .view, .storyboard: .view
            case .navigation(let stack): .navigation(stack.map(\.node))
            case .tabs(let tabs): .tabs(tabs.map(\.node))
            case .split(let style, let columns, let properties):
                .split(
                    style: style, columns: columns.map { .init(key: $0.key, value: $0.node.node) },
                    properties: properties)
            }
        var node = ControllerNode(kind: kind)
        node.title = title
        node.className = className
        node.supportedInterfaceOrientations = supportedInterfaceOrientations
        node.source = source
        if case .tabs = self.kind { node.tabBarMode = tabBarMode }
        return node
    }
}
