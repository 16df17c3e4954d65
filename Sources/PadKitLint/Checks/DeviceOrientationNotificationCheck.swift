import SwiftSyntax

/// `device-orientation-notification`: subscribing to `UIDevice.orientationDidChangeNotification`
/// (`addObserver`, Combine's `publisher(for:)`, `notifications(named:)`, RxSwift's `rx.notification`).
///
/// Only in views, view controllers, cells and windows (``SwiftSyntax/SyntaxProtocol/isInInterfaceType``):
/// camera and motion code elsewhere rightly follows the device orientation.
///
/// Not flagged: `removeObserver` and `post` with the name; the name alone.
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
        guard matches, let call = node.enclosingCallArgumentOwner, let called = call.calledName,
              subscribingCalls.contains(called), node.isInInterfaceType else { return }
        context.report(.deviceOrientationNotification, at: node)
    }
}
