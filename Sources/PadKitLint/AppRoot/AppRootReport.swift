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
            root: root?.jsonValue, unresolved: unresolved, storyboards: storyboards,
            presentations: presentations.map { (name: $0.name, value: $0.jsonValue) },
            splitDelegates: splitDelegates.map { (className: $0.className, answers: .object($0.answers)) },
            sizeRestrictions: sizeRestrictions)
    }

    /// The report as JSON (``document``'s text).
    public var json: String { document.jsonValue.prettyText }
}

extension AppRootNode {
    /// The controller as the app description's JSON writes it.
    var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let title { pairs.append(("title", .string(title))) }
        if let className { pairs.append(("class", .string(className))) }
        if let supportedInterfaceOrientations {
            pairs.append(("supportedInterfaceOrientations", .array(supportedInterfaceOrientations.map { .string($0) })))
        }
        pairs.append(("source", .string(source)))
        switch kind {
        case .view:
            break
        case .navigation(let stack):
            pairs.append(("navigation", .array(stack.map(\.jsonValue))))
        case .tabs(let tabs):
            pairs.append(("tabs", .array(tabs.map(\.jsonValue))))
            if let tabBarMode { pairs.append(("mode", .string(tabBarMode))) }
        case .split(let style, let columns, let properties):
            pairs.append(
                (
                    "split",
                    .object(
                        [("style", .string(style))] + columns.map { ($0.key, $0.node.jsonValue) } + properties.map { ($0.key, $0.value) })
                ))
        case .storyboard:
            // A plain node here; `storyboards` names the storyboard and identifier, and the
            // project reader puts the storyboard's controller in its place.
            break
        }
        return .object(pairs)
    }
}
