import Foundation
import PadKit

/// One storyboard scene or one top-level view or cell of a XIB: its views in document order,
/// its constraints, what installs them per size class, and the bars it is simulated under.
public struct ScreenScene: Sendable {
    /// The scene's id: the view controller's object id in a storyboard (what `--scene` takes and
    /// an app description names), the top-level view's id in a XIB.
    public let id: String
    /// Interface Builder's `sceneID` beside it (storyboards only).
    public let sceneID: String?
    /// The controller's class (its `customClass`, else UIKit's), or in a XIB File's Owner's
    /// `customClass` when its `view` outlet points at this view, else the view's class.
    public let className: String
    /// The line of the controller (or top-level view) element.
    public let line: Int
    /// Every view of the scene in document order, the root view first.
    public let views: [ScreenView]
    /// Every constraint, in document order, placeholders included (they are never installed).
    public let constraints: [ScreenConstraint]
    /// The ids of the views and constraints whose installation varies by size class, with it.
    public let installation: [String: [SizeClassKey: Bool]]
    /// The bars IB simulates around the root view.
    public let bars: SimulatedBars
    /// Whether the root view is a view controller's (it gets the system minimum margins).
    public let isControllerRoot: Bool
    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` ids (files without `useSafeAreas`).
    public let legacyGuides: [String: String]

    /// Makes a scene.
    public init(
        id: String, sceneID: String?, className: String, line: Int, views: [ScreenView], constraints: [ScreenConstraint],
        installation: [String: [SizeClassKey: Bool]], bars: SimulatedBars, isControllerRoot: Bool, legacyGuides: [String: String]
    ) {
        self.id = id
        self.sceneID = sceneID
        self.className = className
        self.line = line
        self.views = views
        self.constraints = constraints
        self.installation = installation
        self.bars = bars
        self.isControllerRoot = isControllerRoot
        self.legacyGuides = legacyGuides
    }

    /// Whether the view or constraint `id` is installed in `traits` (the most specific matching
    /// `<variation>` mask decides; installed when none matches).
    public func isInstalled(_ id: String, in traits: SizeClassPair) -> Bool {
        guard let masks = installation[id] else { return true }
        return SizeClassKey.mostSpecific(masks.keys.sorted(), matching: traits).flatMap { masks[$0] } ?? true
    }
}

/// The bars Interface Builder simulates around a scene's root view: from the scene's navigation
/// and tab relationships in a storyboard, from explicit simulated metrics in a XIB (or a
/// storyboard scene that sets them).
public struct SimulatedBars: Sendable, Hashable {
    /// A navigation bar on top; `translucent: false` makes it opaque, so the root view starts below it.
    public var navigationBar: Bar?
    /// A tab bar or toolbar at the bottom.
    public var bottomBar: Bar?
    /// Whether the status bar is hidden (`<simulatedStatusBarMetrics statusBarStyle=... >` with `hidden`).
    public var statusBarHidden = false
    /// Whether Interface Builder shows the scene presented as a sheet (its simulated size "Page
    /// Sheet" or "Form Sheet": `<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`):
    /// the root view is the sheet's card, below the status bar (``ScreenWindow/designed(_:scene:)``).
    public var presentedAsSheet = false

    /// A simulated bar.
    public struct Bar: Sendable, Hashable {
        /// `tabBar`, `toolbar` or `navigationBar`.
        public var kind: String
        /// Whether the content extends under it.
        public var translucent: Bool
        /// Whether a navigation bar shows its item's large title below itself
        /// (`prefersLargeTitles` with the item's ``PadKit/LargeTitleDisplayMode``).
        public var largeTitle = false

        /// Makes a bar.
        public init(kind: String, translucent: Bool, largeTitle: Bool = false) {
            self.kind = kind
            self.translucent = translucent
            self.largeTitle = largeTitle
        }

        /// The iPad's navigation bar from iOS 12, as Interface Builder shows it: the navigation
        /// controllers of the iPad files of plug-in 14460 to 23721 store their bar 50 pt high below
        /// the status bar (13 bars in Monal, Moonlight, WireGuard and Zotero), and views pinned to
        /// a legacy top layout guide below such a bar sit 74 pt from the top of a 24-pt status bar's
        /// iPad (Monal's web view); the files of 14088 and earlier store 44 (Energy's, Eidolon's).
        /// `docs/sources.md`, "round 15, control".
        static let padBarHeight = 50.0

        /// The first Cocoa Touch plug-in whose iPad navigation bar is ``padBarHeight`` high: Xcode
        /// 10.0's (iOS 12).
        static let padBarVersion = 14283

        /// The height of a bottom toolbar above an iPhone's home indicator, as Interface Builder
        /// shows it (``height(verticalSizeClass:inSheet:liquidGlass:onPad:aboveHomeIndicator:)``).
        static let homeIndicatorToolbarHeight = 49.0

        /// Its height in points (44 for a navigation bar or toolbar, 49 for a tab bar; iOS's
        /// bar heights in UIKit's *Bars* documentation and measured in the simulator), with a
        /// navigation bar's 52-pt large-title row where it shows one
        /// (``PadKit/SystemBarMetrics/largeTitleRowHeight``: 96 in all, as Interface Builder
        /// shows it, `docs/sources.md` "Simulated navigation bars").
        public var height: Double {
            height(verticalSizeClass: .regular)
        }

        /// Its height in a window of `verticalSizeClass`: UIKit shows no large title in compact
        /// height. A navigation bar on a sheet's card (`inSheet`) ends 56 pt below the card's top,
        /// 70 with iOS 26's design (``PadKit/SystemBarMetrics/sheetNavigationBarHeight(design:)``):
        /// Interface Builder stores the bar of the navigation controllers it shows presented as a
        /// sheet at the card's top, 56 high (26 of 28 in the apps read; 108 with a large title), or
        /// in files of Xcode 26 16 pt below it, 54 high (Delta's, Go Map!!'s; `docs/sources.md`,
        /// "habitica: presented navigation stacks as sheets"). With iOS 26's design (`liquidGlass`) a navigation bar is 54 high
        /// (``PadKit/SystemBarMetrics/phoneLiquidGlassNavigationBarHeight``), and Interface
        /// Builder 26 simulates it so: the navigation controllers Xcode 26 saved store their bar
        /// 54 high on every iPhone and iPad (25 of 27 bars in 4 apps, 106 with a large title), and
        /// the views pinned below it sit 10 pt lower than below a 44-pt bar (`docs/sources.md`,
        /// "low: Interface Builder 26's navigation bar").
        ///
        /// `onPad`: a navigation bar Interface Builder 10 to 16 shows on an iPad (plug-in
        /// ``padBarVersion`` to below 24000), 50 high, the height iOS 12 gave the iPad's bar
        /// (``PadKit/SystemBarMetrics``' table).
        ///
        /// `aboveHomeIndicator`: a toolbar Interface Builder shows at the bottom of an iPhone with a
        /// home indicator (a bottom safe-area inset) in regular height is 49 high, a tab bar's
        /// height, not 44: the bottom toolbars stored on such iPhones are 49 high (DuckDuckGo's
        /// `Main.storyboard`, plug-in 22130; Siskin IM's two navigation-controller toolbars,
        /// 20020), and the views pinned to the safe area above a simulated one end 49 pt above
        /// it (`docs/sources.md`, "round 19, stack: a toolbar above the home indicator").
        public func height(
            verticalSizeClass: UserInterfaceSizeClass, inSheet: Bool = false, liquidGlass: Bool = false, onPad: Bool = false,
            aboveHomeIndicator: Bool = false
        ) -> Double {
            // A tab bar is 32 high in compact height, as UIKit's
            // (``PadKit/SystemBarMetrics/tabBarHeight(idiom:verticalSizeClass:os:build:)``).
            if kind == "tabBar" { return verticalSizeClass == .compact ? SystemBarMetrics.compactHeightBarHeight : 49 }
            if kind == "toolbar", aboveHomeIndicator, verticalSizeClass != .compact { return Self.homeIndicatorToolbarHeight }
            let bar: Double
            if kind != "navigationBar" {
                bar = 44
            } else if inSheet {
                bar = SystemBarMetrics.sheetNavigationBarHeight(design: liquidGlass ? .liquidGlass : .classic)
            } else if liquidGlass {
                bar = SystemBarMetrics.phoneLiquidGlassNavigationBarHeight
            } else {
                bar = onPad ? Self.padBarHeight : 44
            }
            return largeTitle && verticalSizeClass != .compact ? bar + SystemBarMetrics.largeTitleRowHeight : bar
        }
    }

    /// No bars.
    public static let none = SimulatedBars()
}

/// Something read but not laid out: a construct PadKit does not model, a reference it cannot
/// follow, bad input. `path` is a JSON path into `padkit layout screens`' output.
public struct ScreenUnresolved: Sendable, Hashable {
    /// Where in the output the problem belongs (`files[0].scenes[2]`).
    public var path: String
    /// What is not laid out and why, with the remedy where there is one.
    public var reason: String
    /// `file:line`.
    public var source: String
}

/// One Interface Builder file read for layout.
public struct ScreenFile: Sendable {
    /// The path as given (or relative to the project).
    public let file: String
    /// What the file is viewed as in Interface Builder, `nil` for a document that is not iOS.
    public let designedFor: DesignDevice?
    /// The orientation IB shows it in.
    public let designedOrientation: String
    /// Whether the file uses safe-area layout guides (`useSafeAreas="YES"`).
    public let usesSafeAreas: Bool
    /// The scenes, in document order.
    public let scenes: [ScreenScene]
    /// What was read but is not laid out, with `path` relative to this file (`scenes[1]...`).
    public let unresolved: [ScreenUnresolved]
    /// Image sizes from `<resources>`, by name.
    public let imageSizes: [String: CGSize]
    /// Interface Builder's version: the `IBCocoaTouchPlugin` dependency's major number, else
    /// `toolsVersion`'s (Xcode 26 writes 24000 and later).
    public var toolsVersion = 0
    /// A storyboard's controllers that have no Interface Builder views, by object id, with their
    /// element (`hostingController`, or a `tableViewController` whose view UIKit makes).
    public var controllersWithoutViews: [String: String] = [:]
    /// Whether Interface Builder lays the file out with iOS 26's controls (Xcode 26 and later).
    public var designedWithLiquidGlass: Bool { toolsVersion >= 24000 }
    /// Whether Interface Builder laid the file out with iOS 10's UIKit or earlier (Xcode 8 and
    /// before: plug-in below 13000; Xcode 9's plug-in, 13000 and later, shows iOS 11), whose
    /// views had no system minimum margins: a cell's content view kept UIView's 8 pt on every side.
    /// A file with no version read (0) is not taken for an old one.
    public var designedBeforeSystemMargins: Bool { (1..<13000).contains(toolsVersion) }
    /// The text size Interface Builder laid the file's text styles out at (xSmall in Xcode 12.4 to 13).
    public var designedContentSizeCategory: ContentSizeCategory { .designed(toolsVersion: toolsVersion) }

    /// Makes a file.
    public init(
        file: String, designedFor: DesignDevice?, designedOrientation: String, usesSafeAreas: Bool, scenes: [ScreenScene],
        unresolved: [ScreenUnresolved], imageSizes: [String: CGSize]
    ) {
        self.file = file
        self.designedFor = designedFor
        self.designedOrientation = designedOrientation
        self.usesSafeAreas = usesSafeAreas
        self.scenes = scenes
        self.unresolved = unresolved
        self.imageSizes = imageSizes
    }
}
