/// The view controller UIKit asks for its supported orientations: the window's root view
/// controller or the topmost presented controller that fills the window (sheets and popovers
/// don't count; `supportedInterfaceOrientations` documentation).
///
/// Containers do not consult their children: "UINavigationController does not consult its
/// stack" (UINavigationController documentation, "Supported interface orientations"; iOS 6
/// release notes: "iOS containers … do not consult their children"). A container asks its
/// delegate (`navigationControllerSupportedInterfaceOrientations`,
/// `tabBarControllerSupportedInterfaceOrientations`,
/// `splitViewControllerSupportedInterfaceOrientations`) and otherwise uses the idiom default.
public struct OrientationAuthority: Sendable, Hashable {
    /// Which kind of controller answers.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A plain view controller: its own `supportedInterfaceOrientations`.
        case viewController
        /// A navigation controller: its delegate's answer, else the idiom default (it does not ask its stack).
        case navigationController
        /// A tab bar controller: its delegate's answer, else the idiom default (see docs/choices.md).
        case tabBarController
        /// A split view controller: its delegate's answer, else the idiom default.
        case splitViewController
    }

    /// The controller's kind.
    public var kind: Kind
    /// A name for messages (its class or title), as UIKit names it in exceptions.
    public var name: String
    /// What an override of `supportedInterfaceOrientations` returns; `nil` when not overridden.
    public var supportedInterfaceOrientations: InterfaceOrientationMask?
    /// What the container's delegate method returns; `nil` when the delegate does not implement it.
    /// Ignored for a plain view controller.
    public var delegateSupportedInterfaceOrientations: InterfaceOrientationMask?
    /// `shouldAutorotate` (default `true`; not consulted from iOS 16).
    public var shouldAutorotate: Bool

    /// Makes an authority for one controller.
    public init(
        kind: Kind = .viewController, name: String = "UIViewController",
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        delegateSupportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        shouldAutorotate: Bool = true
    ) {
        self.kind = kind
        self.name = name
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.delegateSupportedInterfaceOrientations = delegateSupportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
    }

    /// The default `supportedInterfaceOrientations`: `.all` on the iPad idiom, `.allButUpsideDown`
    /// on the iPhone idiom (`supportedInterfaceOrientations` documentation). UITabBarController's
    /// default is not documented (**[UNCONFIRMED]**, `docs/choices.md`); PadKit
    /// gives it the same idiom default as the other containers.
    public static func defaultOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
        idiom == .phone ? .allButUpsideDown : .all
    }

    /// The mask this controller answers with, and why.
    func answer(idiom: UserInterfaceIdiom) -> (mask: InterfaceOrientationMask, reason: String) {
        if let override = supportedInterfaceOrientations {
            return (override, "\(name).supportedInterfaceOrientations returns [\(override)]")
        }
        if kind != .viewController, let delegateMask = delegateSupportedInterfaceOrientations {
            return (delegateMask, "\(name)'s delegate \(delegateMethod) returns [\(delegateMask)]")
        }
        let mask = Self.defaultOrientations(for: idiom)
        let unconfirmed = kind == .tabBarController ? " [UNCONFIRMED for UITabBarController]" : ""
        return (mask, "\(name) uses the \(idiom) default [\(mask)]\(unconfirmed)")
    }

    private var delegateMethod: String {
        switch kind {
        case .viewController: return ""
        case .navigationController: return "navigationControllerSupportedInterfaceOrientations(_:)"
        case .tabBarController: return "tabBarControllerSupportedInterfaceOrientations(_:)"
        case .splitViewController: return "splitViewControllerSupportedInterfaceOrientations(_:)"
        }
    }
}
