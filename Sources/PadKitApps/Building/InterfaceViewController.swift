import Foundation
import PadKit
import PadKitSimulator

/// A plain view controller whose views come from an Interface Builder scene or XIB, as UIKit's
/// `loadView()` loads them (``AppInterfaces``).
///
/// In every layout pass (`viewDidLayoutSubviews()`, once the twin has given the root view its
/// frame and safe area) the scene is laid out by PadLayout at the size the container really gives
/// the controller: a split column's width, a navigation or tab bar's height in the safe area, a
/// sheet's or popover's size, with the size classes of the trait collection the controller sees,
/// so a `<variation>`'s views and constraints switch when `traitCollectionDidChange(_:)` does.
/// The window's system areas (status bar, home indicator, sensor housing, window controls) are
/// measured in the root view's coordinates for findings.
public final class InterfaceViewController: ViewController {
    /// Where the views come from, with the scene and its design.
    public let interface: AppInterfaces.Loaded
    /// Built at the first layout pass: a controller never shown (a tab not selected, a controller
    /// under the top of a stack) costs nothing, as its view is never loaded in UIKit. Its windows
    /// go through the memo every launch of the app shares (the scene's tree is built only when
    /// no other launch laid the same windows out).
    private lazy var layout = MemoizedScreenLayout(
        scene: interface.scene, file: interface.file, metrics: interface.detector.metrics, memo: interface.layouts)
    private var laidOutIn: ScreenWindow?
    /// The root view's window and system areas as the view appeared, laid out only if no layout
    /// pass follows before the results are read (``viewIsAppearing(_:)``).
    private var appearing: (root: ScreenWindow, areas: [SystemArea])?
    private var _lastLayout: ScreenWindowLayout?
    /// The system areas of the last layout pass, and what was found there once it is read: a pass
    /// nobody reads before the next one (a stack's level on its way to the top) is not judged.
    private var areasOfLastPass: [SystemArea] = []
    private var _findings: [LayoutFinding]?
    private var _wideTexts: [WideText]?
    /// The last layout pass's frames, `nil` before the first.
    public var lastLayout: ScreenWindowLayout? {
        layOutAppearing()
        return _lastLayout
    }
    /// What breaks in the last layout pass.
    public var findings: [LayoutFinding] {
        layOutAppearing()
        if let _findings { return _findings }
        let found = layout.findings(by: interface.detector, areas: areasOfLastPass)
        _findings = found
        return found
    }
    /// Makes each controller this one shows (its description's `shows`: what its `show` segues
    /// push), for the matrix to push and lay out in turn.
    public internal(set) var makeShown: [() -> ViewController?] = []
    /// The multi-line text wider than the readable width in the last layout pass.
    public var wideTexts: [WideText] {
        layOutAppearing()
        if let _wideTexts { return _wideTexts }
        let wide = _lastLayout.map(interface.detector.wideTexts) ?? []
        _wideTexts = wide
        return wide
    }

    /// Makes a controller for `interface`.
    public init(interface: AppInterfaces.Loaded, title: String?) {
        self.interface = interface
        super.init(title: title)
    }

    /// Records the Interface Builder variations the new size classes install and remove, when
    /// any: UIKit installs a `<variation>`'s views and constraints as the trait collection changes
    /// (`traitCollectionDidChange(_:)`), before the layout pass that uses them.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let previous = previousTraitCollection, let window = view.window ?? self.window else { return }
        func pair(_ traits: TraitCollection) -> SizeClassPair {
            SizeClassPair(
                horizontal: traits.horizontalSizeClass == .unspecified
                    ? window.traitCollection.horizontalSizeClass : traits.horizontalSizeClass,
                vertical: traits.verticalSizeClass == .unspecified ? window.traitCollection.verticalSizeClass : traits.verticalSizeClass)
        }
        let old = pair(previous), new = pair(traitCollection)
        guard old != new else { return }
        let scene = interface.scene
        let ids = scene.views.map(\.id) + scene.constraints.map(\.id)
        let varying = ids.filter { scene.installation[$0] != nil }
        let installed = varying.filter { !scene.isInstalled($0, in: old) && scene.isInstalled($0, in: new) }
        let removed = varying.filter { scene.isInstalled($0, in: old) && !scene.isInstalled($0, in: new) }
        guard !installed.isEmpty || !removed.isEmpty else { return }
        window.trace.record(
            traceName, "Interface Builder variations \(new)",
            [
                TraceDetail("scene", interface.source.text), TraceDetail("installed", installed.joined(separator: " ")),
                TraceDetail("removed", removed.joined(separator: " ")),
            ])
    }

    /// Lays the scene out in the root view's bounds, safe area and size classes.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // This pass's sizes are the ones the view keeps; the appearance's, if any, were passed.
        appearing = nil
        guard let (root, areas) = container(), root != laidOutIn else { return }
        layOut(in: root, areas: areas)
    }

    /// Lays the scene out as the view appears: a presented controller's view has its frame, traits
    /// and safe area by then (`viewIsAppearing(_:)` documentation), whether or not a layout pass
    /// follows. The layout waits until it is read: the twin gives a navigation controller's child
    /// its bar's safe area only in the layout pass that follows (UIKit gives it before
    /// `viewIsAppearing(_:)`), and laying the scene out in the inset-less container first would be
    /// a layout UIKit never makes, solved for nothing in every window.
    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard let (root, areas) = container() else { return }
        appearing = root == laidOutIn ? nil : (root, areas)
    }

    /// The appearance's layout, when no layout pass has replaced it.
    private func layOutAppearing() {
        guard let (root, areas) = appearing else { return }
        appearing = nil
        layOut(in: root, areas: areas)
    }

    /// The root view's bounds, safe area and size classes as a window for the scene, and the
    /// window's system areas in the root view's coordinates; `nil` outside a window.
    private func container() -> (root: ScreenWindow, areas: [SystemArea])? {
        guard let window = view.window ?? self.window else { return nil }
        let traits = traitCollection
        let sizeClasses = SizeClassPair(
            horizontal: traits.horizontalSizeClass == .unspecified
                ? window.traitCollection.horizontalSizeClass : traits.horizontalSizeClass,
            vertical: traits.verticalSizeClass == .unspecified ? window.traitCollection.verticalSizeClass : traits.verticalSizeClass)
        let placement = window.placement
        let base = ScreenWindow(
            designed: false, device: placement.device.id, orientation: placement.orientation.isLandscape ? "landscape" : "portrait",
            mode: placement.mode.id, multitasking: window.context.multitasking.map { "\($0)" }, osVersion: "\(window.osVersion)",
            size: CGSize(width: Double(placement.window.size.width), height: Double(placement.window.size.height)),
            safeArea: window.safeAreaInsets, sizeClasses: sizeClasses, scale: placement.device.screen.scale)
        let root = ScreenWindow.inController(size: view.bounds.size, safeArea: view.safeAreaInsets, sizeClasses: sizeClasses, in: base)
        let areas = SystemArea.areas(
            windowSize: base.size, safeArea: window.safeAreaInsets, windowControls: window.windowControlsFrame,
            reservedRegions: placement.reservedRegions, rootFrame: view.frameInWindow)
        return (root, areas)
    }

    /// Lays the scene out in `root` and reads what breaks there.
    private func layOut(in root: ScreenWindow, areas: [SystemArea]) {
        laidOutIn = root
        _lastLayout = layout.layout(in: root)
        areasOfLastPass = areas
        _findings = nil
        _wideTexts = nil
    }
}
