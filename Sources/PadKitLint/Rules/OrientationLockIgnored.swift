import SwiftSyntax

extension Rule {
    /// An orientation requested or locked at run time in a multitasking iPad app.
    public static let orientationLockIgnored = Rule(
        id: "orientation-lock-ignored",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            this app supports iPad multitasking, where iPadOS does not lock or force the interface orientation; on iPad this request does \
            nothing
            """,
        why:
            """
            Apple's documentation of supportedInterfaceOrientations: if the app supports multitasking, the system does not call it, \
            because multitasking apps must support all orientations. A window in Split View, Slide Over or Stage Manager takes the shape \
            the user gives it, so requestGeometryUpdate(.iOS(interfaceOrientations:)) and the older key-value write cannot rotate it \
            either. The linter reads the target's Info.plist: an app that supports iPad, lists all four iPad orientations (or none) and \
            does not set UIRequiresFullScreen is a multitasking app.
            """,
        fix:
            """
            Lay the screen out for any size instead of locking it (size classes, Auto Layout). Keep the lock for iPhone only (inside an \
            idiom check), or, if the screen really cannot work in another orientation, opt out of multitasking with UIRequiresFullScreen \
            (deprecated in iPadOS 26) or, on iPadOS 26, set prefersInterfaceOrientationLocked on the view controller.
            """,
        triggerWords: ["setValue", "requestGeometryUpdate", "supportedInterfaceOrientations", "supportedInterfaceOrientationsFor"],
        examples: RuleExamples(
            flagged: [
                RuleExample(
                    #"""
                    final class Player: UIViewController {
                        override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """#, setting: .multitaskingApp),
                RuleExample(
                    #"""
                    final class Player: UIViewController {
                        func rotate() { ↓view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) }
                    }
                    """#, setting: .multitaskingApp),
                RuleExample(
                    #"""
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        func ↓application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> \#
                    UIInterfaceOrientationMask { .allButUpsideDown }
                    }
                    """#, setting: .multitaskingApp),
            ],
            nearMisses: [
                RuleExample(
                    #"""
                    final class Player: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                    }
                    """#, setting: .multitaskingApp),
                RuleExample(
                    #"""
                    final class Player: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == \#
                    .phone ? .portrait : .all }
                    }
                    """#, setting: .multitaskingApp),
                RuleExample(
                    #"""
                    final class Player: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """#),
            ]
        )
    )
}

/// `orientation-lock-ignored`: an orientation requested or locked at run time in a target whose
/// `Info.plist` makes it a multitasking iPad app (``AppTarget/isMultitaskingIPadApp``):
/// `windowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`, the `UIDevice` key-value write of `"orientation"`,
/// and `supportedInterfaceOrientations` (or the app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)`) returning a constant mask other than `.all`.
///
/// Needs the target's property list and its Swift files in the same run; a file under no
/// property list (``TargetMap``) is not judged. Not flagged: code that only runs on iPhone, masks
/// that depend on a value (the rule cannot tell they lock), the `.all` mask.
enum OrientationLockIgnored: RuleDefinition {
    static let rule = Rule.orientationLockIgnored
    static let checks = NodeChecks(functionCall: [check], functionDecl: [check], variableDecl: [check])

    static func check(_ node: FunctionCallExprSyntax, in context: FileContext) {
        guard context.isEnabled(.orientationLockIgnored), let target = context.target, target.isMultitaskingIPadApp,
            let name = node.calledName
        else { return }
        let request: String
        switch name {
        case "requestGeometryUpdate":
            // Only an orientation request: `.iOS(interfaceOrientations:)`, not a Mac Catalyst or
            // visionOS window frame (`.Mac(systemFrame:)`).
            guard let preferences = node.arguments.first?.expression, context.containsToken("interfaceOrientations", in: preferences) else {
                return
            }
            request = "requestGeometryUpdate"
        case "setValue":
            guard let receiver = node.receiver?.unqualifiedPath,
                receiver == ["UIDevice", "current"] || receiver == ["UIDevice", "currentDevice"],
                node.argument(labeled: "forKey")?.expression.stringLiteralValue == "orientation"
            else { return }
            request = "the orientation key-value write"
        default:
            return
        }
        guard !node.isPhoneOnly(index: context.index) else { return }
        context.report(.orientationLockIgnored, at: node, detail: "\(request); \(target.plistPath) makes this a multitasking iPad app")
    }

    static func check(_ node: VariableDeclSyntax, in context: FileContext) {
        guard context.isEnabled(.orientationLockIgnored), let target = context.target, target.isMultitaskingIPadApp,
            node.bindings.count == 1, let binding = node.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "supportedInterfaceOrientations",
            let accessors = binding.accessorBlock
        else { return }
        var values: [ExprSyntax] = []
        switch accessors.accessors {
        case .getter(let items): values = DeclarationCollector.returnedValues(in: Syntax(items))
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return }
            values = DeclarationCollector.returnedValues(in: Syntax(getter.statements))
        }
        report(values, at: binding.pattern, target: target, in: context)
    }

    static func check(_ node: FunctionDeclSyntax, in context: FileContext) {
        guard context.isEnabled(.orientationLockIgnored), let target = context.target, target.isMultitaskingIPadApp,
            node.fullName == "application(_:supportedInterfaceOrientationsFor:)", let body = node.body
        else { return }
        report(DeclarationCollector.returnedValues(in: Syntax(body.statements)), at: node.name, target: target, in: context)
    }

    /// Reports when every value returned outside iPhone-only code is a constant mask that locks.
    private static func report(_ values: [ExprSyntax], at anchor: some SyntaxProtocol, target: AppTarget, in context: FileContext) {
        let padValues = values.filter { !$0.isPhoneOnly(index: context.index) }
        guard !padValues.isEmpty else { return }
        var masks: [String] = []
        for value in padValues {
            guard let mask = lockedMask(value) else { return }
            masks.append(mask)
        }
        context.report(
            .orientationLockIgnored, at: anchor,
            detail: "returns \(masks.joined(separator: ", ")); \(target.plistPath) makes this a multitasking iPad app")
    }

    /// Masks that lock the interface to fewer than all orientations.
    static let lockingMasks: Set<String> = [
        "portrait", "portraitUpsideDown", "landscape", "landscapeLeft", "landscapeRight", "allButUpsideDown",
    ]

    /// `.portrait`, `[.portrait, .landscapeLeft]`: the mask as written when it is a constant that locks.
    private static func lockedMask(_ expr: ExprSyntax) -> String? {
        if let path = expr.unqualifiedPath, let last = path.last,
            path == ["", last] || path == ["UIInterfaceOrientationMask", last]
        {
            return lockingMasks.contains(last) ? "." + last : nil
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            let names = array.elements.compactMap { element -> String? in
                guard let path = element.expression.unqualifiedPath, let last = path.last,
                    path == ["", last] || path == ["UIInterfaceOrientationMask", last]
                else { return nil }
                return last
            }
            guard names.count == array.elements.count, !names.contains("all"),
                !(Set(names).isSuperset(of: ["portrait", "portraitUpsideDown", "landscape"])),
                !(Set(names).isSuperset(of: ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])),
                !(Set(names).isSuperset(of: ["allButUpsideDown", "portraitUpsideDown"]))
            else { return nil }
            return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
        }
        return nil
    }
}
