/// One target as the linter can tell it from the files it was given: the folder of an
/// `Info.plist` and the Swift files under it.
///
/// Without an Xcode project, the linter takes the folder that holds an `Info.plist` (or the folder
/// above it, when the plist sits in a folder named like `Supporting Files`, `Resources` or
/// `Config`) as the target's root, and gives each Swift file the target whose root is the deepest
/// folder above it. A file under no such folder has no target, and the rules that need one
/// (``Rule/orientationLockIgnored``) stay silent for it.
struct AppTarget: Sendable, Equatable {
    /// What the property list says the target builds.
    enum Kind: Sendable, Equatable {
        /// An app (iPhone, iPad or both).
        case app
        /// An app extension (`NSExtension`): a widget, a share sheet, a keyboard; never an app window.
        case appExtension
        /// A watchOS app.
        case watch
        /// A test bundle, framework, macOS or tvOS bundle (``InfoPlistBundle``).
        case other
        /// A plist whose package type is a build setting and that has no key only an app's has:
        /// an app's when an app's entry point is among the target's sources.
        case unresolvedApp
    }

    /// The root folder, relative to the lint root (`""` for the root itself).
    let root: String
    /// The property list it was read from.
    let plistPath: String
    /// App, extension or watch app.
    let kind: Kind
    /// Whether iPadOS runs the app in resizable multitasking windows: an app that supports iPad,
    /// does not set `UIRequiresFullScreen`, and supports all four orientations on iPad (the key
    /// absent means all four there).
    let isMultitaskingIPadApp: Bool
    /// Whether the property list declares `UIDeviceFamily` without iPad (2): an iPhone-only app.
    /// Such an app keeps the phone idiom wherever it runs: on iPad in iPhone compatibility mode
    /// or, from iPadOS 27, in a resizable window ("it will still run under the phone user
    /// interface idiom", WWDC26 session 278), and on iPhone Duo's inner display. `false` when the
    /// key is absent: Xcode writes it from `TARGETED_DEVICE_FAMILY` at build time, which only
    /// `padkit lint --project` reads.
    let isIPhoneOnly: Bool

    init(root: String, plistPath: String, kind: Kind, isMultitaskingIPadApp: Bool, isIPhoneOnly: Bool = false) {
        self.root = root
        self.plistPath = plistPath
        self.kind = kind
        self.isMultitaskingIPadApp = isMultitaskingIPadApp
        self.isIPhoneOnly = isIPhoneOnly
    }

    /// Folder names that hold a target's property lists rather than its sources.
    static let supportFolderNames: Set<String> = [
        "Supporting Files", "SupportingFiles", "Support", "Resources", "Config", "Configuration", "Configs", "Plists",
    ]

    /// The target's root for a property list at `plistPath`.
    static func root(forPlistAt plistPath: String) -> String {
        var components = plistPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        if let last = components.last, supportFolderNames.contains(last) { components.removeLast() }
        return components.joined(separator: "/")
    }

    /// Whether the file at `path` (relative to the lint root) is under this target's root.
    func contains(_ path: String) -> Bool {
        root.isEmpty || path.hasPrefix(root + "/")
    }
}

/// The targets of one lint run, found from its property lists.
struct TargetMap: Sendable {
    /// Deepest root first, so the first match is the nearest.
    private let targets: [AppTarget]

    init(_ targets: [AppTarget]) {
        self.targets = targets.sorted { lhs, rhs in
            lhs.root.count != rhs.root.count ? lhs.root.count > rhs.root.count : lhs.plistPath < rhs.plistPath
        }
    }

    static let empty = TargetMap([])

    /// The target the file at `path` belongs to, if any.
    func target(for path: String) -> AppTarget? {
        targets.first { $0.contains(path) }
    }
}
