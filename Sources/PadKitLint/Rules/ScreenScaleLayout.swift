import SwiftSyntax

extension Rule {
    /// `UIScreen.main.scale` used for layout where a trait collection is at hand.
    public static let screenScaleLayout = Rule(
        id: "screen-scale-layout",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            "the main screen's scale is not the scale of the display this view is on; take it from the trait collection (displayScale)",
        why:
            """
            UIScreen.main is the device's built-in screen, not necessarily the one a window is on: an iPad scene can be on an external \
            display, iPhone Duo has two displays, and Apple deprecates UIScreen.main in iOS 26. WWDC26's \"Modernize your UIKit app\" \
            says accessing the scale of the screen should be replaced with the trait collection's displayScale, which UIKit keeps right \
            for the display a view is on and updates when it moves. Hairlines (1 / scale), pixel-rounded frames and a layer's \
            contentsScale or rasterizationScale taken from the main screen are wrong on any other display.
            """,
        fix:
            """
            In a view or view controller read traitCollection.displayScale where traits are resolved (layoutSubviews, \
            viewWillLayoutSubviews, traitCollectionDidChange or a registerForTraitChanges handler), since it can be 0 before the view is \
            in a window; in SwiftUI read @Environment(\\.displayScale).
            """,
        triggerWords: ["scale", "nativeScale"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    separatorHeight.constant = 1 / ↓UIScreen.main.scale
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class BadgeView: UIView {
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            layer.borderWidth = 1.0 / ↓UIScreen.main.scale
                        }
                    }
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class TextBadge: UIView {
                        let textLayer = CATextLayer()
                        func setUp() {
                            textLayer.contentsScale = ↓UIScreen.main.scale
                        }
                    }
                    """#),
                RuleExample(
                    #"""
                    import SwiftUI

                    struct Separator: View {
                        var body: some View {
                            Color.gray.frame(height: 1 / ↓UIScreen.main.scale)
                        }
                    }
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    separatorHeight.constant = 1 / traitCollection.displayScale
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let renderer = UIGraphicsImageRenderer(size: card.bounds.size, format: { let f = UIGraphicsImageRendererFormat(); \#
                    f.scale = UIScreen.main.scale; return f }())
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, UIScreen.main.scale)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    metalLayer.drawableSize = CGSize(width: card.bounds.width * UIScreen.main.scale, height: card.bounds.height * \#
                    UIScreen.main.scale)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    CVPixelBufferCreate(kCFAllocatorDefault, Int(card.bounds.width * UIScreen.main.scale), Int(card.bounds.height * \#
                    UIScreen.main.scale), kCVPixelFormatType_32BGRA, nil, &buffer)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let context = CGContext(data: nil, width: Int(size.width * UIScreen.main.scale), height: Int(size.height * \#
                    UIScreen.main.scale), bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info)
                    """#),
                RuleExample(
                    #"""
                    import UIKit

                    final class ThumbnailLoader {
                        let hairline = 1 / UIScreen.main.scale
                        func pixelWidth(_ points: CGFloat) -> Int { Int(points * UIScreen.main.scale) }
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let isZoomed = UIScreen.main.scale != UIScreen.main.nativeScale
                    """#),
            ]
        )
    )
}

/// `screen-scale-layout`: the main screen's `scale` (or `nativeScale`) used for layout in code
/// where a trait collection is at hand: a UIKit view, view controller, cell or collection-view
/// layout, or a SwiftUI view (`@Environment(\.displayScale)`).
///
/// WWDC26 session 278 ("Modernize your UIKit app"): "Accessing the scale of the screen should be
/// replaced with the trait collection's displayScale" (quoted in mozilla-mobile/firefox-ios#34595,
/// where a team wrote this check by hand). The main screen is reached as `UIScreen.main` /
/// `UIScreen.mainScreen`, or without a scene: `UIScreen.screens.first`,
/// `UIApplication.shared.keyWindow?.screen`, `UIApplication.shared.windows.first?.screen`.
///
/// Layout is what turns the scale back into points or matches the display: the scale as a
/// divisor (`1 / scale` hairlines, `round(x * scale) / scale`), or the value of a layer's
/// `contentsScale` or `rasterizationScale` or a view's `contentScaleFactor`; directly or through a
/// local it is bound to. Not flagged: pixel sizes (a size multiplied by the scale for an image
/// download, a `CGContext`, a `CVPixelBuffer`, a Metal drawable), image rendering (a
/// `UIGraphicsImageRendererFormat`'s `scale`, `UIGraphicsBeginImageContextWithOptions`), comparisons
/// (`scale != nativeScale`, Display Zoom), and code with no trait collection at hand (a
/// `static let` in a metrics enum, an image loader).
///
/// `--fix` rewrites `UIScreen.main.scale` to `traitCollection.displayScale` only in a `UIView` or
/// `UIViewController` subclass (where `traitCollection` exists), in instance code outside closures,
/// in a callback UIKit runs with the view's traits resolved (``resolvedTraitCallbacks``): before the
/// view is in a window `displayScale` can be 0, unspecified (WordPress-iOS#25690's review,
/// square/Paralayout#110), and `1 / 0` is no hairline. `nativeScale` has no trait and is not rewritten.
enum ScreenScaleLayout: RuleDefinition {
    static let rule = Rule.screenScaleLayout
    static let checks = NodeChecks(memberAccess: [check])

    /// Properties whose value is the scale content is drawn at for the display it is on.
    static let displayScaleMembers: Set<String> = ["contentsScale", "rasterizationScale", "contentScaleFactor"]

    /// Callbacks UIKit calls with the view's trait collection up to date: the layout pass
    /// ("In viewWillLayoutSubviews, we are guaranteed that our view's size, traits, etc. are up to
    /// date", Apple's AdaptiveElements sample), drawing, trait changes, constraint updates, and
    /// `viewIsAppearing(_:)` (iOS 17: the view is in the hierarchy with up-to-date traits).
    static let resolvedTraitCallbacks: Set<String> = [
        "layoutSubviews()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "draw(_:)", "traitCollectionDidChange(_:)",
        "updateConstraints()", "updateViewConstraints()", "layoutSublayers(of:)", "viewIsAppearing(_:)",
    ]

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.screenScaleLayout) else { return }
        let name = node.declName.baseName.text
        guard name == "scale" || name == "nativeScale", let base = node.base?.unqualifiedPath, isMainScreen(base) else { return }
        guard let kind = context.interfaceKind(of: node), kind != .observable, isLayoutUse(node) else { return }
        // A metrics enum or struct named like a layout (`enum ItemDetailLayout`) has no trait collection.
        if kind == .uikit, let type = node.enclosingTypeName {
            let declarations = context.index.types(named: type)
            if !declarations.isEmpty, !declarations.contains(where: { $0.kind == .class }) { return }
        }
        if kind == .swiftUI {
            context.report(.screenScaleLayout, at: node, detail: "in SwiftUI read @Environment(\\.displayScale)")
            return
        }
        guard name == "scale" else {
            context.report(
                .screenScaleLayout, at: node,
                detail:
                    """
                    no trait has the native scale: for points use displayScale, or the window scene's screen \
                    (view.window?.windowScene?.screen)
                    """
            )
            return
        }
        if let fix = fix(node, in: context) {
            context.report(.screenScaleLayout, at: node, fix: fix)
        } else {
            context.report(
                .screenScaleLayout, at: node,
                detail:
                    """
                    no fix here: read traitCollection.displayScale in layoutSubviews, viewWillLayoutSubviews or on a trait change, where \
                    it is resolved (0 before the view is in a window)
                    """
            )
        }
    }

    /// `UIScreen.main`, or the main screen reached without a scene.
    private static func isMainScreen(_ path: [String]) -> Bool {
        path == ["UIScreen", "main"] || path == ["UIScreen", "mainScreen"] || path == ["UIScreen", "screens", "first"]
            || path == ["UIApplication", "shared", "keyWindow", "screen"]
            || path == ["UIApplication", "shared", "windows", "first", "screen"]
    }

    /// Whether the read (or a local it initialises) is a divisor or a display scale's value.
    private static func isLayoutUse(_ node: MemberAccessExprSyntax) -> Bool {
        let value = outermostValue(node)
        if isDivisor(value) || isDisplayScaleValue(value) { return true }
        // `let scale = UIScreen.main.scale`, then `1 / scale` or `layer.contentsScale = scale`.
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let scope = binding.ancestors.first(where: { $0.is(CodeBlockItemListSyntax.self) })
        else { return false }
        let uses = NameUseFinder(name: local, after: binding.endPosition)
        uses.walk(scope)
        return uses.uses.contains { use in
            let used = outermostValue(use)
            return isDivisor(used) || isDisplayScaleValue(used)
        }
    }

    /// The expression the value is as written: through parentheses, optional chaining,
    /// `CGFloat(...)` / `Double(...)` conversions and a `?? fallback` after it.
    private static func outermostValue(_ node: some ExprSyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
            } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
                list.count == 3, list.first.map({ Syntax($0).id == current.id }) == true,
                list.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                current = Syntax(sequence)
            } else if let tuple = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
                current = Syntax(tuple)
            } else if let call = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.arguments.count == 1, parent.as(LabeledExprSyntax.self)?.label == nil,
                let called = call.calledName, ["CGFloat", "Double", "Float"].contains(called)
            {
                current = Syntax(call)
            } else {
                break
            }
        }
        return current
    }

    /// Whether `value` is on the right of `/` or `/=`.
    private static func isDivisor(_ value: Syntax) -> Bool {
        guard let list = value.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let position = elements.firstIndex(where: { Syntax($0).id == value.id }), position >= 1,
            let op = elements[position - 1].as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return false }
        return op == "/" || op == "/="
    }

    /// Whether `value` is assigned to a layer's `contentsScale` / `rasterizationScale` or a view's
    /// `contentScaleFactor`.
    private static func isDisplayScaleValue(_ value: Syntax) -> Bool {
        guard let list = value.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard elements.count == 3, Syntax(elements[2]).id == value.id, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].trailingNames.last
        else { return false }
        return displayScaleMembers.contains(member)
    }

    /// `--fix`: `UIScreen.main.scale` becomes `traitCollection.displayScale` in a view or view
    /// controller's instance code, outside closures, in a callback where its traits are resolved.
    static func fix(_ node: MemberAccessExprSyntax, in context: FileContext) -> [TextEdit]? {
        // Only `UIScreen.main.scale`: a scene-less path's optional chain (`keyWindow?.screen.scale`)
        // would leave a `??` fallback on a value that is no longer optional.
        guard let base = node.base?.unqualifiedPath, base == ["UIScreen", "main"] || base == ["UIScreen", "mainScreen"],
            let type = node.enclosingTypeName, !node.ancestors.contains(where: { $0.is(ClosureExprSyntax.self) }),
            let function = node.enclosingFunction, resolvedTraitCallbacks.contains(function.fullName),
            !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        else { return nil }
        let lineage = context.index.lineage(of: type)
        guard lineage.contains("UIViewController") || lineage.contains("UIView") else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return [
            TextEdit(
                offset: start, length: node.endPositionBeforeTrailingTrivia.utf8Offset - start, replacement: "traitCollection.displayScale")
        ]
    }
}
