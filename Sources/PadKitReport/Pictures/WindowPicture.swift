import Foundation
import PadKit
import PadKitApps
import PadKitSimulator

/// The app's window at one moment, as a value: the placement and its arrangement on the screen,
/// the window's traits and safe area, and the controller tree on screen. Pictures are drawn from
/// this value, never from the live twin, so a filmstrip can keep one per event.
public struct WindowPicture: Sendable, Hashable {
    /// The device, orientation and window mode.
    public let placement: Placement
    /// The OS version the twin followed.
    public let osVersion: OSVersion
    /// Where the window is on the screen and what else the screen shows.
    public let arrangement: ScreenArrangement
    /// The window's traits.
    public let traits: TraitCollection
    /// The window's safe area: PadKit's for the placement and OS (``PadKit/Placement/safeArea(os:)``),
    /// or what the caller gave.
    public let safeArea: SafeArea
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets { safeArea.insets }
    /// The root view controller and everything on screen below it.
    public let root: ControllerPicture?
    /// The app's Interface Builder views on screen, back to front (``WireframeView``).
    public let wireframe: [WireframeView]
    /// What breaks in them in this window.
    public let layoutFindings: [LayoutFinding]

    public init(
        placement: Placement, osVersion: OSVersion, arrangement: ScreenArrangement, traits: TraitCollection,
        safeArea: SafeArea, root: ControllerPicture?, wireframe: [WireframeView] = [], layoutFindings: [LayoutFinding] = []
    ) {
        self.wireframe = wireframe
        self.layoutFindings = layoutFindings
        self.placement = placement
        self.osVersion = osVersion
        self.arrangement = arrangement
        self.traits = traits
        self.safeArea = safeArea
        self.root = root
    }

    /// Pictures `window` as it is now.
    ///
    /// - Parameters:
    ///   - safeArea: the window's safe area, shaded in the drawing, with the bars below and above
    ///     it; `nil` (the default) takes PadKit's for the window's placement and OS version.
    ///   - splitSide: which side of a Split View the app's pane is on (default:
    ///     ``PadKit/ScreenArrangement/defaultSplitSide(for:)``).
    ///   - layoutKinds: the kinds of layout findings marked on the app's views and listed (all by default).
    ///   - reachedFindings: what breaks in every screen the window can show
    ///     (``PadKitApps/RunnableApp/layoutFindings(in:)``: pushed and presented screens too),
    ///     asked once the drawing is taken, since it visits them; `nil`: the findings of the
    ///     controllers drawn.
    public init(
        _ window: Window, safeArea: SafeArea? = nil, splitSide: ScreenArrangement.Side? = nil,
        layoutKinds: [LayoutFindingKind] = LayoutFindingKind.allCases, reachedFindings: ((Window) -> [LayoutFinding])? = nil
    ) {
        placement = window.placement
        osVersion = window.osVersion
        arrangement = ScreenArrangement(placement: window.placement, splitSide: splitSide)
        traits = window.traitCollection
        self.safeArea = safeArea ?? window.placement.safeArea(os: window.osVersion)
        root = window.rootViewController.flatMap { ControllerPicture($0, in: window) }
        wireframe = WireframeView.views(in: window, kinds: layoutKinds)
        layoutFindings =
            reachedFindings.map { reach in reach(window).filter { layoutKinds.contains($0.kind) } }
            ?? WireframeView.findings(in: window, kinds: layoutKinds)
    }

    /// Every controller drawn, pre-order, presentations after their presenter's tree.
    public var controllers: [ControllerPicture] { root?.flattened ?? [] }

    /// Every plain view drawn, in drawing order.
    public var views: [ViewPicture] { controllers.flatMap { $0.views.flatMap(\.flattened) } }
}
