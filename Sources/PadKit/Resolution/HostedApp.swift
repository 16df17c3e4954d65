/// What of the app in a window decides the window itself: whether it is an iPhone-only app and
/// what it is built with. Everything else an app is (its controllers, its Info.plist's
/// orientations) acts inside the window, not on it.
public struct HostedApp: Sendable, Hashable {
    /// Whether the app is iPhone-only (`UIDeviceFamily` `[1]`): on an iPad it gets the
    /// compatibility-mode window before iPadOS 27 (``WindowMode/iPhoneCompatibility(osVersion:)``)
    /// and the iPad's windows with an iPhone's traits from 27 (``Placement/hostingIPhoneApp()``).
    public var isIPhoneOnly: Bool
    /// What the app is built with: the SDK and `UIDesignRequiresCompatibility`, which decide the
    /// compatibility design (``WindowControls/usesCompatibilityDesign(build:osVersion:)``).
    public var build: AppBuild
    /// The app's preferred scene size (`UISceneSizeRestrictions`), which iPadOS applies to its
    /// resizable windows (``SceneSizeRestrictions/applied(to:setting:)``); `nil` when it sets none.
    public var sizeRestrictions: SceneSizeRestrictions?
    /// The window-control style its scene delegate asks for (``WindowingControlStyle``).
    public var windowingControlStyle: WindowingControlStyle
    /// Its status bar at launch (``StatusBarAppearance``).
    public var statusBar: StatusBarAppearance

    /// Describes an app.
    public init(
        isIPhoneOnly: Bool = false, build: AppBuild = .unknown, sizeRestrictions: SceneSizeRestrictions? = nil,
        windowingControlStyle: WindowingControlStyle = .automatic, statusBar: StatusBarAppearance = .shown
    ) {
        self.isIPhoneOnly = isIPhoneOnly
        self.build = build
        self.sizeRestrictions = sizeRestrictions
        self.windowingControlStyle = windowingControlStyle
        self.statusBar = statusBar
    }

    /// An app nothing is known of: a universal app built with the SDK of the OS it runs on.
    public static let unknown = HostedApp()
}
