import SwiftSyntax

extension Rule {
    /// `statusBarOrientation` and its notifications.
    public static let statusBarOrientation = Rule(
        id: "status-bar-orientation",
        defaultSeverity: .warning,
        input: .swiftSource,
        message: "statusBarOrientation is deprecated since iOS 13 and describes the app, not this window scene",
        why:
            """
            UIApplication.statusBarOrientation and its change notifications were deprecated in iOS 13: an app can show several window \
            scenes, each with its own orientation. Nor is the scene's orientation a layout input any more: WWDC26's \"Modernize your \
            UIKit app\" says interface orientation is no longer useful for layout decisions, since on iPadOS 27 an app's supported \
            orientations are a preference a resizable window ignores, and in iPhone Mirroring an app is always portrait whatever its \
            window's shape.
            """,
        fix:
            """
            For layout, check size classes (traitCollection.horizontalSizeClass) or the view's own size, and react in \
            viewWillTransition(to:with:) or to trait changes. Camera, capture, heading and orientation-lock code that needs the \
            orientation itself reads view.window?.windowScene?.effectiveGeometry.interfaceOrientation.
            """,
        triggerWords: [
            "statusBarOrientation", "didChangeStatusBarOrientationNotification", "willChangeStatusBarOrientationNotification",
            "UIApplicationDidChangeStatusBarOrientation", "UIApplicationWillChangeStatusBarOrientation",
        ],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    let orientation = ↓UIApplication.shared.statusBarOrientation
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: \#
                    ↓UIApplication.didChangeStatusBarOrientationNotification, object: nil)
                    """#),
                RuleExample(
                    #"""
                    import AVFoundation

                    final class CameraViewController: UIViewController {
                        func rotate(_ connection: AVCaptureConnection) {
                            connection.videoOrientation = AVCaptureVideoOrientation(rawValue: \#
                    ↓UIApplication.shared.statusBarOrientation.rawValue) ?? .portrait
                        }
                    }
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    if #available(iOS 13, *) {
                        reload()
                    } else {
                        let orientation = UIApplication.shared.statusBarOrientation
                    }
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.removeObserver(self, name: UIApplication.didChangeStatusBarOrientationNotification, \#
                    object: nil)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let orientation = model.statusBarOrientation
                    """#),
            ]
        )
    )
}

/// `status-bar-orientation`: `UIApplication.shared.statusBarOrientation` and the
/// `didChange`/`willChangeStatusBarOrientationNotification` names, all deprecated in iOS 13.
///
/// Each read of the orientation says what to write instead, by what the code does with it
/// (``OrientationUse``): a layout decision gets the size-class advice of WWDC26 session 278 and
/// no fix, since replacing one orientation with another would keep the layout wrong in a
/// resizable window; a use the linter cannot see (a helper that returns the value) gets both
/// pieces of advice and no fix; a value handed to camera, capture, heading or orientation-lock
/// code is fixed to the scene's `effectiveGeometry.interfaceOrientation`.
///
/// Not flagged: the same API in the `else` of `if #available(iOS 13, *)` (the right fallback),
/// and notification names only passed to `removeObserver`.
enum StatusBarOrientation: RuleDefinition {
    static let rule = Rule.statusBarOrientation
    static let checks = NodeChecks(memberAccess: [check])

    private static let notificationNames: Set<String> = [
        "didChangeStatusBarOrientationNotification", "willChangeStatusBarOrientationNotification",
        "UIApplicationDidChangeStatusBarOrientation", "UIApplicationWillChangeStatusBarOrientation",
    ]

    /// The finding's detail for a read that decides layout.
    static let layoutDetail =
        """
        no fix: for layout, check size classes or the view's size instead; since iPadOS 27 and iPhone Mirroring the interface orientation \
        says nothing about a window's shape
        """

    /// The finding's detail for a read whose use the linter cannot see.
    static let unknownUseDetail =
        """
        no fix: where it decides layout, check size classes or the view's size instead; camera, heading or orientation-lock code reads \
        the window scene's effectiveGeometry.interfaceOrientation
        """

    /// The finding's detail for a read handed to code that needs the orientation itself.
    static let orientationItselfDetail =
        "the code needs the orientation itself: read the window scene's effectiveGeometry.interfaceOrientation"

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        guard context.isEnabled(.statusBarOrientation) else { return }
        let name = node.declName.baseName.text
        if name == "statusBarOrientation" {
            guard let base = node.base?.unqualifiedPath, isApplication(base, at: node) else { return }
        } else if notificationNames.contains(name) {
            guard let base = node.base.map({ $0.unqualifiedPath }) ?? [""],
                base == ["UIApplication"] || base == ["NSNotification", "Name"] || base == ["Notification", "Name"] || base == [""]
            else { return }
            if node.enclosingCallArgumentOwner?.calledName == "removeObserver" { return }
        } else {
            return
        }
        if node.isInFallback(forIOSOlderThan: 13) { return }
        guard name == "statusBarOrientation" else {
            context.report(.statusBarOrientation, at: node)
            return
        }
        switch OrientationUse.of(node) {
        case .orientationItself:
            context.report(.statusBarOrientation, at: node, detail: orientationItselfDetail, fix: fix(node, in: context))
        case .layout:
            context.report(.statusBarOrientation, at: node, detail: layoutDetail)
        case .unknown:
            context.report(.statusBarOrientation, at: node, detail: unknownUseDetail)
        }
    }

    /// `--fix`, for a read handed to code that needs the orientation itself: inside a view
    /// controller (or a view), `UIApplication.shared.statusBarOrientation` becomes its window
    /// scene's `effectiveGeometry.interfaceOrientation`, `.unknown` while it has no window. The
    /// scene's `interfaceOrientation` is deprecated in the iOS 26 SDK ("Use
    /// effectiveGeometry.interfaceOrientation instead"); `effectiveGeometry` needs iOS 16
    /// (`docs/choices.md`). Only in instance code outside closures, where `view` (or `window`)
    /// needs no `self`: elsewhere the fix is not certain.
    static func fix(_ node: MemberAccessExprSyntax, in context: FileContext) -> [TextEdit]? {
        guard let base = node.base?.unqualifiedPath, base.first == "UIApplication",
            let type = node.enclosingTypeName, !node.ancestors.contains(where: { $0.is(ClosureExprSyntax.self) }),
            !(node.enclosingFunction?.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                ?? false)
        else { return nil }
        let lineage = context.index.lineage(of: type)
        let window: String
        if lineage.contains("UIViewController") {
            window = "view.window"
        } else if lineage.contains("UIView") {
            window = "window"
        } else {
            return nil
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return [
            TextEdit(
                offset: start, length: node.endPositionBeforeTrailingTrivia.utf8Offset - start,
                replacement: "(\(window)?.windowScene?.effectiveGeometry.interfaceOrientation ?? .unknown)")
        ]
    }

    /// `UIApplication.shared`, or an `application` parameter typed `UIApplication`.
    private static func isApplication(_ path: [String], at node: some SyntaxProtocol) -> Bool {
        if path == ["UIApplication", "shared"] || path == ["UIApplication", "sharedApplication"] { return true }
        guard path.count == 1, let function = node.enclosingFunction else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == path[0]
                && parameter.type.trimmedText == "UIApplication"
        }
    }
}
