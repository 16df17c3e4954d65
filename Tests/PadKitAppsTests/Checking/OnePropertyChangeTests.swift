import PadKit
import PadKitApps
import Testing

/// A description changed one property at a time, and the words the check prints for it.
@Suite("matrix --expect: one property changed at a time")
struct OnePropertyChangeTests {
    /// A split app that multitasks, rotates freely, runs on iPhone and iPad, its Info.plist keys
    /// read from `App/Info.plist` and its root set at `App/SceneDelegate.swift:21`, as
    /// `padkit app init --project` describes such an app.
    static func base() -> AppDescription {
        let split = SplitDescription(
            style: .doubleColumn, primary: ControllerDescription(.navigation([ControllerDescription(title: "List")])),
            secondary: ControllerDescription(.navigation([ControllerDescription(title: "Detail")])))
        let plist = AppInfoPlist(
            values: InfoPlist(supportedInterfaceOrientations: .all, deviceFamily: [1, 2]),
            sources: [
                AppInfoPlist.KeySource(key: "UIDeviceFamily", source: "App/App.xcconfig:4"),
                AppInfoPlist.KeySource(key: "UISupportedInterfaceOrientations", source: "App/Info.plist"),
            ])
        return AppDescription(
            name: "Notes", infoPlist: plist, root: ControllerDescription(.split(split), source: "App/SceneDelegate.swift:21"))
    }

    /// One property changed, the description change it makes, and the first placement change
    /// (`nil`: no placement changes; PadKit reports nothing that property decides).
    struct Variant: CustomTestStringConvertible, Sendable {
        let name: String
        let change: @Sendable (inout AppDescription) -> Void
        let described: String
        let first: String?
        let count: Int
        var testDescription: String { name }
    }

    /// A key added to the Info.plist file.
    static func key(
        _ key: String, _ described: String, _ first: String?, count: Int, _ change: @escaping @Sendable (inout AppInfoPlist) -> Void
    ) -> Variant {
        Variant(
            name: key,
            change: { description in
                change(&description.infoPlist)
                if !description.infoPlist.sources.contains(where: { $0.key == key }) {
                    description.infoPlist.sources.append(AppInfoPlist.KeySource(key: key, source: "App/Info.plist"))
                }
            }, described: described, first: first, count: count)
    }

    static func split(
        _ name: String, _ described: String, _ first: String?, count: Int, _ change: @escaping @Sendable (inout SplitDescription) -> Void
    ) -> Variant {
        Variant(
            name: name,
            change: { description in
                guard case .split(var split) = description.root.kind else { return }
                change(&split)
                description.root.kind = .split(split)
            }, described: "root.split.\(name) " + described + " in App/SceneDelegate.swift:21", first: first, count: count)
    }

    static let sceneDelegate = " in App/SceneDelegate.swift:21"

    static let variants: [Variant] = [
        key(
            "UIRequiresFullScreen", "UIRequiresFullScreen added in App/Info.plist",
            "ipad-pro-11-inch-m4 portrait: Split View and Slide Over no longer offered: UIRequiresFullScreen added in App/Info.plist",
            count: 6
        ) {
            $0.values.requiresFullScreen = true
        },
        // A full-screen app gets no rows in an orientation its Info.plist leaves out.
        key(
            "UISupportedInterfaceOrientations~ipad",
            "UISupportedInterfaceOrientations~ipad added (landscapeLeft, landscapeRight) in App/Info.plist",
            "ipad-pro-11-inch-m4 portrait: full screen, Split View and Slide Over no longer offered: UISupportedInterfaceOrientations~ipad added (landscapeLeft, landscapeRight) in App/Info.plist",
            count: 6
        ) { $0.values.supportedInterfaceOrientationsPad = [.landscapeLeft, .landscapeRight] },
        key(
            "UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations~iphone added (portrait) in App/Info.plist",
            "iphone-16 landscape: full screen no longer offered: UISupportedInterfaceOrientations~iphone added (portrait) in App/Info.plist",
            count: 2
        ) {
            $0.values.supportedInterfaceOrientationsPhone = .portrait
        },
        key(
            "UISupportedInterfaceOrientations",
            "UISupportedInterfaceOrientations now portrait, landscapeLeft, landscapeRight (was all four) in App/Info.plist",
            "ipad-pro-11-inch-m4 portrait: Split View and Slide Over no longer offered: UISupportedInterfaceOrientations now portrait, landscapeLeft, landscapeRight (was all four) in App/Info.plist",
            count: 6
        ) { $0.values.supportedInterfaceOrientations = .allButUpsideDown },
        key(
            "UIDeviceFamily", "UIDeviceFamily now [1] (was [1, 2]) in App/App.xcconfig:4",
            "ipad-pro-11-inch-m4 portrait: full screen, Split View and Slide Over no longer offered; iPhone compatibility mode now offered: UIDeviceFamily now [1] (was [1, 2]) in App/App.xcconfig:4",
            count: 6
        ) { $0.values.deviceFamily = [1] },
        key(
            "UIDeviceFamily", "UIDeviceFamily now [2] (was [1, 2]) in App/App.xcconfig:4",
            "iphone-16 portrait: full screen no longer offered: UIDeviceFamily now [2] (was [1, 2]) in App/App.xcconfig:4", count: 4
        ) { $0.values.deviceFamily = [2] },
        // PadKit reads the key (app check prints it) but no placement depends on it before iPadOS 26's windows.
        key(
            "UIApplicationSceneManifest", "UIApplicationSceneManifest added (UIApplicationSupportsMultipleScenes true) in App/Info.plist",
            nil, count: 0
        ) {
            $0.values.sceneManifest = SceneManifest(supportsMultipleScenes: true)
        },
        split(
            "style", "now tripleColumn (was doubleColumn)",
            "ipad-pro-11-inch-m4 landscape full: split behavior displace (was tile); secondary column 835 pt (was 890 pt); visible columns supplementary+secondary (was primary+secondary): "
                + "root.split.style now tripleColumn (was doubleColumn) in App/SceneDelegate.swift:21; root.split.supplementary added (a view controller) in App/SceneDelegate.swift:21",
            count: 3
        ) {
            $0.style = .tripleColumn; $0.supplementary = ControllerDescription(title: "Middle")
        },
        split(
            "preferredDisplayMode", "now secondaryOnly (was unset)",
            "ipad-pro-11-inch-m4 landscape full: display mode secondaryOnly (was oneBesideSecondary); secondary column 1210 pt (was 890 pt); visible columns secondary (was primary+secondary): "
                + "root.split.preferredDisplayMode now secondaryOnly (was unset)" + sceneDelegate, count: 3
        ) { $0.preferredDisplayMode = .secondaryOnly },
        split(
            "preferredSplitBehavior", "now overlay (was unset)",
            "ipad-pro-11-inch-m4 landscape full: display mode secondaryOnly (was oneBesideSecondary); split behavior overlay (was tile); secondary column 1210 pt (was 890 pt); "
                + "visible columns secondary (was primary+secondary): root.split.preferredSplitBehavior now overlay (was unset)"
                + sceneDelegate, count: 3
        ) {
            $0.preferredSplitBehavior = .overlay
        },
        split(
            "preferredPrimaryColumnWidthFraction", "now 0.4 (was unset)",
            "ipad-pro-13-inch-m4 landscape half: primary column 273.2 pt (was 320 pt): root.split.preferredPrimaryColumnWidthFraction now 0.4 (was unset)"
                + sceneDelegate,
            count: 3
        ) { $0.columnWidths.preferredPrimaryColumnWidthFraction = 0.4 },
        // Wider than the automatic maximum (UIKit clamps the preferred width between the minimum and maximum).
        split("preferredPrimaryColumnWidth", "now 400 (was unset)", nil, count: 0) { $0.columnWidths.preferredPrimaryColumnWidth = 400 },
        split(
            "minimumPrimaryColumnWidth", "now 380 (was unset)",
            "ipad-pro-11-inch-m4 portrait full: primary column 380 pt (was 320 pt): root.split.minimumPrimaryColumnWidth now 380 (was unset)"
                + sceneDelegate, count: 11
        ) {
            $0.columnWidths.minimumPrimaryColumnWidth = 380
        },
        split(
            "maximumPrimaryColumnWidth", "now 250 (was unset)",
            "ipad-pro-11-inch-m4 portrait full: primary column 250 pt (was 320 pt): root.split.maximumPrimaryColumnWidth now 250 (was unset)"
                + sceneDelegate, count: 11
        ) {
            $0.columnWidths.maximumPrimaryColumnWidth = 250
        },
        // Gestures, the edge, the buttons and what collapses onto what change no window, width or visible column.
        split("presentsWithGesture", "now false (was unset)", nil, count: 0) { $0.presentsWithGesture = false },
        split("primaryEdge", "now trailing (was unset)", nil, count: 0) { $0.primaryEdge = .trailing },
        split("displayModeButtonVisibility", "now never (was unset)", nil, count: 0) { $0.displayModeButtonVisibility = .never },
        split("showsSecondaryOnlyButton", "now true (was unset)", nil, count: 0) { $0.showsSecondaryOnlyButton = true },
        split("delegate.collapseSecondaryOntoPrimary", "now false (was unset)", nil, count: 0) {
            $0.delegate = SplitDelegateDescription(collapseSecondaryOntoPrimary: false)
        },
        Variant(
            name: "root kind", change: { $0.root.kind = .navigation([ControllerDescription(title: "List")]) },
            described: "root is now a navigation controller (was a split view controller (doubleColumn))" + sceneDelegate,
            first:
                "ipad-pro-11-inch-m4 portrait: no split view controller on screen any more: root is now a navigation controller (was a split view controller (doubleColumn))"
                + sceneDelegate, count: 10),
        Variant(
            name: "root supportedInterfaceOrientations", change: { $0.root.supportedInterfaceOrientations = .portrait },
            described: "root.supportedInterfaceOrientations now [\"portrait\"] (was unset)" + sceneDelegate,
            first:
                "iphone-16 landscape full: landscape no longer allowed: root.supportedInterfaceOrientations now [\"portrait\"] (was unset)"
                + sceneDelegate, count: 2),
    ]

    @Test("the words of each change, and its cause", arguments: variants)
    func words(variant: Variant) throws {
        let recorded = Self.base()
        var now = recorded
        variant.change(&now)
        let comparison = try MatrixRows.compare(recorded: recorded, now: now)
        #expect(comparison.descriptionChanges.first?.description == variant.described)
        #expect(comparison.appChanges.first?.description == variant.first)
        #expect(comparison.appChanges.count == variant.count)
        // The description did not change for PadKit: nothing of PadKit's.
        #expect(comparison.padkitChanges.isEmpty)
        // Every change is traced to the property changed, and to nothing else.
        for change in comparison.appChanges {
            #expect(!change.causes.isEmpty && change.causes.allSatisfy { comparison.descriptionChanges.contains($0) })
        }
    }
}
