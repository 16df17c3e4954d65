import Foundation
import PadKit

/// A window a scene is laid out in: the as-designed window of the file's `<device>`, or a
/// placement PadKit resolved (device, orientation, mode, OS) or a free-form window.
public struct ScreenWindow: Sendable, Hashable {
    /// Whether this is the as-designed window (IB's device, no mode).
    public var designed: Bool
    /// IB's device id (designed) or PadKit's device id.
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The window mode's id, `nil` as designed.
    public var mode: String?
    /// The multitasking setting that offers the window, if any.
    public var multitasking: String?
    /// The OS version, `nil` as designed.
    public var osVersion: String?
    /// The window's size in points.
    public var size: CGSize
    /// The window's safe-area insets.
    public var safeArea: EdgeInsets
    /// The window's size classes (they select the installed views and constraints).
    public var sizeClasses: SizeClassPair
    /// Pixels per point (frames are rounded to its pixel grid, as UIKit rounds them).
    public var scale: Double
    /// Whether ``size`` and ``safeArea`` are the root view's own, as a container gave them in
    /// the twin (``inController(size:safeArea:sizeClasses:in:)``), rather than the window's
    /// with Interface Builder's simulated bars still to take off.
    public private(set) var isRootViewGiven = false
    /// Where the window controls are (iPadOS 26+ windows that have them), in the window's coordinates.
    public var windowControls: CGRect?

    /// Makes a window.
    public init(
        designed: Bool, device: String, orientation: String, mode: String?, multitasking: String?, osVersion: String?, size: CGSize,
        safeArea: EdgeInsets, sizeClasses: SizeClassPair, scale: Double
    ) {
        self.designed = designed
        self.device = device
        self.orientation = orientation
        self.mode = mode
        self.multitasking = multitasking
        self.osVersion = osVersion
        self.size = size
        self.safeArea = safeArea
        self.sizeClasses = sizeClasses
        self.scale = scale
    }

    /// The root view of a controller the twin laid out: its bounds' size, its safe area (the
    /// window's, the bars' and what the container adds) and the size classes of the trait
    /// collection the controller sees, in `window`'s placement.
    public static func inController(
        size: CGSize, safeArea: EdgeInsets, sizeClasses: SizeClassPair, in window: ScreenWindow
    ) -> ScreenWindow {
        var view = window
        view.size = size
        view.safeArea = safeArea
        view.sizeClasses = sizeClasses
        view.isRootViewGiven = true
        return view
    }

    /// The as-designed window of a file: its `<device>` in its orientation.
    ///
    /// A storyboard or XIB whose Cocoa Touch plug-in is 14800 to below 21600 (Interface Builder
    /// 10.2 to 14.1; the versions seen run from 14824 to 21505) is shown without a status bar on
    /// the devices whose status bar is 20 pt, iPhones and iPads with a Home button alike (no
    /// safe-area top; a notch's inset stays). Read from the views pinned to the safe area's top in
    /// the real apps' files on those iPhones: in that range 20 of 20 storyboards and 26 of 27 XIBs
    /// have them at 0 (or 44 under a navigation bar); from 21600, 10 of 11 storyboards and 8 of 9
    /// XIBs at 20 (or 64); before 14800, all 18 storyboards and 8 of 12 XIBs at 20
    /// (`docs/sources.md`). The one iPad file of that range with views pinned there, Code App's
    /// `ipad9_7` launch screen (18093), has them at 0 too; the iPad files of later versions at 20
    /// (`docs/sources.md`, "low: a stack view at a XIB's root, short XIB views' safe area, iPads without a status bar").
    ///
    /// Before plug-in 14800, a root view no taller than the landscape screen is shown without a
    /// status bar too (``fitsLandscapeBeforeXcode10_2(_:device:root:)``).
    ///
    /// A scene whose simulated status bar is "None" (`<nil key="simulatedStatusBarMetrics"/>`, on
    /// its controller or XIB view) has no status bar either: Interface Builder lays it out without
    /// one on an iPhone, as a notification content extension is shown (a sensor housing's inset
    /// stays; Pocket Casts' notification content at 0, not 20); on an iPad the status bar stays
    /// (DuckDuckGo's `Tab.storyboard` on `ipad9_7`, under its top layout guide at 20). A XIB's
    /// top-level view (no scene, no controller) keeps the status bar whatever its simulated one:
    /// IB lays it out on the device's screen, and its views pinned to the safe area's top sit at 20
    /// under "None" on the classic iPhones (Element's `RoomViewController.xib`, plug-in 21678;
    /// edX's licence agreement, 14490; OsmAnd's first-use wizard, 22504: 7 views, three apps;
    /// `docs/sources.md`, "round 17, control"). Give `scene` to have its window.
    ///
    /// A full-screen root view on a notched iPhone in a file of plug-in 23721 or later gets twice
    /// the device's insets in portrait, the portrait insets added to the landscape ones in
    /// landscape, as Interface Builder 16 and later show it (``interfaceBuilder16SafeArea(_:device:root:window:)``).
    ///
    /// A scene simulated as a page or form sheet (``SimulatedBars/presentedAsSheet``) is shown as
    /// the sheet's card: its window is the card (the root view's stored size with the opaque bars
    /// around it, at the screen's bottom on an iPhone), below the status bar and sensor housing, so
    /// its safe area has no top inset and keeps the home indicator's at the bottom (Element's page
    /// sheets on `retina6_1`: 414 x 842 cards whose views pinned 16 pt below the safe area's top
    /// sit at 16, and 16 pt above its bottom end at 792, `docs/sources.md` "Simulated navigation
    /// bars and sheets"). An iPad's sheet is inset from every edge of the screen: no safe-area
    /// inset (UIKit gives a view the insets of the screen areas it overlaps, `safeAreaInsets`).
    public static func designed(_ file: ScreenFile, scene: ScreenScene? = nil) -> ScreenWindow? {
        guard let device = file.designedFor else { return nil }
        let orientation = file.designedOrientation == "landscape" ? "landscape" : "portrait"
        let classicStatusBar = device.safeArea(orientation: "portrait", statusBarHidden: false).top == 20
        // A storyboard scene's simulated status bar "None" hides it on an iPhone; a XIB's view keeps it.
        let statusBarNone = scene?.bars.statusBarHidden == true && !device.isPad && scene?.sceneID != nil
        let withoutStatusBar =
            classicStatusBar
            && ((14800..<21600).contains(file.toolsVersion)
                || ScreenWindow.fitsLandscapeBeforeXcode10_2(file, device: device, root: scene?.views.first?.storedFrame))
        var window = ScreenWindow(
            designed: true, device: device.id, orientation: orientation, mode: nil, multitasking: nil, osVersion: nil,
            size: device.size(orientation: orientation),
            safeArea: device.safeArea(
                orientation: orientation, statusBarHidden: withoutStatusBar || statusBarNone,
                toolsVersion: file.toolsVersion),
            sizeClasses: device.sizeClasses(orientation: orientation), scale: device.scale)
        if let root = scene?.views.first?.storedFrame,
            let canvas = ScreenWindow.interfaceBuilder16SafeArea(file, device: device, root: root, window: window)
        {
            window.safeArea = canvas
        }
        if ScreenWindow.rootBelowStatusBar(file, device: device, scene: scene, window: window) { window.safeArea.top = 0 }
        if let bars = scene?.bars, bars.presentedAsSheet, let root = scene?.views.first?.storedFrame, root.width > 0, root.height > 0 {
            // The card holds the root view and the opaque bars the root view starts below or ends above.
            window.safeArea = device.isPad ? EdgeInsets() : EdgeInsets(top: 0, left: 0, bottom: window.safeArea.bottom, right: 0)
            let opaqueTop =
                bars.navigationBar.map {
                    $0.translucent ? 0 : $0.height(verticalSizeClass: .regular, inSheet: true, liquidGlass: file.designedWithLiquidGlass)
                } ?? 0
            let opaqueBottom = bars.bottomBar.map { $0.translucent ? 0 : window.safeArea.bottom + $0.height } ?? 0
            let card = CGSize(width: root.width, height: root.height + opaqueTop + opaqueBottom)
            if card.width <= window.size.width, card.height <= window.size.height { window.size = card }
        }
        return window
    }

    /// Whether a storyboard controller's root view is shown below the status bar, with no top
    /// safe-area inset: a root stored as wide as the notched iPhone's screen and shorter than it,
    /// with no simulated top bar PadKit reads and no sheet inferred, in a file of plug-in 21600 to
    /// below 23721 (Interface Builder 14.1 to 15). Interface Builder stored the root at a size its
    /// "Inferred" metrics gave it (below a bar, or as a card), and UIKit gives a view only the
    /// insets of the screen areas it overlaps (`safeAreaInsets`), so the status bar's is not the
    /// root's. Read from the frames: Lockdown's scenes reached by identifier (`Main.storyboard`,
    /// 22685, `retina6_1`, roots 886 tall, 20 views pinned to the top layout guide at 0, not 48)
    /// and Soundscape's help and settings pages (21678 and 22685, roots 804 and 749 tall: views
    /// at 0). Interface Builder 16 keeps an inset there (Private Internet Access, Blockstream Green
    /// and Go Map!!'s roots, 24504 and 24743, 28 views at 50 or 59) and the classic iPhones differ
    /// (Habitica's `Intro.storyboard`, 22504, 7 views at 20; its `Social.storyboard`, 22685, at 0),
    /// so both are left as they were (`docs/sources.md`, "round 17, bars").
    static func rootBelowStatusBar(_ file: ScreenFile, device: DesignDevice, scene: ScreenScene?, window: ScreenWindow) -> Bool {
        guard let scene, scene.sceneID != nil, scene.isControllerRoot, !device.isPad, (21600..<23721).contains(file.toolsVersion),
            device.safeArea(orientation: "portrait", statusBarHidden: false).top > 20,
            !scene.bars.presentedAsSheet, scene.bars.navigationBar == nil, let root = scene.views.first?.storedFrame
        else { return false }
        return root.width == window.size.width && root.height > 0 && root.height < window.size.height
    }

    /// Whether `root`, a scene's root view in a file of Interface Builder 10.1 or earlier
    /// (Cocoa Touch plug-in below 14800), is no taller than the iPhone's screen is high in
    /// landscape, where UIKit hides an iPhone's status bar: such a view is laid out without the
    /// status bar. Read from the roots of those files with a subview pinned to the safe area's
    /// top: 16 free-form XIB views 44 to 351 pt high (PIA's 89-pt tile, Rocket.Chat's 477 x 351
    /// emoji picker, Soundscape's banners, Habitica's menu bar) and Rocket.Chat's three free-form
    /// popover scenes have it at 0; the 4 free-form views 496 to 600 pt high and every full-screen
    /// root at 20 (`docs/sources.md`, "round 15, control"; why the landscape height is the
    /// boundary is `docs/choices.md`'s [UNCONFIRMED]).
    static func fitsLandscapeBeforeXcode10_2(_ file: ScreenFile, device: DesignDevice, root: CGRect?) -> Bool {
        guard file.toolsVersion < 14800, !device.isPad, let root, root.height > 0 else { return false }
        return Double(root.height) <= Double(device.size(orientation: "landscape").height)
    }

    /// Every window `padkit matrix --device` lists for `device` on `osVersion`, in every
    /// multitasking setting, each resolved from its context (``resolved(_:)``).
    ///
    /// - Throws: what ``PadKit/WindowContext/resolve()`` throws; the rows are ones the OS offers.
    public static func everyWindow(of device: Device, osVersion: OSVersion) throws -> [ScreenWindow] {
        try WindowingSystem.placements(for: device, osVersion: osVersion).map { row in
            let context = WindowContext(
                device: device, orientation: row.placement.orientation, mode: row.placement.mode,
                osVersion: osVersion, multitasking: row.setting)
            return resolved(try context.resolve())
        }
    }

    /// A window resolved from its context (``PadKit/WindowContext/resolve()``): its size, safe area
    /// and size classes as the twin and `padkit traits` give them.
    public static func resolved(_ window: ResolvedWindow) -> ScreenWindow {
        let placement = window.placement, traits = window.traits
        let size = placement.window.size
        var screenWindow = ScreenWindow(
            designed: false, device: placement.device.id, orientation: placement.orientation.isLandscape ? "landscape" : "portrait",
            mode: placement.mode.id, multitasking: window.setting.map { "\($0)" }, osVersion: "\(window.osVersion)",
            size: CGSize(width: Double(size.width), height: Double(size.height)),
            safeArea: window.safeArea.insets,
            sizeClasses: SizeClassPair(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass),
            scale: placement.device.screen.scale)
        screenWindow.windowControls = WindowControls.frame(in: placement, osVersion: window.osVersion, rightToLeft: false)
        return screenWindow
    }
}
