import SwiftSyntax

extension Rule {
    /// `UIDevice.orientationDidChangeNotification` observed for interface changes.
    public static let deviceOrientationNotification = Rule(
        id: "device-orientation-notification",
        defaultSeverity: .warning,
        input: .swiftSource,
        message:
            """
            orientationDidChangeNotification fires for face up/face down and several times when returning to the foreground; it is not an \
            interface-size change
            """,
        why:
            """
            UIDevice.orientationDidChangeNotification posts whenever the device orientation changes, including face up and face down, and \
            again when the app returns to the foreground; it does not post when the window is resized (Split View, Stage Manager), which \
            changes the layout just as much. Layout should follow the size and trait changes UIKit sends to the view controller.
            """,
        fix:
            """
            Override viewWillTransition(to:with:) (size) or traitCollectionDidChange / registerForTraitChanges (size class) in the view \
            controller that lays out.
            """,
        triggerWords: ["orientationDidChangeNotification", "UIDeviceOrientationDidChange"],
        examples: RuleExamples(
            flagged: [
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: \#
                    ↓UIDevice.orientationDidChangeNotification, object: nil)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.publisher(for: ↓UIDevice.orientationDidChangeNotification).sink { _ in self.reload() \#
                    }.store(in: &bag)
                    """#),
            ],
            nearMisses: [
                RuleExample.inViewDidLoad(
                    #"""
                    NotificationCenter.default.removeObserver(self, name: UIDevice.orientationDidChangeNotification, object: nil)
                    """#),
                RuleExample.inViewDidLoad(
                    #"""
                    let name = UIDevice.orientationDidChangeNotification
                    """#),
                RuleExample(
                    #"""
                    import CoreMotion

                    final class MotionTracker {
                        func start() {
                            NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: \#
                    UIDevice.orientationDidChangeNotification, object: nil)
                        }
                    }
                    """#),
            ]
        )
    )
}

/// `device-orientation-notification`: subscribing to `UIDevice.orientationDidChangeNotification`
/// (`addObserver`, Combine's `NotificationCenter.publisher(for:)` and SwiftUI's `.onReceive` of it,
/// `notifications(named:)`, RxSwift's `rx.notification`, `.publisher()` on the name).
///
/// Only in interface code (``SwiftSyntax/SyntaxProtocol/interfaceKind(_:)``): UIKit views and
/// view controllers, SwiftUI views, and the `ObservableObject`s and `@Observable` models they redraw
/// from. Camera and motion code elsewhere rightly follows the device orientation.
///
/// Not flagged: `removeObserver` and `post` with the name; the name alone; iPhone-only code.
enum DeviceOrientationNotification: RuleDefinition {
    static let rule = Rule.deviceOrientationNotification
    static let checks = NodeChecks(memberAccess: [check])

    private static let subscribingCalls: Set<String> = ["addObserver", "publisher", "notifications", "notification"]

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        let name = node.declName.baseName.text
        guard name == "orientationDidChangeNotification" || name == "UIDeviceOrientationDidChange",
            context.isEnabled(.deviceOrientationNotification)
        else { return }
        // An implicit member (`.UIDeviceOrientationDidChange`) has the empty base `[""]`.
        guard let base = node.base.map({ $0.unqualifiedPath }) ?? [""] else { return }
        let matches =
            (name == "orientationDidChangeNotification" && base == ["UIDevice"])
            || (name == "UIDeviceOrientationDidChange"
                && (base == ["NSNotification", "Name"] || base == ["Notification", "Name"] || base == [""]))
        guard matches else { return }
        var subscribes = false
        if let call = node.enclosingCallArgumentOwner, let called = call.calledName, subscribingCalls.contains(called) {
            subscribes = true
        }
        // `UIDevice.orientationDidChangeNotification.publisher()`
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "publisher",
            member.parent?.is(FunctionCallExprSyntax.self) == true
        {
            subscribes = true
        }
        guard subscribes, context.interfaceKind(of: node) != nil, !node.isPhoneOnly(index: context.index) else { return }
        context.report(.deviceOrientationNotification, at: node)
    }
}
