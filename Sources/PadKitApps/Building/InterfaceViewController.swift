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
    private var areasOfLastPass: [SystemArea] = []
    /// The last layout pass's frames, `nil` before the first.
    public private(set) var lastLayout: ScreenWindowLayout?
    /// What breaks in the last layout pass.
    public private(set) var findings: [LayoutFinding] = []
    /// Makes each controller this one shows (its description's `shows`: what its `show` segues
    /// push), for the matrix to push and lay out in turn.
    public internal(set) var makeShown: [() -> ViewController?] = []
    /// The multi-line text wider than the readable width in the last layout pass.
    public private(set) var wideTexts: [WideText] = []

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
        layOutViews()
    }

    /// Lays the scene out as the view appears: a presented controller's view has its frame, traits
    /// and safe area by then (`viewIsAppearing(_:)` documentation), whether or not a layout pass
    /// follows.
    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        layOutViews()
    }

    /// Lays the scene out in the root view's bounds, safe area and size classes, when they changed
    /// since the last pass (the engine would give the same frames).
    private func layOutViews() {
        guard let window = view.window ?? self.window else { return }
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
        guard root != laidOutIn else { return }
        laidOutIn = root
        let result = layout.layout(in: root)
        lastLayout = result
        areasOfLastPass = SystemArea.areas(
            windowSize: base.size, safeArea: window.safeAreaInsets, windowControls: window.windowControlsFrame,
            reservedRegions: placement.reservedRegions, rootFrame: view.frameInWindow)
        findings = layout.findings(by: interface.detector, areas: areasOfLastPass)
        wideTexts = interface.detector.wideTexts(in: result)
    }
}
