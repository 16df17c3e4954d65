import PadKit

/// What UIKit needs to know about an app to run it on every iPad and iPhone, in UIKit's own words:
/// its Info.plist keys, the controller tree its window starts with, and the presentations it makes.
///
/// A description is data. ``AppDescriptionReader`` reads one from JSON (a file, or a scenario's
/// inline `"app"` object) and reports every problem with its JSON path; ``RunnableApp`` builds the
/// twin's controllers from it. It is also `Codable`, so a test in an app's own package can build
/// one in Swift and encode it, and decoding goes through the same checks as reading a file.
///
/// ```json
/// { "name": "Mail", "deploymentTarget": "16.0",
///   "infoPlist": { "UIRequiresFullScreen": false, "UIDeviceFamily": [1, 2] },
///   "root": { "tabs": [ { "title": "Inbox", "split": { "style": "doubleColumn",
///       "primary": { "navigation": [ { "title": "Mailboxes" } ] },
///       "secondary": { "navigation": [ { "title": "Message" } ] } } } ] },
///   "presentations": { "Compose": { "style": "formSheet" } } }
/// ```
public struct AppDescription: Sendable, Hashable {
    /// The app's name (traces print it as the app).
    public var name: String
    /// One line on what the app shows (`padkit simulate --help` lists it for built-in apps).
    public var summary: String?
    /// The oldest OS the app runs on (`IPHONEOS_DEPLOYMENT_TARGET`); scenarios may not start older.
    public var deploymentTarget: OSVersion?
    /// The SDK the app is built with (`"sdk": "27.0"`); `nil` when unknown. What UIKit decides by
    /// the SDK rather than by the OS is decided only when it is given: an app built with the iOS 27
    /// SDK without a scene manifest does not launch on iOS 27 (``RunnableApp/launchRefusal(osVersion:)``).
    public var sdk: OSVersion?
    /// The Info.plist keys that decide multitasking, orientation and device family.
    public var infoPlist: AppInfoPlist
    /// The app's preferred scene sizes (`"sizeRestrictions": {"minimumSize": {"width": 500,
    /// "height": 0}}`, `UISceneSizeRestrictions`), which clamp its resizable windows
    /// (``PadKit/SceneSizeRestrictions``); `nil` when it sets none.
    public var sizeRestrictions: SceneSizeRestrictions?
    /// The window-control style its scene delegate returns from
    /// `preferredWindowingControlStyle(for:)` (`"windowingControlStyle": "minimal"`); `.automatic`
    /// when it does not implement it.
    public var windowingControlStyle: WindowingControlStyle
    /// Where the Info.plist keys were read from when the description names a real Info.plist
    /// (`infoPlistPath`, relative to the description file).
    public var infoPlistPath: String?
    /// The window's root view controller.
    public var root: ControllerDescription
    /// Presentations the app makes, by name, so scenarios can say `{"present": "Compose"}`.
    public var presentations: [NamedPresentation]
    /// Where the description itself came from (a project, a storyboard), for generated descriptions.
    public var source: String?
    /// What a generated description could not determine, with the reason; never guessed.
    public var unresolved: [UnresolvedItem]
    /// The folder the description's relative paths (`"storyboard"`, `"nib"`) start from: the
    /// description file's, or the project's for a description read from a project; `nil` for a
    /// description from JSON text alone (its Interface Builder files are then not loaded).
    /// Not part of the JSON, nor of what makes two descriptions equal: the same description read
    /// from two folders is the same app.
    public var baseDirectory: String? {
        get { folder.path }
        set { folder.path = newValue }
    }
    private var folder = DescriptionFolder()

    /// Makes an app description from its parts; what is not given takes its default.
    public init(
        name: String, summary: String? = nil, deploymentTarget: OSVersion? = nil, sdk: OSVersion? = nil,
        infoPlist: AppInfoPlist = AppInfoPlist(), sizeRestrictions: SceneSizeRestrictions? = nil,
        windowingControlStyle: WindowingControlStyle = .automatic, infoPlistPath: String? = nil, root: ControllerDescription,
        presentations: [NamedPresentation] = [],
        source: String? = nil, unresolved: [UnresolvedItem] = []
    ) {
        self.name = name
        self.summary = summary
        self.deploymentTarget = deploymentTarget
        self.sdk = sdk
        self.infoPlist = infoPlist
        self.sizeRestrictions = sizeRestrictions
        self.windowingControlStyle = windowingControlStyle
        self.infoPlistPath = infoPlistPath
        self.root = root
        self.presentations = presentations
        self.source = source
        self.unresolved = unresolved
    }

    /// The presentation called `name`, or `nil`.
    public func presentation(named name: String) -> NamedPresentation? {
        presentations.first { $0.name == name }
    }
}

/// Where a description's relative paths start from, kept out of its equality and hash.
private struct DescriptionFolder: Sendable, Hashable {
    var path: String?
    static func == (lhs: DescriptionFolder, rhs: DescriptionFolder) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
