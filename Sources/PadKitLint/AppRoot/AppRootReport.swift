import Foundation
import PadKit

/// What `padkit-lint app-root` found: the root controller an app builds in code, what could not
/// be determined, and where the code takes controllers from storyboards.
public struct AppRootReport: Sendable {
    /// Something the reader could not determine, at a description path.
    public struct Unresolved: Sendable, Hashable {
        public var path: String
        public var reason: String
        public var source: String?
    }

    /// A controller the code instantiates from a storyboard, at a description path.
    public struct StoryboardUse: Sendable, Hashable {
        public var name: String
        public var identifier: String?
        public var path: String
    }

    /// The root, or `nil` when the code sets none (the storyboard's initial controller is the root).
    public var root: AppRootNode?
    public var unresolved: [Unresolved]
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

    public init(root: AppRootNode?, unresolved: [Unresolved], storyboards: [StoryboardUse], presentations: [AppRootPresentation] = []) {
        self.root = root
        self.unresolved = unresolved
        self.storyboards = storyboards
        self.presentations = presentations
    }

    /// The report as JSON, in the app description's contract:
    /// `{"root": node|null, "unresolved": [{"path", "reason", "source"}], "storyboards": [{"name", "identifier", "path"}]}`,
    /// and, when there are any, `"presentations": {"Name": {"style", "detents", ..., "source"}}` as the
    /// description writes named presentations, `"splitDelegates": {"Class": {"topColumnForCollapsing": ...}}`,
    /// and `"sizeRestrictions"` as the description writes it.
    public var json: String {
        var pairs: [(String, JSONValue)] = [
            ("root", root.map(\.jsonValue) ?? .null),
            (
                "unresolved",
                .array(
                    unresolved.map { item in
                        .object(
                            [("path", .string(item.path)), ("reason", .string(item.reason))]
                                + (item.source.map { [("source", .string($0))] } ?? []))
                    })
            ),
            (
                "storyboards",
                .array(
                    storyboards.map { use in
                        .object([
                            ("name", .string(use.name)), ("identifier", use.identifier.map { .string($0) } ?? .null),
                            ("path", .string(use.path)),
                        ])
                    })
            ),
        ]
        if !presentations.isEmpty { pairs.append(("presentations", .object(presentations.map { ($0.name, $0.jsonValue) }))) }
        if !splitDelegates.isEmpty { pairs.append(("splitDelegates", .object(splitDelegates.map { ($0.className, .object($0.answers)) }))) }
        if let sizeRestrictions { pairs.append(("sizeRestrictions", sizeRestrictions)) }
        return JSONValue.object(pairs).prettyText
    }
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
