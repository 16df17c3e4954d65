import SwiftSyntax

extension AppRootReader {
    /// SwiftUI's containers read as the UIKit containers they are built on, which adapt by the
    /// same rules (Apple, "NavigationSplitView": "a view that presents views in two or three
    /// columns"; on iPhone and in compact widths it collapses into a single stack, as a column-style
    /// `UISplitViewController` does; `TabView` is a `UITabBarController`; `NavigationStack` and
    /// `NavigationView` in stack style are a `UINavigationController`).
    ///
    /// The root starts at the `@main` type that conforms to `App`: its `body`'s `WindowGroup`
    /// content, then each view's `body` through the view structs of the target (the module-wide
    /// index), up to the reader's depth. What is chosen at run time (an `if` in a `body`, a
    /// `selection`, a presented sheet) is listed with its place.
    mutating func swiftUIReport() -> AppRootReport? {
        guard let app = index.declarations.first(where: { Self.isSwiftUIApp($0) }),
            let body = Self.forIPad(index.properties(named: "body").filter({ $0.container == app.name })).first,
            let statements = Self.getterStatements(body)
        else { return nil }
        let scope = Scope(statements: statements, typeName: app.name)
        // The scenes, in `body` and the App's other properties it uses (`var appScene: some Scene`).
        let members =
            [body] + Self.forIPad(index.declarations.filter { $0.container == app.name && $0.kind == .property && $0.name != "body" })
        let sceneCalls = members.flatMap { Self.calls(inClosuresToo: Syntax($0.node)) }
        guard let group = sceneCalls.first(where: { ["WindowGroup", "Window"].contains(Self.calledName($0)) }) else {
            let kind =
                sceneCalls.first { Self.calledName($0) == "DocumentGroup" } != nil
                ? "a document-based app (DocumentGroup)" : "no WindowGroup"
            return AppRootReport(
                root: nil,
                unresolved: [
                    UnresolvedItem(
                        path: "root", reason: "the SwiftUI app \(app.name) has \(kind); its root is not read",
                        source: location(of: body.node))
                ], storyboards: [])
        }
        let content = Self.contentStatements(group)
        let root = view(statements: content, in: scope, path: "root", at: Syntax(group))
        let presentations = swiftUIPresentations(from: [app.name] + viewTypesRead)
        var notes = unresolved
        let settled = Self.settlingEmptyContainers(root, path: "root", notes: &notes)
        return AppRootReport(root: settled, unresolved: notes, storyboards: storyboards, presentations: presentations)
    }

    /// `@main struct X: App`.
    static func isSwiftUIApp(_ declaration: ModuleIndex.Declaration) -> Bool {
        guard declaration.kind == .struct, let node = declaration.node.as(StructDeclSyntax.self),
            node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" })
        else { return false }
        return node.inheritanceClause?.inheritedTypes.contains { ["App", "SwiftUI.App"].contains($0.type.trimmedText) } ?? false
    }

    // MARK: Views

    /// The container a list of view-builder statements holds: the first one that builds a
    /// container, else a plain view of the first statement.
    mutating func view(statements: [CodeBlockItemSyntax], in scope: Scope, path: String, at anchor: Syntax) -> AppRootNode {
        let nodes = views(statements, in: scope, path: path)
        if let container = nodes.first(where: { $0.size > 1 || $0.kind != .view }) { return container }
        return nodes.first ?? AppRootNode(kind: .view, source: location(of: anchor))
    }

    /// The views a view builder lists, one per statement; an `if` or `switch` is chosen at run
    /// time: the branch that builds the larger tree is followed, and that is listed. A `body` that
    /// returns its view (`if #available(iOS 16, *) { return NavigationSplitView {...} } else {
    /// return NavigationView {...} }`, which is no view builder) gives what it returns.
    mutating func views(_ statements: [CodeBlockItemSyntax], in scope: Scope, path: String) -> [AppRootNode] {
        var result: [AppRootNode] = []
        for statement in statements {
            if let expression = statement.item.as(ExprSyntax.self) {
                result += views(of: expression, in: scope, path: path)
            } else if let wrapped = statement.item.as(ExpressionStmtSyntax.self) {
                result += views(of: wrapped.expression, in: scope, path: path)
            } else if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
                result += views(of: returned, in: scope, path: path)
            }
        }
        return result
    }

    private mutating func views(of expression: ExprSyntax, in scope: Scope, path: String) -> [AppRootNode] {
        let unwrapped = Self.unwrap(expression)
        if let conditional = unwrapped.as(IfExprSyntax.self) {
            return branchViews(Self.branches(of: conditional), in: scope, path: path, at: Syntax(conditional))
        }
        if let choice = unwrapped.as(SwitchExprSyntax.self) {
            return branchViews(
                choice.cases.compactMap { $0.as(SwitchCaseSyntax.self).map { Array($0.statements) } }, in: scope, path: path,
                at: Syntax(choice))
        }
        return view(expression, in: scope, path: path).map { [$0] } ?? []
    }

    /// One branch is followed by the branch rule (``followedBranch(_:)``: the main interface over
    /// a sign-in screen, the iPad or regular-width branch over the phone's, else the first), its
    /// notes kept; every other branch is listed with its condition. A branch on the size class or
    /// the idiom is listed as what a compact window or a phone shows instead
    /// (``sizeClassBranchReason``).
    private mutating func branchViews(
        _ branches: [[CodeBlockItemSyntax]], in scope: Scope, path: String, at anchor: Syntax
    ) -> [AppRootNode] {
        let saved = unresolved
        var options: [(nodes: [AppRootNode], notes: [UnresolvedItem])] = []
        for branch in branches {
            unresolved = []
            options.append((views(branch, in: scope, path: path), unresolved))
        }
        unresolved = saved
        let choices = Self.choices(in: anchor).first?.branches
        let contexts: [BranchContext?] = branches.indices.map { index in
            choices.flatMap { $0.indices.contains(index) ? $0[index].context : nil }
        }
        // A branch that builds nothing (`if loading { EmptyView() }` without an else) is not a choice.
        let candidates = options.indices.filter { !options[$0].nodes.isEmpty }
        guard !candidates.isEmpty else { return [] }
        let chosen = candidates[
            Self.followedBranch(
                candidates.map { index in
                    (contexts[index], branches[index].map(\.trimmedText).joined(separator: " "), options[index].nodes.first?.className)
                })]
        unresolved += options[chosen].notes
        for index in candidates where index != chosen {
            let what = options[index].nodes.first.map { $0.className ?? "a \(Self.kindName($0.kind))" } ?? "another view"
            let at = branches[index].first.map { Syntax($0) } ?? anchor
            if let context = contexts[index], Self.phoneBranch(context.condition.lowercased(), fallback: context.isFallback) {
                unresolve(
                    path,
                    """
                    \(Self.sizeClassBranchReason): when '\(Self.shortened(context.condition))' (a compact-width window or a phone) \
                    the view builds \(what) instead; PadKit describes the iPad, regular-width branch
                    """,
                    at: context.anchor)
                continue
            }
            unfollowed(contexts[index], what: what, path: path, at: at)
        }
        return options[chosen].nodes
    }

    /// The start of the note for a SwiftUI branch on the size class or the idiom.
    static let sizeClassBranchReason = "depends on the size class or the idiom"

    /// `if` / `else if` / `else` bodies.
    static func branches(of conditional: IfExprSyntax) -> [[CodeBlockItemSyntax]] {
        var result = [Array(conditional.body.statements)]
        switch conditional.elseBody {
        case .ifExpr(let next): result += branches(of: next)
        case .codeBlock(let block): result.append(Array(block.statements))
        case nil: break
        }
        return result
    }

    /// What one view expression builds.
    mutating func view(_ expression: ExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        let expression = Self.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // A computed view property of the same type (`var sidebar: some View { ... }`).
            let name = reference.baseName.text
            if let property = Self.forIPad(index.properties(named: name).filter({ $0.container == scope.typeName })).first,
                let statements = Self.getterStatements(property),
                let key = follow("\(scope.typeName ?? "").\(name)", at: expression, path: path)
            {
                defer { followedViews.removeAll { $0 == key } }
                return view(
                    statements: statements, in: Scope(statements: statements, typeName: scope.typeName), path: path, at: Syntax(expression))
            }
            return AppRootNode(kind: .view, source: location(of: expression))
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            return AppRootNode(kind: .view, source: location(of: expression))
        }
        let callee = Self.unwrap(call.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            return modified(base, modifier: member.declName.baseName.text, call: call, in: scope, path: path)
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return AppRootNode(kind: .view, source: location(of: call))
        }
        let source = location(of: call)
        switch name {
        case "NavigationSplitView":
            return splitView(call, in: scope, path: path)
        case "NavigationStack":
            let root = view(statements: Self.contentStatements(call), in: scope, path: "\(path).navigation[0]", at: Syntax(call))
            return AppRootNode(kind: .navigation([root]), source: source)
        case "NavigationView":
            let children = views(Self.contentStatements(call), in: scope, path: path)
            guard children.count >= 2 else { return AppRootNode(kind: .navigation(children), source: source) }
            // Two or three views in a NavigationView are columns on iPad (the default style until
            // `.navigationViewStyle(.stack)`), as a column-style split.
            let keys = children.count >= 3 ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
            let columns = zip(keys, children).map { AppRootNode.Column(key: $0.0, node: $0.1) }
            return AppRootNode(
                kind: .split(style: children.count >= 3 ? "tripleColumn" : "doubleColumn", columns: columns, properties: []), source: source
            )
        case "TabView":
            return AppRootNode(kind: .tabs(tabs(Self.contentStatements(call), in: scope, path: path)), source: source)
        case "Group", "VStack", "HStack", "ZStack", "ScrollView", "GeometryReader", "ZStackLayout", "VStackLayout", "HStackLayout":
            return view(statements: Self.contentStatements(call), in: scope, path: path, at: Syntax(call))
        default:
            guard name.first?.isUppercase == true else { return AppRootNode(kind: .view, source: source) }
            if let hosted = representedController(name, call: call, in: scope, path: path) { return hosted }
            var inner: AppRootNode?
            if let type = index.types(named: name).first(where: { $0.kind == .struct }),
                let body = Self.forIPad(index.properties(named: "body").filter({ $0.container == type.name })).first,
                let statements = Self.getterStatements(body), let key = follow(name, at: call, path: path)
            {
                if !viewTypesRead.contains(name) { viewTypesRead.append(name) }
                let before = unresolved.count
                inner = view(statements: statements, in: Scope(statements: statements, typeName: name), path: path, at: Syntax(call))
                followedViews.removeAll { $0 == key }
                // A body that builds no container is content: the node is this plain view either
                // way, so the branches read inside it change nothing and are not listed (Code App's
                // file icons and editor tabs gave twenty such notes), except those on the size
                // class or the idiom, which say what a compact window shows instead.
                if let built = inner, built.size == 1, built.kind == .view, unresolved.count > before {
                    let inside = unresolved[before...]
                    unresolved.removeSubrange(before...)
                    unresolved += inside.filter { $0.reason.hasPrefix(Self.sizeClassBranchReason) }
                }
            }
            if let inner, inner.size > 1 || inner.kind != .view { return inner }
            // A view that wraps its content (`OverlayToastView { RootView() }`, a dependency's
            // container): the content, when it builds a container.
            let content = Self.contentStatements(call)
            if !content.isEmpty {
                let wrapped = view(statements: content, in: scope, path: path, at: Syntax(call))
                if wrapped.size > 1 || wrapped.kind != .view { return wrapped }
            }
            return AppRootNode(kind: .view, title: inner?.title, className: index.types(named: name).isEmpty ? nil : name, source: source)
        }
    }

    /// Marks `key` as being followed; `nil` (and nothing followed) when it already is (a view that
    /// contains itself) or when the views nest deeper than the reader follows.
    private mutating func follow(_ key: String, at node: some SyntaxProtocol, path: String) -> String? {
        guard !followedViews.contains(key) else { return nil }
        guard followedViews.count < Self.maximumDepth else {
            unresolve(path, "the views nest more than \(Self.maximumDepth) deep; PadKit stopped following them here", at: node)
            return nil
        }
        followedViews.append(key)
        return key
    }

    /// A modifier on a view: presentations and styles are read, the rest passes through.
    private mutating func modified(
        _ base: ExprSyntax, modifier: String, call: FunctionCallExprSyntax, in scope: Scope, path: String
    ) -> AppRootNode? {
        var node = view(base, in: scope, path: path)
        switch modifier {
        case "sheet", "fullScreenCover", "popover":
            // Not part of the window's tree: a named presentation (``swiftUIPresentations(from:)``).
            break
        case "navigationSplitViewStyle":
            if var split = node, case .split(let style, let columns, var properties) = split.kind,
                let name = call.arguments.first.flatMap({ Self.caseName($0.expression) })
            {
                // SwiftUI's split styles are UIKit's split behaviours: balanced tiles, prominentDetail overlays.
                let behavior = ["balanced": "tile", "prominentDetail": "overlay", "automatic": "automatic"][name]
                if let behavior {
                    properties.removeAll { $0.key == "preferredSplitBehavior" }
                    properties.append(AppRootNode.Property(key: "preferredSplitBehavior", value: .string(behavior)))
                }
                split.kind = .split(style: style, columns: columns, properties: properties)
                node = split
            }
        case "navigationViewStyle":
            if var stack = node, case .split(_, let columns, _) = stack.kind,
                call.arguments.first.flatMap({ Self.caseName($0.expression) }) == "stack"
            {
                stack.kind = .navigation(columns.prefix(1).map(\.node))
                node = stack
            }
        case "tabViewStyle":
            // SwiftUI's iOS 18 tab view styles are UIKit's tab bar controller modes:
            // `.sidebarAdaptable` "can adapt into a sidebar" (`.tabSidebar`), `.tabBarOnly` never does.
            let mode = call.arguments.first.flatMap { Self.caseName($0.expression) }.flatMap {
                ["sidebarAdaptable": "tabSidebar", "tabBarOnly": "tabBar"][$0]
            }
            if let style = call.arguments.first.map({ Self.unwrap($0.expression) }),
                ["page", "PageTabViewStyle"].contains(
                    Self.caseName(style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style)
                        ?? (style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style).trimmedText),
                var pages = node, case .tabs = pages.kind
            {
                // `.tabViewStyle(.page)` is a paging scroll view (`UIPageViewController`-like), not a tab bar.
                pages.kind = .view
                node = pages
            } else if let mode, var tabs = node, case .tabs = tabs.kind {
                tabs.tabBarMode = mode
                node = tabs
            } else if mode == "tabSidebar" {
                unresolve(
                    path, "tabViewStyle(.sidebarAdaptable) on a view that is not a TabView PadKit read; the tab bar's mode is not set",
                    at: call)
            }
        case "navigationTitle":
            if let title = call.arguments.first.flatMap({ Self.stringLiteral($0.expression) }), node?.title == nil { node?.title = title }
        default:
            break
        }
        return node
    }

    /// `NavigationSplitView(columnVisibility:) { sidebar } content: { } detail: { }`.
    private mutating func splitView(_ call: FunctionCallExprSyntax, in scope: Scope, path: String) -> AppRootNode {
        var closures: [(label: String, statements: [CodeBlockItemSyntax], anchor: Syntax)] = []
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                closures.append((argument.label?.text ?? "sidebar", Array(closure.statements), Syntax(closure)))
            }
        }
        if let trailing = call.trailingClosure { closures.append(("sidebar", Array(trailing.statements), Syntax(trailing))) }
        for extra in call.additionalTrailingClosures {
            closures.append((extra.label.text, Array(extra.closure.statements), Syntax(extra.closure)))
        }
        let three = closures.contains { $0.label == "content" }
        var columns: [AppRootNode.Column] = []
        for (label, statements, anchor) in closures {
            let key = ["sidebar": "primary", "content": "supplementary", "detail": "secondary"][label] ?? "primary"
            columns.append(
                AppRootNode.Column(key: key, node: view(statements: statements, in: scope, path: "\(path).split.\(key)", at: anchor)))
        }
        var properties: [AppRootNode.Property] = []
        if let visibility = call.arguments.first(where: { $0.label?.text == "columnVisibility" }) {
            // `.constant(.all)`: a binding that never changes.
            let constant = Self.unwrap(visibility.expression).as(FunctionCallExprSyntax.self).flatMap { call in
                Self.caseName(call.calledExpression) == "constant" ? call.arguments.first?.expression : nil
            }
            if let name = Self.caseName(constant ?? visibility.expression) {
                // NavigationSplitViewVisibility as UIKit's display modes.
                let mode = [
                    "all": three ? "twoBesideSecondary" : "oneBesideSecondary",
                    "doubleColumn": three ? "oneBesideSecondary" : "oneBesideSecondary",
                    "detailOnly": "secondaryOnly", "automatic": "automatic",
                ][name]
                if let mode { properties.append(AppRootNode.Property(key: "preferredDisplayMode", value: .string(mode))) }
            } else {
                unresolve(
                    "\(path).split.preferredDisplayMode",
                    """
                    columnVisibility is '\(Self.short(visibility.expression))', state that changes at run time; its initial value is not \
                    read
                    """,
                    at: visibility)
            }
        }
        // Collapsed (compact width), a NavigationSplitView shows its sidebar until something is
        // selected, unless `preferredCompactColumn:` asks for another column. Apple,
        // `NavigationSplitViewColumn` (iOS 17): "A NavigationSplitView collapses into a single
        // stack in some contexts, like on iPhone ... Use this type with the preferredCompactColumn
        // parameter to control which column ... appears on top of the collapsed stack"; without
        // it the stack starts on the sidebar, as on iPhone, where "only the sidebar shows" until a
        // selection pushes the detail (Expo UI's NavigationSplitView reference, which wraps it).
        var top = "primary"
        if let preferred = call.arguments.first(where: { $0.label?.text == "preferredCompactColumn" }) {
            let constant = Self.unwrap(preferred.expression).as(FunctionCallExprSyntax.self).flatMap { call in
                Self.caseName(call.calledExpression) == "constant" ? call.arguments.first?.expression : nil
            }
            if let name = constant.flatMap(Self.caseName),
                let column = ["sidebar": "primary", "content": "supplementary", "detail": "secondary"][name]
            {
                top = column
            } else {
                unresolve(
                    "\(path).split.delegate.topColumnForCollapsing",
                    """
                    preferredCompactColumn is '\(Self.short(preferred.expression))', state that changes at run time; the sidebar, shown \
                    when nothing is selected, is read
                    """,
                    at: preferred)
            }
        }
        properties.append(AppRootNode.Property(key: "delegate", value: .object([("topColumnForCollapsing", .string(top))])))
        for (label, statements, _) in closures where label == "sidebar" {
            if let width = statements.lazy.compactMap({ Self.firstCall(named: "navigationSplitViewColumnWidth", in: Syntax($0.item)) })
                .first
            {
                for argument in width.arguments {
                    guard let number = Self.constant(argument.expression, kind: .number) else { continue }
                    let key = [
                        "min": "minimumPrimaryColumnWidth", "ideal": "preferredPrimaryColumnWidth", "max": "maximumPrimaryColumnWidth",
                    ][argument.label?.text ?? "ideal"]
                    if let key { properties.append(AppRootNode.Property(key: key, value: number)) }
                }
            }
        }
        return AppRootNode(
            kind: .split(style: three ? "tripleColumn" : "doubleColumn", columns: columns, properties: properties),
            source: location(of: call))
    }

    /// The tabs of a `TabView`: `Tab("Title", systemImage:) { Content() }` (iOS 18), a view with
    /// `.tabItem { Label("Title", ...) }`, `TabSection`s opened, and `ForEach` over a
    /// `CaseIterable` enum of the target (a tab per case).
    private mutating func tabs(_ statements: [CodeBlockItemSyntax], in scope: Scope, path: String) -> [AppRootNode] {
        var result: [AppRootNode] = []
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self).map(Self.unwrap) else { continue }
            let tabPath = "\(path).tabs[\(result.count)]"
            guard let call = Self.baseCall(expression) else {
                result += views([statement], in: scope, path: tabPath)
                continue
            }
            switch Self.calledName(call) {
            case "Tab":
                var node = view(statements: Self.contentStatements(call), in: scope, path: tabPath, at: Syntax(call))
                if let title = call.arguments.first.flatMap({ Self.stringLiteral($0.expression) }) { node.title = title }
                result.append(node)
            case "TabSection":
                result += tabs(Self.contentStatements(call), in: scope, path: path)
            case "ForEach":
                result += forEachTabs(call, in: scope, path: tabPath)
            default:
                var node = view(expression, in: scope, path: tabPath) ?? AppRootNode(kind: .view, source: location(of: expression))
                if let item = Self.firstCall(named: "tabItem", in: Syntax(expression)),
                    let title = Self.contentStatements(item).lazy.compactMap({
                        Self.firstCall(named: "Label", in: Syntax($0.item)) ?? Self.firstCall(named: "Text", in: Syntax($0.item))
                    }).first.flatMap({ $0.arguments.first.flatMap { Self.stringLiteral($0.expression) } }) ?? Self.helperTitle(item)
                {
                    node.title = title
                }
                result.append(node)
            }
        }
        return result
    }

    /// `.tabItem { self.tabbarItem(text: "Movies", image: "film") }`: a helper of the view that
    /// builds the label; its `text:`/`title:` (else first) string argument is the title.
    static func helperTitle(_ item: FunctionCallExprSyntax) -> String? {
        guard
            let helper = contentStatements(item).first.flatMap({ $0.item.as(ExprSyntax.self) }).map(unwrap)?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let labelled = helper.arguments.first { ["text", "title", "label"].contains($0.label?.text ?? "") }
        return (labelled ?? helper.arguments.first).flatMap { stringLiteral($0.expression) }
    }

    /// `ForEach(Tab.allCases) { tab in ... }`: a tab per case of a `CaseIterable` enum declared in
    /// the target, titled by the case's raw value or name; otherwise listed as unresolved.
    private mutating func forEachTabs(_ call: FunctionCallExprSyntax, in scope: Scope, path: String) -> [AppRootNode] {
        guard let collection = call.arguments.first?.expression, let cases = caseIterableCases(collection) else {
            let written = call.arguments.first.map { Self.short($0.expression) } ?? "?"
            var reason = "tabs made by ForEach over '\(written)', a collection made at run time"
            if let member = call.arguments.first.map({ Self.unwrap($0.expression) })?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "allCases",
                let typeName = member.base?.trimmedText
            {
                reason =
                    index.types(named: typeName).contains(where: { $0.kind == .enum })
                    ? """
                    tabs made by ForEach over '\(written)': \(typeName) is the target's enum, but its CaseIterable conformance comes \
                    through a protocol declared outside the target, so PadKit does not list its cases as tabs
                    """
                    : "tabs made by ForEach over '\(written)': \(typeName) is not declared in the target's sources"
            }
            if let collection = call.arguments.first?.expression, let items = listElements(collection, in: scope, path: path) {
                // `ForEach(availableSections)`: a property that returns a literal list of cases.
                return items.map { item in
                    AppRootNode(
                        kind: .view, title: Self.caseName(item.expression) ?? Self.stringLiteral(item.expression),
                        source: location(of: item.expression))
                }
            }
            unresolve(path, reason + "; one placeholder tab stands for them", at: call)
            return [AppRootNode(kind: .view, source: location(of: call))]
        }
        return cases.map { AppRootNode(kind: .view, title: $0.title, source: $0.source) }
    }

    /// The cases of `Enum.allCases` when `Enum` is a `CaseIterable` enum of the target.
    mutating func caseIterableCases(_ expression: ExprSyntax) -> [(title: String, source: String)]? {
        guard let member = Self.unwrap(expression).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let typeName = member.base?.trimmedText,
            let declaration = index.types(named: typeName).first(where: { $0.kind == .enum }),
            let node = declaration.node.as(EnumDeclSyntax.self), isCaseIterable(typeName)
        else { return nil }
        var cases: [(String, String)] = []
        for member in node.memberBlock.members {
            guard let list = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in list.elements {
                let raw = element.rawValue.flatMap { Self.stringLiteral($0.value) }
                cases.append((raw ?? element.name.text, location(of: element)))
            }
        }
        return cases.isEmpty ? nil : cases
    }

    /// Whether `typeName` conforms to `CaseIterable`, itself or through a protocol of the target
    /// that refines it (`protocol TabType: CaseIterable`).
    func isCaseIterable(_ typeName: String, seen: Set<String> = []) -> Bool {
        guard !seen.contains(typeName) else { return false }
        let inherited = index.inheritedTypes(of: typeName)
        if inherited.contains("CaseIterable") { return true }
        return inherited.contains { name in
            index.types(named: name).contains { $0.kind == .protocol } && isCaseIterable(name, seen: seen.union([typeName]))
        }
    }

    /// `UIViewControllerRepresentable`: the controller its `makeUIViewController(context:)`
    /// returns, read as UIKit code (a SwiftUI view wrapping a `UITabBarController` is that tab
    /// bar); `nil` when `name` is not one of the target's representables.
    mutating func representedController(_ name: String, call: FunctionCallExprSyntax, in scope: Scope, path: String) -> AppRootNode? {
        guard index.inheritedTypes(of: name).contains(where: { $0.hasSuffix("UIViewControllerRepresentable") }),
            let make = index.functions(named: "makeUIViewController").first(where: { $0.container == name }),
            let function = make.node.as(FunctionDeclSyntax.self), let body = function.body
        else { return nil }
        let statements = Array(body.statements)
        guard let value = Self.returnedExpression(statements) else {
            unresolve(
                path, "'\(name)' is a UIViewControllerRepresentable whose makeUIViewController returns no controller PadKit can see",
                at: call)
            return AppRootNode(kind: .view, className: name, source: location(of: call))
        }
        var made = Scope(statements: statements, typeName: name)
        // The view's stored properties are what the call passes (`CustomTabView(tabs: [...])`).
        for argument in call.arguments {
            if let label = argument.label?.text { made.arguments[label] = BoundArgument(expression: argument.expression, scope: scope) }
        }
        return evaluate(value, in: made, path: path)
    }

    /// Declarations that exist on iPad first: one inside `#if os(macOS)`, `#if os(tvOS)`,
    /// `#if os(watchOS)`, `#if os(visionOS)`, `#if targetEnvironment(macCatalyst)`, or in the
    /// `#else` of an `#if os(iOS)`, is another platform's and comes last.
    static func forIPad(_ declarations: [ModuleIndex.Declaration]) -> [ModuleIndex.Declaration] {
        declarations.filter { !isOtherPlatform($0.node) } + declarations.filter { isOtherPlatform($0.node) }
    }

    static func isOtherPlatform(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                let condition = clause.condition?.trimmedText ?? ""
                let others = ["os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "targetEnvironment(macCatalyst)", "os(OSX)"]
                if others.contains(where: { condition.contains($0) }) && !condition.contains("os(iOS)") && !condition.hasPrefix("!") {
                    return true
                }
                if clause.poundKeyword.tokenKind == .poundElse, let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                    let earlier = list.compactMap { $0.condition?.trimmedText }
                    if earlier.contains(where: { $0.contains("os(iOS)") && !$0.hasPrefix("!") }) { return true }
                }
            }
            current = parent.parent
        }
        return false
    }

    // MARK: Syntax helpers

    /// The statements of a call's content: its trailing closure, else a `content:` closure argument.
    static func contentStatements(_ call: FunctionCallExprSyntax) -> [CodeBlockItemSyntax] {
        if let trailing = call.trailingClosure { return Array(trailing.statements) }
        if let closure = call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).last {
            return Array(closure.statements)
        }
        return []
    }

    /// The getter's statements of a computed property declaration.
    static func getterStatements(_ declaration: ModuleIndex.Declaration) -> [CodeBlockItemSyntax]? {
        guard let variable = declaration.node.as(VariableDeclSyntax.self), let accessors = variable.bindings.first?.accessorBlock?.accessors
        else { return nil }
        switch accessors {
        case .getter(let items): return Array(items)
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body.map { Array($0.statements) }
        }
    }

    /// The name a call calls (`WindowGroup` in `WindowGroup { ... }`).
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The innermost call of a modifier chain (`Home()` in `Home().tabItem { }.tag(1)`).
    static func baseCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = unwrap(expression)
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base else { return call }
            current = unwrap(base)
        }
        return nil
    }

    /// The first call named `name` under `node`, closures included.
    static func firstCall(named name: String, in node: Syntax) -> FunctionCallExprSyntax? {
        calls(named: name, in: node).first
    }

    /// The calls named `name` (`name(...)`, `self.name(...)`, `Type.name(...)`) under `node`,
    /// closures included, in source order.
    static func calls(named name: String, in node: Syntax) -> [FunctionCallExprSyntax] {
        calls(inClosuresToo: node).filter { call in
            let callee = unwrap(call.calledExpression)
            return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                || callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
        }
    }

    /// Every call under `node`, in source order, closures included (SwiftUI's content is closures).
    static func calls(inClosuresToo node: Syntax) -> [FunctionCallExprSyntax] {
        calls(in: node, closures: true)
    }
}
