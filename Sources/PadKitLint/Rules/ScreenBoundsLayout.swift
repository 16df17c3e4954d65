import SwiftSyntax

extension Rule {
    /// `UIScreen.main.bounds` used for layout.
    public static let screenBoundsLayout = Rule(
        id: "screen-bounds-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            the screen's bounds are the whole screen, not this window; sizes taken from them are wrong in Split View, Slide Over, Stage \
            Manager and a presented sheet
            """,
        why:
            """
            An iPad app shares the screen: in Split View, Slide Over, Stage Manager and windowed apps its window is smaller than the \
            screen, and a form sheet or page sheet is smaller still. UIScreen.bounds always describes the whole screen in the current \
            interface orientation, so anything sized from it overflows or leaves gaps. Apple marks UIScreen.main as deprecated in iOS 26 \
            and asks for the screen found through context (view.window.windowScene.screen) instead; for sizes, use the view's or the \
            window's own bounds. Code kept to iPhone is no exception: on iPadOS 27 an iPhone app runs in a resizable window on iPad \
            (WWDC26, \"Modernize your UIKit app\"), and iPhone Duo's inner display is a phone whose window is regular by regular.
            """,
        fix:
            """
            Lay out from the view's own bounds (view.bounds, in layoutSubviews or viewWillLayoutSubviews), the size passed to \
            viewWillTransition(to:with:), or Auto Layout; for the window use view.window?.bounds or the window scene's effectiveGeometry.
            """,
        triggerWords: ["bounds", "applicationFrame", "nativeBounds"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    let width = ↓UIScreen.main.bounds.width
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    card.frame = ↓UIScreen.main.bounds
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let frame = ↓UIScreen.main.applicationFrame
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    card.frame = CGRect(x: 0, y: 0, width: ↓UIScreen.main.nativeBounds.width, height: 44)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        card.frame = ↓UIScreen.main.bounds
                    }
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    let width = view.bounds.width
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let scale = UIScreen.main.scale
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    print(UIScreen.main.bounds)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let width = view.window?.bounds.width ?? UIScreen.main.bounds.width
                    """#),
            ]
        )
    )
}

/// `screen-bounds-layout`: the screen's size read for layout: `UIScreen.main.bounds` (and the
/// older `applicationFrame`), the bounds of a window's or window scene's `screen`
/// (`view.window?.screen.bounds`), and `UIScreen.main.nativeBounds` when its value builds geometry.
///
/// Not flagged, because the screen is what the code means there:
/// - `UIWindow(frame: UIScreen.main.bounds)` (the pre-scene window, which UIKit resizes itself),
///   values only printed or logged;
/// - the screen as a fallback only: the right-hand side of `??` (`view.window?.bounds ?? UIScreen.main.bounds`);
/// - comparisons with the keyboard's frame, which UIKit gives in screen coordinates
///   (`keyboardFrameEndUserInfoKey`): telling a docked keyboard from a floating or split one;
/// - pixels, not points: a size multiplied by the screen's `scale` or `nativeScale`, and code
///   outside views, view controllers and SwiftUI views that changes nothing on screen (an image
///   download size, a cache size);
/// - code of app extensions and watch apps (``FileContext/isOutsideAppWindow``).
///
/// Code that only runs on iPhone (``DeviceTest/enclosing(_:index:)``: `userInterfaceIdiom ==
/// .phone`, a project's `isPhone` helper) is flagged too, with ``phoneOnlyDetail``: on iPadOS 27
/// an iPhone app runs in a resizable window on iPad (WWDC26 session 278: "When your iPhone app is
/// running on an iPad or in iPhone Mirroring on the Mac, it will be fully resizable, but it will
/// still run under the phone user interface idiom"), and iPhone Duo's inner display is a phone
/// whose window is regular by regular.
enum ScreenBoundsLayout: RuleDefinition {
    static let rule = Rule.screenBoundsLayout
    static let checks = NodeChecks(memberAccess: [check])

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.screenBoundsLayout) else { return }
        let name = node.declName.baseName.text
        guard name == "bounds" || name == "applicationFrame" || name == "nativeBounds",
            let base = node.base?.unqualifiedPath
        else { return }
        let isMainScreen = base == ["UIScreen", "main"] || base == ["UIScreen", "mainScreen"]
        let isContextScreen =
            base.count >= 2 && base.last == "screen" && ["window", "windowScene", "keyWindow"].contains(base[base.count - 2])
        guard isMainScreen || (isContextScreen && name == "bounds") else { return }
        if let call = node.enclosingCallArgumentOwner {
            if call.calledName == "UIWindow", call.argument(labeled: "frame") != nil { return }
            if let called = call.calledName, ["print", "debugPrint", "NSLog", "dump", "os_log"].contains(called) { return }
        }
        if name == "nativeBounds", !buildsGeometry(node) { return }
        if isFallback(node) || isKeyboardComparison(node, context: context) || isPixelSize(node, context: context) { return }
        let phoneOnly = node.isPhoneOnly(index: context.index)
        if !(context.interfaceKind(of: node).map { $0 != .observable } ?? false), !InterfaceWorkFinder.affectsInterface(around: node),
            node.enclosingFunctionLike != nil
        {
            return
        }
        context.report(.screenBoundsLayout, at: node, detail: phoneOnly ? phoneOnlyDetail : nil)
    }

    /// The finding's detail in code that only runs on iPhone.
    static let phoneOnlyDetail =
        """
        iPhone-only code too: on iPadOS 27 an iPhone app is resized like any window, and iPhone Duo's inner display is a phone idiom in a \
        regular-width window
        """

    /// The expression statement (or initializer) the read is part of: the outermost expression
    /// before a statement, a declaration or a closure.
    private static func outermostExpression(_ node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        for ancestor in node.ancestors {
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                || ancestor.is(InitializerClauseSyntax.self) || ancestor.is(ReturnStmtSyntax.self)
                || ancestor.is(ConditionElementSyntax.self)
            {
                break
            }
            current = ancestor
        }
        return current
    }

    /// Whether the read is on the right of `??`.
    private static func isFallback(_ node: MemberAccessExprSyntax) -> Bool {
        var child = Syntax(node)
        for ancestor in node.ancestors {
            if let list = ancestor.as(ExprListSyntax.self) {
                let elements = Array(list)
                if let position = elements.firstIndex(where: { Syntax($0).id == child.id }), position >= 1,
                    elements[position - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
                {
                    return true
                }
            }
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
                return false
            }
            child = ancestor
        }
        return false
    }

    /// Whether the read is compared with, or intersected with, the keyboard's frame in code that reads it.
    private static func isKeyboardComparison(_ node: MemberAccessExprSyntax, context: FileContext) -> Bool {
        guard let function = node.enclosingFunctionLike,
            [
                "keyboardFrameEndUserInfoKey", "keyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
                "UIKeyboardFrameBeginUserInfoKey",
            ]
            .contains(where: { context.containsToken($0, in: function) })
        else { return false }
        let expression = outermostExpression(node)
        for token in expression.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .binaryOperator(let op) where ["==", "!=", "<", ">", "<=", ">="].contains(op): return true
            case .identifier(let name) where ["intersects", "intersection", "contains", "equalTo"].contains(name): return true
            default: continue
            }
        }
        // `if screen.bounds.height == keyboardFrame.maxY` through a local: the local is compared.
        if let binding = node.ancestors.first(where: { $0.is(PatternBindingSyntax.self) })?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            let uses = NameUseFinder(name: name, after: binding.endPosition)
            uses.walk(function)
            return uses.uses.contains { use in
                outermostExpression(use).tokens(viewMode: .sourceAccurate).contains { token in
                    if case .binaryOperator(let op) = token.tokenKind { return ["==", "!=", "<", ">", "<=", ">="].contains(op) }
                    return false
                }
            }
        }
        return false
    }

    /// Whether the value is turned into pixels: multiplied by the screen's scale.
    private static func isPixelSize(_ node: MemberAccessExprSyntax, context: FileContext) -> Bool {
        let expression = outermostExpression(node)
        // Without a `*` in its bytes the expression has no `*` token (building its token list
        // costs a node per token).
        if context.readsBytesFirst,
            !context.source.contains(bytesOf: "*", in: expression.position.utf8Offset..<expression.endPosition.utf8Offset)
        {
            return false
        }
        let tokens = Array(expression.tokens(viewMode: .sourceAccurate))
        for (offset, token) in tokens.enumerated() where token.text == "*" {
            let around = tokens[max(0, offset - 6)...min(tokens.count - 1, offset + 6)]
            if around.contains(where: { ["scale", "nativeScale", "displayScale"].contains($0.text) }) { return true }
        }
        return false
    }

    /// Whether the value builds geometry (a frame, a size, a constraint constant).
    private static func buildsGeometry(_ node: MemberAccessExprSyntax) -> Bool {
        GeometryWorkFinder.contains(outermostExpression(node))
            || node.enclosingCallArgumentOwner.map { LayoutContext.geometryCalls.contains($0.calledName ?? "") } ?? false
    }
}

/// The uses of a local name after its declaration.
final class NameUseFinder: SyntaxVisitor {
    private let name: String
    private let after: AbsolutePosition
    private(set) var uses: [DeclReferenceExprSyntax] = []

    init(name: String, after: AbsolutePosition) {
        self.name = name
        self.after = after
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.position >= after, node.baseName.text == name { uses.append(node) }
        return .skipChildren
    }
}

extension SyntaxProtocol {
    /// The call this expression is (part of) an argument of, if it is one.
    var enclosingCallArgumentOwner: FunctionCallExprSyntax? {
        for node in ancestors {
            if node.is(LabeledExprSyntax.self), let call = node.parent?.parent?.as(FunctionCallExprSyntax.self) {
                return call
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
        }
        return nil
    }

    /// The nearest enclosing function, initializer or computed property's accessor block.
    var enclosingFunctionLike: Syntax? {
        for node in ancestors {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return node
            }
            if node.is(MemberBlockItemSyntax.self) { return nil }
        }
        return nil
    }
}
