import PadKit
import SwiftSyntax

extension AppRootReader {
    /// The presentation modifiers SwiftUI has, as the UIKit styles they present with.
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// The containers that lead to the presented view without being it (`NavigationStack { Settings() }`).
    static let transparentContainers: Set<String> = [
        "NavigationStack", "NavigationView", "Group", "VStack", "HStack", "ZStack", "ScrollView",
    ]

    /// The presentations the app's SwiftUI views can make: every `.sheet`, `.fullScreenCover` and
    /// `.popover` in the views reachable from `start` (the `App` and the views the root reading
    /// followed), following every view struct of the target that a view's code makes (its `body`,
    /// other properties and methods, its extensions), as the root reading follows `body`s through
    /// the module-wide index. A presentation is something the app can present; which one is
    /// shown, and when, is run-time state (its binding), which the description does not need.
    mutating func swiftUIPresentations(from start: [String]) -> [AppRootPresentation] {
        var viewTypes = Set(index.properties(named: "body").compactMap(\.container))
        viewTypes.formUnion(index.functions(named: "body").compactMap(\.container))
        // What a view's code reaches: view structs (with their extensions), and the target's own
        // view modifiers written as functions in `extension View` (a router's `withSheetDestinations()`).
        var queue: [(key: String, type: String?, nodes: [Syntax])] = []
        var queued: Set<String> = []
        func enqueueType(_ name: String) {
            guard viewTypes.contains(name), queued.insert("type " + name).inserted else { return }
            let nodes = index.declarations(named: name).filter { $0.kind == .struct || $0.kind == .extension }.map(\.node)
            queue.append((name, name, nodes))
        }
        func enqueueFunction(_ name: String) {
            let functions = index.functions(named: name).filter { ["View", "Scene", "SwiftUI.View"].contains($0.container ?? "") }
            guard !functions.isEmpty, queued.insert("func " + name).inserted else { return }
            queue.append((name, nil, functions.map(\.node)))
        }
        for name in start { enqueueType(name) }
        var seenCalls: Set<SyntaxIdentifier> = []
        var result: [AppRootPresentation] = []
        var next = 0
        while next < queue.count {
            let item = queue[next]
            next += 1
            for node in item.nodes {
                var modifiers: [(call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax)] = []
                for call in Self.calls(inClosuresToo: node) where seenCalls.insert(call.id).inserted {
                    let callee = Self.unwrap(call.calledExpression)
                    if let reference = callee.as(DeclReferenceExprSyntax.self) {
                        let name = reference.baseName.text
                        // `sheet(item:)` on `self`, in a view modifier function.
                        if Self.presentationModifiers.contains(name) { modifiers.append((call, reference)) } else { enqueueType(name) }
                    } else if let member = callee.as(MemberAccessExprSyntax.self) {
                        let name = member.declName.baseName.text
                        if Self.presentationModifiers.contains(name) {
                            modifiers.append((call, member.declName))
                        } else if name.first?.isUppercase == true {
                            enqueueType(name)  // `StatusEditor.MainView(...)`: a view in a namespace.
                        } else {
                            enqueueFunction(name)
                        }
                    }
                }
                // In the order they are written (a chain's outermost call is visited first).
                for (call, name) in modifiers.sorted(by: { $0.name.position < $1.name.position }) {
                    result += presentations(
                        of: call, modifier: name.baseName.text, at: Syntax(name), in: item.type, taken: result.map(\.name))
                }
            }
        }
        return result
    }

    /// The presentations one modifier makes: one per view its content can show (an `if` or a
    /// `switch` in the content shows one of several), each named by the view's type.
    ///
    /// A name already `taken` (the same view presented from two places) gets the file and line
    /// of its place (`Editor (Home.swift:12)`), so the name says which one it is.
    private mutating func presentations(
        of call: FunctionCallExprSyntax, modifier: String, at place: Syntax, in typeName: String?,
        taken: [String]
    ) -> [AppRootPresentation] {
        let source = location(of: place)
        var shown: [Shown] = []
        collectShown(contentStatements(ofPresentation: call, in: typeName), outer: [], in: typeName, into: &shown)
        // Content the code does not name (a branch of a helper) is listed only when nothing else is.
        if shown.contains(where: { $0.name != nil }) { shown.removeAll { $0.name == nil } }
        if shown.isEmpty { shown = [Shown(name: nil, modifiers: [])] }
        var result: [AppRootPresentation] = []
        var seen: Set<String> = []
        for item in shown {
            let base = item.name ?? "\(modifier) at \(source)"
            guard seen.insert(base).inserted else { continue }
            var unique = base
            if taken.contains(unique) || result.contains(where: { $0.name == unique }) {
                // Told apart by where it is presented: `Editor (Home.swift:12)`; a number only
                // for two presentations at one place.
                let place = source.split(separator: "/").last.map(String.init) ?? source
                unique = "\(base) (\(place))"
                var number = 2
                while taken.contains(unique) || result.contains(where: { $0.name == unique }) {
                    unique = "\(base) (\(place)) \(number)"
                    number += 1
                }
            }
            // SwiftUI presents its content in a hosting controller with UIKit's style for the modifier.
            let style: ModalPresentationStyle =
                modifier == "fullScreenCover" ? .fullScreen : (modifier == "popover" ? .popover : .formSheet)
            var presentation = AppRootPresentation(name: unique, style: style, source: source)
            read(item.modifiers, into: &presentation)
            if modifier == "popover" { readPopover(call, at: place, into: &presentation) }
            result.append(presentation)
        }
        return result
    }

    /// A view a presentation's content can show: its type's name (`nil` when the code does not
    /// name one) and the modifiers on the way to it.
    private struct Shown {
        var name: String?
        var modifiers: [FunctionCallExprSyntax]
    }

    /// The content closure's statements, or the body of the method of the same type it names
    /// (`.sheet(isPresented: $a, content: makeSheet)`).
    private func contentStatements(ofPresentation call: FunctionCallExprSyntax, in typeName: String?) -> [CodeBlockItemSyntax] {
        let statements = Self.contentStatements(call)
        if !statements.isEmpty { return statements }
        guard
            let reference = call.arguments.first(where: { $0.label?.text == "content" }).flatMap({
                Self.unwrap($0.expression).as(DeclReferenceExprSyntax.self)
            }),
            let function = index.functions(named: reference.baseName.text).first(where: { $0.container == typeName }),
            let body = function.node.as(FunctionDeclSyntax.self)?.body
        else { return [] }
        return Array(body.statements)
    }

    /// The views a presentation's content shows, with the modifiers on the way to each: through
    /// `if`, `switch`, `if #available` and containers (`Group { switch ... }`,
    /// `NavigationStack { Settings() }`); `EmptyView()` shows nothing.
    private func collectShown(
        _ statements: [CodeBlockItemSyntax], outer: [FunctionCallExprSyntax], in typeName: String?, depth: Int = 0,
        into shown: inout [Shown]
    ) {
        for statement in statements {
            let expression: ExprSyntax? =
                statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
                ?? statement.item.as(ReturnStmtSyntax.self)?.expression
            guard let expression, shown.count < 32 else { continue }
            let unwrapped = Self.unwrap(expression)
            if let conditional = unwrapped.as(IfExprSyntax.self) {
                for branch in Self.branches(of: conditional) {
                    collectShown(branch, outer: outer, in: typeName, depth: depth, into: &shown)
                }
                continue
            }
            if let choice = unwrapped.as(SwitchExprSyntax.self) {
                for item in choice.cases {
                    if let branch = item.as(SwitchCaseSyntax.self) {
                        collectShown(Array(branch.statements), outer: outer, in: typeName, depth: depth, into: &shown)
                    }
                }
                continue
            }
            let (base, modifiers) = Self.modifierChain(unwrapped)
            let call = base.as(FunctionCallExprSyntax.self)
            if let call, let name = Self.calledName(call), Self.transparentContainers.contains(name) {
                collectShown(Array(Self.contentStatements(call)), outer: outer + modifiers, in: typeName, depth: depth, into: &shown)
            } else if let call, Self.viewTypeName(call) == "EmptyView" {
                continue
            } else {
                let inner = presented(base, depth: depth, in: typeName)
                shown.append(Shown(name: inner.name, modifiers: outer + modifiers + inner.modifiers))
            }
        }
    }

    /// `Home().tabItem { }.tag(1)` → (`Home()`, the modifier calls outermost first); a view in a
    /// namespace (`StatusEditor.MainView(...)`) is a base, not a modifier.
    static func modifierChain(_ expression: ExprSyntax) -> (base: ExprSyntax, modifiers: [FunctionCallExprSyntax]) {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = unwrap(expression)
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
            let base = member.base, member.declName.baseName.text.first?.isUppercase == false
        {
            modifiers.append(call)
            current = unwrap(base)
        }
        return (current, modifiers)
    }

    /// The type a view expression makes: `SettingsView` in `SettingsView()`, `StatusEditor.MainView`
    /// in `StatusEditor.MainView(mode:)`.
    static func viewTypeName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = unwrap(call.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text.first?.isUppercase == true,
            let base = member.base, base.trimmedText.first?.isUppercase == true
        {
            return "\(base.trimmedText).\(member.declName.baseName.text)"
        }
        return nil
    }

    /// The presented view's type and the modifiers at the top of its own `body` (or of the
    /// computed view property of the presenting type that the content names).
    private func presented(_ base: ExprSyntax, depth: Int, in typeName: String?) -> (name: String?, modifiers: [FunctionCallExprSyntax]) {
        guard depth < 4 else { return (nil, []) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            // `accountsView`: a computed view property of the presenting view.
            guard let property = index.properties(named: reference.baseName.text).first(where: { $0.container == typeName }),
                let statements = Self.getterStatements(property)
            else { return (nil, []) }
            var shown: [Shown] = []
            collectShown(statements, outer: [], in: typeName, depth: depth + 1, into: &shown)
            let first = shown.first ?? Shown(name: nil, modifiers: [])
            // Named by the property when what it shows is not one of the target's views (`List`).
            let own =
                first.name.map { name in
                    index.properties(named: "body").contains { $0.container == String(name.split(separator: ".").last ?? "") }
                } ?? false
            return (own ? first.name : "\(typeName.map { "\($0)." } ?? "")\(reference.baseName.text)", first.modifiers)
        }
        guard let call = base.as(FunctionCallExprSyntax.self), let name = Self.viewTypeName(call), name.first?.isUppercase == true else {
            return (nil, [])
        }
        let simple = String(name.split(separator: ".").last ?? "")
        var modifiers: [FunctionCallExprSyntax] = []
        if let body = index.properties(named: "body").first(where: { $0.container == simple }),
            let statements = Self.getterStatements(body),
            let first = statements.lazy.compactMap({ $0.item.as(ExprSyntax.self) }).first
        {
            var chain = Self.modifierChain(first)
            modifiers += chain.modifiers
            // Through one container at the top of the body (`NavigationStack { Form { } .presentationDetents(...) }`).
            if let container = chain.base.as(FunctionCallExprSyntax.self), let containerName = Self.calledName(container),
                Self.transparentContainers.contains(containerName),
                let inner = Self.contentStatements(container).lazy.compactMap({ $0.item.as(ExprSyntax.self) }).first
            {
                chain = Self.modifierChain(inner)
                modifiers += chain.modifiers
            }
        }
        return (name, modifiers)
    }

    /// `presentationDetents`, `presentationSizing`, `presentationCompactAdaptation`,
    /// `presentationDragIndicator` and `interactiveDismissDisabled`, the outermost of each.
    private mutating func read(_ modifiers: [FunctionCallExprSyntax], into presentation: inout AppRootPresentation) {
        var done: Set<String> = []
        for call in modifiers {
            guard let name = Self.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                done.insert(name).inserted
            else { continue }
            let argument = call.arguments.first?.expression
            switch name {
            case "presentationDetents":
                guard let argument else { continue }
                if let detents = Self.detents(argument) {
                    presentation.detents = detents
                } else {
                    unresolve(
                        "presentations.\(presentation.name).detents",
                        """
                        presentationDetents(\(Self.short(argument))) is not a list of .medium, .large, .fraction and .height; the detents \
                        are not read
                        """,
                        at: call)
                }
            case "presentationSizing" where presentation.style == .formSheet:
                // `.automatic` is `.form` on iOS (SwiftUI documentation, `PresentationSizing.automatic`).
                switch argument.flatMap(Self.caseName) {
                case "page": presentation.style = .pageSheet
                case "form", "automatic": break
                default:
                    unresolve(
                        "presentations.\(presentation.name).style",
                        "presentationSizing(\(argument.map(Self.short) ?? "")) sizes the sheet at run time; read as a form sheet", at: call)
                }
            case "presentationCompactAdaptation":
                let labels = call.arguments.map { $0.label?.text ?? "" }
                let names = call.arguments.map { Self.caseName($0.expression) }
                guard let first = names.first, let adaptation = first, names.allSatisfy({ $0 == adaptation }) else {
                    unresolve(
                        "presentations.\(presentation.name).adaptiveStyle",
                        """
                        presentationCompactAdaptation(\(Self.short(call.arguments))) adapts differently in compact width and compact \
                        height (\(labels.joined(separator: ", "))); PadKit describes one adaptive style
                        """,
                        at: call)
                    continue
                }
                // SwiftUI's `PresentationAdaptation` as the style UIKit's delegate answers.
                switch adaptation {
                case "none": presentation.adaptiveStyle = ModalPresentationStyle.none
                case "popover": presentation.adaptiveStyle = presentation.style == .popover ? ModalPresentationStyle.none : nil
                case "sheet": presentation.adaptiveStyle = .formSheet
                case "fullScreenCover": presentation.adaptiveStyle = .fullScreen
                default: break
                }
            case "presentationDragIndicator":
                if argument.flatMap(Self.caseName) == "visible" { presentation.prefersGrabberVisible = true }
            case "interactiveDismissDisabled":
                let constant = argument.flatMap { Self.constant($0, kind: .bool) }
                if argument == nil || constant == .bool(true) { presentation.isModalInPresentation = true }
            default:
                break
            }
        }
    }

    /// `.popover(isPresented:attachmentAnchor:arrowEdge:)`: the arrow edge as UIKit's arrow
    /// directions; the anchor's frame is laid out at run time.
    ///
    /// `arrowEdge` is "the edge of the attachmentAnchor that defines the location of the popover's
    /// arrow" (SwiftUI documentation; `nil`, the default since iOS 18, allows any edge): the arrow
    /// on the anchor's bottom edge points up at it, the popover below. Before iOS 18 iOS ignored
    /// the parameter (any direction).
    private mutating func readPopover(_ call: FunctionCallExprSyntax, at place: Syntax, into presentation: inout AppRootPresentation) {
        if let edge = call.arguments.first(where: { $0.label?.text == "arrowEdge" }).flatMap({ Self.caseName($0.expression) }) {
            let directions: [String: PopoverArrowDirection] = ["top": .down, "bottom": .up, "leading": .right, "trailing": .left]
            if let direction = directions[edge] { presentation.permittedArrowDirections = direction }
        }
        let anchor =
            call.arguments.first { $0.label?.text == "attachmentAnchor" }.map { " (attachmentAnchor \(Self.short($0.expression)))" } ?? ""
        unresolve(
            "presentations.\(presentation.name).sourceRect",
            """
            the popover points at the view it is attached to\(anchor), laid out at run time; add sourceRect (that view's frame in the \
            presenter's view) to simulate it where it shows as a popover
            """,
            at: place)
    }

    /// `[.medium, .large, .fraction(0.3), .height(200)]` (an array or set literal) as UIKit detents.
    static func detents(_ expression: ExprSyntax) -> [SheetDetent]? {
        guard let list = unwrap(expression).as(ArrayExprSyntax.self), !list.elements.isEmpty else { return nil }
        var result: [SheetDetent] = []
        for element in list.elements {
            let value = unwrap(element.expression)
            if let call = value.as(FunctionCallExprSyntax.self), let name = caseName(call.calledExpression),
                let number = call.arguments.first.flatMap({ constant($0.expression, kind: .number) }), case .number(let amount) = number
            {
                let text = amount == amount.rounded() && abs(amount) < 1e15 ? String(Int(amount)) : String(amount)
                switch name {
                case "fraction": result.append(.custom("fraction(\(text))", fraction: amount))
                case "height": result.append(.custom("height(\(text))", height: amount))
                default: return nil
                }
            } else {
                switch caseName(value) {
                case "medium": result.append(.medium)
                case "large": result.append(.large)
                default: return nil
                }
            }
        }
        return result
    }
}
