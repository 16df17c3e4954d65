import PadKit
import SwiftSyntax

extension AppRootReader {
    /// The presentation modifiers SwiftUI has, as the UIKit styles they present with.
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// The containers that lead to the presented view without being it (`NavigationStack { Settings() }`).
    static let transparentContainers: Set<String> = ["NavigationStack", "NavigationView", "Group", "VStack", "HStack", "ZStack", "ScrollView"]

    /// The presentations the app's SwiftUI views can make: every `.sheet`, `.fullScreenCover` and
    /// `.popover` in the views reachable from `start` (the `App` and the views the root reading
    /// followed), following every view struct of the target that a view's code makes (its `body`,
    /// other properties and methods, its extensions), as the root reading follows `body`s through
    /// the module-wide index. A presentation is something the app can present; which one is
    /// shown, and when, is run-time state (its binding), which the description does not need.
    mutating func swiftUIPresentations(from start: [String]) -> [AppRootPresentation] {
        var viewTypes = Set(index.properties(named: "body").compactMap(\.container))
        viewTypes.formUnion(index.functions(named: "body").compactMap(\.container))
        var queue: [String] = []
        var queued: Set<String> = []
        for name in start where viewTypes.contains(name) && queued.insert(name).inserted { queue.append(name) }
        var seenCalls: Set<SyntaxIdentifier> = []
        var result: [AppRootPresentation] = []
        var next = 0
        while next < queue.count {
            let typeName = queue[next]
            next += 1
            let declarations = index.declarations(named: typeName).filter { $0.kind == .struct || $0.kind == .extension }
            for declaration in declarations {
                var modifiers: [(call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax)] = []
                for call in Self.calls(inClosuresToo: declaration.node) where seenCalls.insert(call.id).inserted {
                    let callee = Self.unwrap(call.calledExpression)
                    if let reference = callee.as(DeclReferenceExprSyntax.self) {
                        let name = reference.baseName.text
                        if viewTypes.contains(name), queued.insert(name).inserted { queue.append(name) }
                    } else if let member = callee.as(MemberAccessExprSyntax.self), Self.presentationModifiers.contains(member.declName.baseName.text) {
                        modifiers.append((call, member.declName))
                    }
                }
                // In the order they are written (a chain's outermost call is visited first).
                for (call, name) in modifiers.sorted(by: { $0.name.position < $1.name.position }) {
                    result += presentations(of: call, modifier: name.baseName.text, at: Syntax(name), taken: result.map(\.name))
                }
            }
        }
        return result
    }

    /// The presentations one modifier makes: one per view its content can show (an `if` or a
    /// `switch` in the content shows one of several), each named by the view's type.
    ///
    /// A name already `taken` (the same view presented from two places) gets a number, as two
    /// storyboard segues with one title do.
    private mutating func presentations(of call: FunctionCallExprSyntax, modifier: String, at place: Syntax, taken: [String]) -> [AppRootPresentation] {
        let source = location(of: place)
        var shown: [(name: String?, modifiers: [FunctionCallExprSyntax])] = []
        collectShown(Self.contentStatements(call), into: &shown)
        if shown.isEmpty { shown = [(nil, [])] }
        var result: [AppRootPresentation] = []
        var seen: Set<String> = []
        for (name, modifiers) in shown {
            let base = name ?? "\(modifier) at \(source)"
            guard seen.insert(base).inserted else { continue }
            var unique = base
            var number = 2
            while taken.contains(unique) || result.contains(where: { $0.name == unique }) {
                unique = "\(base) \(number)"
                number += 1
            }
            // SwiftUI presents its content in a hosting controller with UIKit's style for the modifier.
            let style: ModalPresentationStyle = modifier == "fullScreenCover" ? .fullScreen : (modifier == "popover" ? .popover : .formSheet)
            var presentation = AppRootPresentation(name: unique, style: style, source: source)
            read(modifiers, into: &presentation)
            if modifier == "popover" { readPopover(call, at: place, into: &presentation) }
            result.append(presentation)
        }
        return result
    }

    /// The views a presentation's content shows, with the modifiers on the way to each.
    private func collectShown(_ statements: [CodeBlockItemSyntax], into shown: inout [(name: String?, modifiers: [FunctionCallExprSyntax])]) {
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
            let unwrapped = Self.unwrap(expression)
            if let conditional = unwrapped.as(IfExprSyntax.self) {
                for branch in Self.branches(of: conditional) { collectShown(branch, into: &shown) }
            } else if let choice = unwrapped.as(SwitchExprSyntax.self) {
                for item in choice.cases { if let branch = item.as(SwitchCaseSyntax.self) { collectShown(Array(branch.statements), into: &shown) } }
            } else if shown.count < 32 {
                shown.append(presented(unwrapped, depth: 0))
            }
        }
    }

    /// The presented view's type and the modifiers applied to it: those of the content's chain,
    /// through containers (`NavigationStack { Form { }.presentationDetents(...) }`), and the ones
    /// at the top of the presented view's own `body`.
    private func presented(_ expression: ExprSyntax, depth: Int) -> (name: String?, modifiers: [FunctionCallExprSyntax]) {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = Self.unwrap(expression)
        while let call = current.as(FunctionCallExprSyntax.self), let member = Self.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base {
            modifiers.append(call)
            current = Self.unwrap(base)
        }
        guard depth < 4, let call = current.as(FunctionCallExprSyntax.self), let name = Self.calledName(call) else { return (nil, modifiers) }
        if Self.transparentContainers.contains(name) {
            guard let first = Self.contentStatements(call).lazy.compactMap({ $0.item.as(ExprSyntax.self) }).first else { return (nil, modifiers) }
            let inner = presented(first, depth: depth + 1)
            return (inner.name, modifiers + inner.modifiers)
        }
        guard name.first?.isUppercase == true else { return (nil, modifiers) }
        // The presented view's own `body`: the modifiers at its top.
        if let body = index.properties(named: "body").first(where: { $0.container == name }), let statements = Self.getterStatements(body),
           let first = statements.lazy.compactMap({ $0.item.as(ExprSyntax.self) }).first {
            modifiers += presented(first, depth: depth + 1).modifiers
        }
        return (name, modifiers)
    }

    /// `presentationDetents`, `presentationSizing`, `presentationCompactAdaptation`,
    /// `presentationDragIndicator` and `interactiveDismissDisabled`, the outermost of each.
    private mutating func read(_ modifiers: [FunctionCallExprSyntax], into presentation: inout AppRootPresentation) {
        var done: Set<String> = []
        for call in modifiers {
            guard let name = Self.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text, done.insert(name).inserted else { continue }
            let argument = call.arguments.first?.expression
            switch name {
            case "presentationDetents":
                guard let argument else { continue }
                if let detents = Self.detents(argument) {
                    presentation.detents = detents
                } else {
                    unresolve("presentations.\(presentation.name).detents", "presentationDetents(\(Self.short(argument))) is not a list of .medium, .large, .fraction and .height; the detents are not read", at: call)
                }
            case "presentationSizing" where presentation.style == .formSheet:
                // `.automatic` is `.form` on iOS (SwiftUI documentation, `PresentationSizing.automatic`).
                switch argument.flatMap(Self.caseName) {
                case "page": presentation.style = .pageSheet
                case "form", "automatic": break
                default: unresolve("presentations.\(presentation.name).style", "presentationSizing(\(argument.map(Self.short) ?? "")) sizes the sheet at run time; read as a form sheet", at: call)
                }
            case "presentationCompactAdaptation":
                let labels = call.arguments.map { $0.label?.text ?? "" }
                let names = call.arguments.map { Self.caseName($0.expression) }
                guard let first = names.first, let adaptation = first, names.allSatisfy({ $0 == adaptation }) else {
                    unresolve("presentations.\(presentation.name).adaptiveStyle", "presentationCompactAdaptation(\(Self.short(call.arguments))) adapts differently in compact width and compact height (\(labels.joined(separator: ", "))); PadKit describes one adaptive style", at: call)
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
        let anchor = call.arguments.first { $0.label?.text == "attachmentAnchor" }.map { " (attachmentAnchor \(Self.short($0.expression)))" } ?? ""
        unresolve("presentations.\(presentation.name).sourceRect",
                  "the popover points at the view it is attached to\(anchor), laid out at run time; add sourceRect (that view's frame in the presenter's view) to simulate it where it shows as a popover",
                  at: place)
    }

    /// `[.medium, .large, .fraction(0.3), .height(200)]` (an array or set literal) as UIKit detents.
    static func detents(_ expression: ExprSyntax) -> [SheetDetent]? {
        guard let list = unwrap(expression).as(ArrayExprSyntax.self), !list.elements.isEmpty else { return nil }
        var result: [SheetDetent] = []
        for element in list.elements {
            let value = unwrap(element.expression)
            if let call = value.as(FunctionCallExprSyntax.self), let name = caseName(call.calledExpression),
               let number = call.arguments.first.flatMap({ constant($0.expression, kind: .number) }), case .number(let amount) = number {
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
