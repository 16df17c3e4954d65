import Foundation
import SwiftSyntax

/// Finds the root view controller an app builds in Swift and what it contains, from the
/// linter's module-wide index (one parse of the target's sources).
///
/// It starts where the window gets its root: an assignment to `….rootViewController` in the
/// scene delegate's `scene(_:willConnectTo:options:)`, else the app delegate's
/// `application(_:didFinishLaunchingWithOptions:)`, else anywhere in the module. It follows what
/// is assigned through UIKit's container initialisers (`UINavigationController(rootViewController:)`,
/// `UITabBarController()` with `viewControllers`/`setViewControllers(_:animated:)`,
/// `UISplitViewController(style:)` with `setViewController(_:for:)` or `viewControllers`), local
/// variables and what the function does to them, properties of the same type, simple factory
/// functions, and the app's own subclasses (their initialisers and `viewDidLoad`), up to a fixed
/// depth. Properties of a split view set to constants (`preferredDisplayMode`, column widths ...)
/// and constant `supportedInterfaceOrientations` overrides go into the node. Whatever depends on
/// run-time state, comes from a dependency or is localized is reported as unresolved, never
/// guessed; where the root depends on a branch, one branch is followed by a documented rule
/// (``followedBranch(_:)``: the main interface over an external display and a sign-in screen, the
/// iPad branch over the phone's, else the first) and every other branch is listed, never merged.
/// Of several root assignments (a coordinator's swaps, a helper's callers:
/// ``callerAssignments(of:in:)``), one PadKit can read goes before a placeholder.
public struct AppRootReader {
    let index: ModuleIndex
    var unresolved: [UnresolvedItem] = []
    var storyboards: [StoryboardUse] = []
    var converters: [String: SourceLocationConverter] = [:]
    /// The display path of each file's tree, by the tree's root (filled on the first location).
    var filePaths: [SyntaxIdentifier: String] = [:]
    var depth = 0
    static let maximumDepth = 24
    /// The SwiftUI views and view properties being followed, innermost last (a view that
    /// contains itself, through others, is not followed again).
    var followedViews: [String] = []
    /// The SwiftUI view types whose `body` the root reading read, in order: where the walk for
    /// presentations starts.
    var viewTypesRead: [String] = []

    public init(index: ModuleIndex) {
        self.index = index
    }

    /// Reads the root.
    ///
    /// The report is checked against the app description's contract before it is returned
    /// (``AppRootContract``): what the contract would refuse becomes a placeholder at its path, with
    /// the reason under `unresolved`, so `padkit app init` never fails on what the code does.
    public static func read(_ index: ModuleIndex) -> AppRootReport {
        var reader = AppRootReader(index: index)
        var report = reader.report()
        report.splitDelegates = reader.splitClassDelegates()
        report.sizeRestrictions = reader.sceneSizeRestrictions()
        report.unresolved += reader.unresolved.filter { $0.path.hasPrefix("splitDelegates.") || $0.path.hasPrefix("sizeRestrictions") }
        if let root = report.root {
            report.root = AppRootContract.conforming(root, path: "root", notes: &report.unresolved)
        }
        var seen: [UnresolvedItem] = []
        for note in report.unresolved where !seen.contains(note) { seen.append(note) }
        report.unresolved = seen
        return report
    }

    mutating func report() -> AppRootReport {
        // A SwiftUI `App` is the app's entry point: UIKit windows its code sets up are others.
        if let swiftUI = swiftUIReport() { return swiftUI }
        let (candidates, secondary) = rootAssignments()
        guard !candidates.isEmpty else {
            let notes = secondary.map { assignment in
                let external = (assignment.scope.typeName ?? "").lowercased().contains("externaldisplay")
                return UnresolvedItem(
                    path: "root",
                    reason: external
                        ? """
                        sets an external display's root (in \(assignment.scope.typeName ?? "")), not the app's main window; not taken \
                        as the app's root
                        """
                        : """
                        sets the root of another window ('\(assignment.window)': a lock screen or an overlay), not the app's main \
                        window; not taken as the app's root
                        """,
                    source: location(of: assignment.value))
            }
            return AppRootReport(root: nil, unresolved: notes + delegatesOfOtherModules(), storyboards: [])
        }
        var attempts: [(node: AppRootNode?, assignment: Assignment, notes: [UnresolvedItem], storyboards: [StoryboardUse])] =
            []
        for assignment in candidates {
            let savedUnresolved = unresolved, savedStoryboards = storyboards
            unresolved = []
            storyboards = []
            let node = evaluate(assignment.value, in: assignment.scope, path: "root")
            attempts.append((node, assignment, unresolved, storyboards))
            unresolved = savedUnresolved
            storyboards = savedStoryboards
        }
        let contexts = attempts.map { Self.branchContext(of: $0.assignment.value) }
        // Assignments PadKit could follow come first (one that cannot be followed, a presenter's
        // temporary swap of `presentedViewController`, is listed); among them, the branch rule.
        // An empty `UIViewController()` is a placeholder the app shows while it decides (WooCommerce
        // sets one while its onboarding is presented), and a navigation or tab bar controller whose
        // children are made at run time says nothing PadKit can show: when another root is set whose
        // content PadKit can read (a storyboard's, a container with children), that one is followed.
        let isPlaceholder = { (node: AppRootNode?) -> Bool in
            switch node?.kind {
            case .view?: return node?.className == nil
            case .navigation(let children)?, .tabs(let children)?: return children.isEmpty
            default: return false
            }
        }
        let followed = attempts.indices.filter { attempts[$0].node != nil }
        let substantial = followed.filter { !isPlaceholder(attempts[$0].node) }
        let followable = substantial.isEmpty ? followed : substantial
        let considered = followable.isEmpty ? Array(attempts.indices) : followable
        let order = considered[
            Self.followedBranch(
                considered.map { index in
                    let node = attempts[index].node
                    var storyboard = ""
                    if case .storyboard(let name, let identifier)? = node?.kind { storyboard = name + " " + (identifier ?? "") }
                    return (
                        contexts[index],
                        [
                            Self.short(attempts[index].assignment.value), attempts[index].assignment.scope.typeName ?? "",
                            attempts[index].assignment.function, storyboard,
                        ].joined(separator: " "), node?.className
                    )
                })]
        let chosen = attempts[order]
        guard let chosenNode = chosen.node else {
            return AppRootReport(
                root: nil,
                unresolved: chosen.notes + [
                    UnresolvedItem(
                        path: "root", reason: UnresolvedItem.rootNotFollowed,
                        source: location(of: chosen.assignment.value))
                ],
                storyboards: chosen.storyboards)
        }
        var notes = chosen.notes
        // SwiftUI hosted in UIKit (`UIHostingController(rootView:)`) presents what its views present.
        let savedUnresolved = unresolved
        unresolved = []
        let presentations = swiftUIPresentations(from: viewTypesRead)
        notes += unresolved
        unresolved = savedUnresolved
        let root = Self.settlingEmptyContainers(chosenNode, path: "root", notes: &notes)
        for index in attempts.indices where index != order {
            let other = attempts[index].assignment.value
            let what = attempts[index].node.map { $0.className ?? "a \(Self.kindName($0.kind))" } ?? "'\(Self.short(other))'"
            let condition =
                contexts[index].map { "when '\(Self.shortened($0.condition))'" }
                ?? "in \(attempts[index].assignment.scope.typeName ?? "another function")"
            notes.insert(
                UnresolvedItem(
                    path: "root",
                    reason:
                        """
                        a root not followed: \(condition) the window's root is \(what); PadKit follows one (a root it can read over a \
                        placeholder, the main interface over an external display or a sign-in screen, the iPad branch over the phone's, \
                        else the first in source order)
                        """,
                    source: location(of: other)), at: 0)
        }
        return AppRootReport(root: root, unresolved: notes, storyboards: chosen.storyboards, presentations: presentations)
    }

    /// A navigation or tab bar controller whose children the code makes at run time keeps its
    /// kind: a stack gets a placeholder root, a tab bar one placeholder tab, each listed at its
    /// path (`root.tabs[0]`), so the description still has the tab bar (and its iPadOS 18 sidebar).
    static func settlingEmptyContainers(_ node: AppRootNode, path: String, notes: inout [UnresolvedItem]) -> AppRootNode {
        var node = node
        switch node.kind {
        case .navigation(let stack) where stack.isEmpty:
            notes.append(
                UnresolvedItem(
                    path: "\(path).navigation[0]",
                    reason: "a navigation controller whose root view controller is chosen at run time; a placeholder stands for it",
                    source: node.source))
            node.kind = .navigation([AppRootNode(kind: .view, source: node.source)])
        case .tabs(let tabs) where tabs.isEmpty:
            notes.append(
                UnresolvedItem(
                    path: "\(path).tabs[0]",
                    reason: "a tab bar controller whose tabs are made at run time; one placeholder tab stands for them", source: node.source
                ))
            node.kind = .tabs([AppRootNode(kind: .view, source: node.source)])
        case .navigation(let stack):
            var settled: [AppRootNode] = []
            for (offset, element) in stack.enumerated() {
                let child = settlingEmptyContainers(element, path: "\(path).navigation[\(offset)]", notes: &notes)
                if case .navigation(let inner) = child.kind {
                    // A NavigationStack in a NavigationStack's content: one stack at run time.
                    settled += inner.map { pushable($0, path: "\(path).navigation[\(offset)]", notes: &notes) }
                } else {
                    settled.append(pushable(child, path: "\(path).navigation[\(offset)]", notes: &notes))
                }
            }
            node.kind = .navigation(settled)
        case .tabs(let tabs):
            node.kind = .tabs(
                tabs.enumerated().map { settlingEmptyContainers($0.element, path: "\(path).tabs[\($0.offset)]", notes: &notes) })
        case .split(let style, let columns, let properties):
            node.kind = .split(
                style: style,
                columns: columns.map { column in
                    AppRootNode.Column(
                        key: column.key, node: settlingEmptyContainers(column.node, path: "\(path).split.\(column.key)", notes: &notes))
                }, properties: properties)
        case .view, .storyboard:
            break
        }
        return node
    }

    /// What UIKit accepts on a navigation stack: no navigation controller (its root is kept) and
    /// no split view controller (shown as a plain controller), at any depth; each change is listed.
    static func pushable(_ node: AppRootNode, path: String, notes: inout [UnresolvedItem]) -> AppRootNode {
        var node = node
        switch node.kind {
        case .navigation(let stack):
            notes.append(
                UnresolvedItem(
                    path: path,
                    reason:
                        """
                        a navigation stack inside another one (UIKit refuses to push a navigation controller); its root is shown in its \
                        place
                        """,
                    source: node.source))
            guard let first = stack.first else {
                node.kind = .view
                return node
            }
            return pushable(first, path: path, notes: &notes)
        case .split:
            notes.append(
                UnresolvedItem(
                    path: path, reason: "a split view inside a navigation stack (UIKit refuses to push one); shown as a plain controller",
                    source: node.source))
            node.kind = .view
        case .tabs(let tabs):
            node.kind = .tabs(tabs.enumerated().map { pushable($0.element, path: "\(path).tabs[\($0.offset)]", notes: &notes) })
        case .view, .storyboard:
            break
        }
        return node
    }

    /// `navigation controller`, `tab bar controller`...: a node's kind in words.
    static func kindName(_ kind: AppRootNode.Kind) -> String {
        switch kind {
        case .view: return "plain view controller"
        case .navigation: return "navigation controller"
        case .tabs: return "tab bar controller"
        case .split: return "split view controller"
        case .storyboard(let name, _): return "controller from storyboard '\(name)'"
        }
    }

    // MARK: Where the root is set

    /// An assignment `… .rootViewController = value`, the function it is in, and the window as written.
    struct Assignment {
        let value: ExprSyntax
        let scope: Scope
        var window = "window"
        /// The function that makes it (`routeToLoginVC()`), which names what it shows as the
        /// branch rule reads it.
        var function = ""
    }

    /// The statements a name can be looked up in, the type `self` is, and the parameters bound
    /// at the call being followed.
    struct Scope {
        let statements: [CodeBlockItemSyntax]
        let typeName: String?
        var arguments: [String: BoundArgument] = [:]
    }

    /// What a call passes for a parameter, read in the caller's scope.
    final class BoundArgument {
        let expression: ExprSyntax
        let scope: Scope

        init(expression: ExprSyntax, scope: Scope) {
            self.expression = expression
            self.scope = scope
        }
    }

    /// Root assignments of the app's main window in the scene delegate's connect method, else the
    /// app delegate's launch method, else anywhere; and those of other windows (`pinLockWindow`,
    /// `overlayWindow`: a second `UIWindow` an app raises over its main one, or any window whose
    /// `windowLevel` the same function raises, as iTorrent's `CircularAnimation` does to a
    /// `UIWindow` it names `window`: the main window stays at `.normal`), which are never the app's
    /// root.
    func rootAssignments() -> (main: [Assignment], secondary: [Assignment]) {
        var sceneConnect: [Assignment] = [], launch: [Assignment] = [], elsewhere: [Assignment] = [], secondary: [Assignment] = []
        // Only the files that write `rootViewController` can assign one: one scan of each file's
        // bytes instead of a walk of every function body.
        var mentions: [String: Bool] = [:]
        for declaration in index.declarations where declaration.kind == .function || declaration.kind == .initializer {
            let mentioned = mentions[declaration.path] ?? Self.mentions("rootViewController", in: declaration.node.root)
            mentions[declaration.path] = mentioned
            guard mentioned, let function = declaration.node.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let scope = Scope(statements: Array(body.statements), typeName: declaration.container)
            // A window's root: `window.rootViewController`, `self.window?.rootViewController`,
            // `sceneDelegate.window?.rootViewController`; not a local or another object's property
            // of the same name (a coordinator's `self.rootViewController`).
            // Closures too: an animated swap (`UIView.transition(with: window, ..., animations: {
            // window.rootViewController = next })`) or one deferred to the main queue sets the root.
            let all = Self.assignments(in: Syntax(body), intoClosures: true).compactMap { assignment -> Assignment? in
                let (receiver, property) = Self.split(assignment.target)
                guard property == "rootViewController", receiver.lowercased().contains("window") else { return nil }
                return Assignment(
                    value: assignment.value, scope: Self.scope(of: assignment.value, in: scope),
                    window: String(receiver.split(separator: ".").last ?? ""), function: declaration.fullName)
            }
            // An external display's scene delegate (`ExternalDisplaySceneDelegate`) sets another
            // screen's root, never the app's.
            let external = (declaration.container ?? "").lowercased().contains("externaldisplay")
            // A window this function raises above the app's (`windowLevel`) is an overlay, whatever its name.
            let raised = Set(
                Self.assignments(in: Syntax(body), intoClosures: true).map(\.target).filter { $0.hasSuffix(".windowLevel") }
                    .map { String($0.dropLast(".windowLevel".count)) })
            let isMain = { (assignment: Assignment) in
                !external && Self.isMainWindow(assignment.window) && !raised.contains(assignment.window)
                    && !raised.contains("self.\(assignment.window)")
            }
            secondary += all.filter { !isMain($0) }
            for assignment in all where isMain(assignment) {
                // A root set to a parameter comes from the function's callers (``callerAssignments(of:in:)``).
                for (caller, found) in callerAssignments(of: assignment, in: function) ?? [(declaration.fullName, assignment)] {
                    if caller.hasPrefix("scene(_:willConnectTo:") {
                        sceneConnect.append(found)
                    } else if caller.hasPrefix("application(_:didFinishLaunchingWithOptions:") {
                        launch.append(found)
                    } else {
                        elsewhere.append(found)
                    }
                }
            }
        }
        // A nested function's assignment is also found in the function around it: kept once, with
        // the outer scope (which declares what the nested one uses).
        var seen: Set<SyntaxIdentifier> = []
        let unique = { (list: [Assignment]) in list.filter { seen.insert($0.value.id).inserted } }
        let main = !sceneConnect.isEmpty ? sceneConnect : (!launch.isEmpty ? launch : elsewhere)
        return (unique(main), unique(secondary))
    }

    /// Whether the text of `tree` holds `word`.
    static func mentions(_ word: String, in tree: Syntax) -> Bool {
        let needle = Array(word.utf8)
        return tree.syntaxTextBytes.withUnsafeBufferPointer { bytes in
            guard let first = needle.first, bytes.count >= needle.count else { return false }
            var position = 0
            while position + needle.count <= bytes.count {
                if bytes[position] == first, needle.indices.allSatisfy({ bytes[position + $0] == needle[$0] }) { return true }
                position += 1
            }
            return false
        }
    }

    /// `window`, `keyWindow`, `mainWindow`, `windows[0]`...: the app's window, not a second one
    /// named for what it shows (`pinLockWindow`, `alertWindow`).
    static func isMainWindow(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "window" || lower == "keywindow" || lower == "mainwindow" || lower == "appwindow" || lower.hasPrefix("windows")
            || lower.hasPrefix("window[") || !lower.hasSuffix("window")
    }

    /// Every `target = value` under `node`, with the target as written.
    ///
    /// - Parameter intoClosures: also the assignments inside closures; otherwise a closure, which
    ///   may run later or never, is skipped.
    static func assignments(in node: Syntax, intoClosures: Bool = false) -> [(target: String, value: ExprSyntax)] {
        final class Finder: SyntaxVisitor {
            var found: [(String, ExprSyntax)] = []
            var intoClosures = false
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                    // `a = b + c` is one unfolded sequence: its value is the sequence, read past `a =`;
                    // `a = b as! T` is `b` (a cast does not change the controller).
                    let isCast = elements.count == 5 && elements[3].is(UnresolvedAsExprSyntax.self)
                    found.append(
                        (
                            elements[0].trimmedText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""),
                            elements.count == 3 || isCast ? elements[2] : ExprSyntax(node)
                        ))
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { intoClosures ? .visitChildren : .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.intoClosures = intoClosures
        finder.walk(node)
        return finder.found
    }

    // MARK: Locations

    mutating func location(of node: some SyntaxProtocol) -> String {
        let root = node.root
        if filePaths.isEmpty {
            // Each file's tree by its root, once: declarations come in file order.
            var previous: String?
            for declaration in index.declarations where declaration.path != previous {
                previous = declaration.path
                filePaths[declaration.node.root.id] = declaration.path
            }
        }
        guard let file = root.as(SourceFileSyntax.self), let path = filePaths[root.id] else {
            return "?"
        }
        let converter = converters[path] ?? SourceLocationConverter(fileName: path, tree: file)
        converters[path] = converter
        return "\(path):\(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)"
    }

    mutating func unresolve(_ path: String, _ reason: String, at node: some SyntaxProtocol) {
        unresolved.append(UnresolvedItem(path: path, reason: reason, source: location(of: node)))
    }
}

extension AppRootReader {
    /// The scope a root assignment's value is read in: the function's, and, for an assignment in a
    /// closure (`DispatchQueue.main.async { let next = ...; window.rootViewController = next }`),
    /// the statements of the closures around it too, nearest last, so that the closure's own
    /// locals are found.
    static func scope(of value: ExprSyntax, in function: Scope) -> Scope {
        var closures: [[CodeBlockItemSyntax]] = []
        var current = value.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) { closures.insert(Array(closure.statements), at: 0) }
            if node.is(FunctionDeclSyntax.self) { break }
            current = node.parent
        }
        guard !closures.isEmpty else { return function }
        return Scope(statements: function.statements + closures.flatMap { $0 }, typeName: function.typeName, arguments: function.arguments)
    }
}
