import SwiftSyntax

/// `device-orientation-notification`: subscribing to `UIDevice.orientationDidChangeNotification`
/// (`addObserver`, Combine's `NotificationCenter.publisher(for:)` and SwiftUI's `.onReceive` of it,
/// `notifications(named:)`, RxSwift's `rx.notification`, `.publisher()` on the name).
///
/// Only in interface code (``SwiftSyntax/SyntaxProtocol/interfaceKind(_:)``): UIKit views and
/// view controllers, SwiftUI views, and the `ObservableObject`s and `@Observable` models they redraw
/// from. Camera and motion code elsewhere rightly follows the device orientation.
///
/// Not flagged: `removeObserver` and `post` with the name; the name alone; iPhone-only code.
enum DeviceOrientationNotificationCheck {
    private static let subscribingCalls: Set<String> = ["addObserver", "publisher", "notifications", "notification"]

    static func check(_ node: MemberAccessExprSyntax, in context: FileContext) {
        let name = node.declName.baseName.text
        guard name == "orientationDidChangeNotification" || name == "UIDeviceOrientationDidChange",
              context.isEnabled(.deviceOrientationNotification) else { return }
        // An implicit member (`.UIDeviceOrientationDidChange`) has the empty base `[""]`.
        guard let base = node.base.map({ $0.unqualifiedPath }) ?? [""] else { return }
        let matches = (name == "orientationDidChangeNotification" && base == ["UIDevice"])
            || (name == "UIDeviceOrientationDidChange" && (base == ["NSNotification", "Name"] || base == ["Notification", "Name"] || base == [""]))
        guard matches else { return }
        var subscribes = false
        if let call = node.enclosingCallArgumentOwner, let called = call.calledName, subscribingCalls.contains(called) {
            subscribes = true
        }
        // `UIDevice.orientationDidChangeNotification.publisher()`
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "publisher",
           member.parent?.is(FunctionCallExprSyntax.self) == true {
            subscribes = true
        }
        guard subscribes, context.interfaceKind(of: node) != nil, !node.isPhoneOnly(index: context.index) else { return }
        context.report(.deviceOrientationNotification, at: node)
    }
}
