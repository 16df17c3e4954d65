import Foundation
import PadKit
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
    /// The window's safe-area insets (zero until PadKit models them for the placement).
    public let safeAreaInsets: EdgeInsets
    /// The root view controller and everything on screen below it.
    public let root: ControllerPicture?

    public init(placement: Placement, osVersion: OSVersion, arrangement: ScreenArrangement, traits: TraitCollection,
                safeAreaInsets: EdgeInsets, root: ControllerPicture?) {
        self.placement = placement
        self.osVersion = osVersion
        self.arrangement = arrangement
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.root = root
    }

    /// Pictures `window` as it is now.
    ///
    /// - Parameters:
    ///   - safeAreaInsets: the window's safe-area insets, shaded in the drawing and added above
    ///     and below the bars.
    ///   - splitSide: which side of a Split View the app's pane is on (default:
    ///     ``PadKit/ScreenArrangement/defaultSplitSide(for:)``).
    public init(_ window: Window, safeAreaInsets: EdgeInsets = .zero, splitSide: ScreenArrangement.Side? = nil) {
        placement = window.placement
        osVersion = window.osVersion
        arrangement = ScreenArrangement(placement: window.placement, splitSide: splitSide)
        traits = window.traitCollection
        self.safeAreaInsets = safeAreaInsets
        root = window.rootViewController.flatMap { ControllerPicture($0, in: window) }
    }

    /// Every controller drawn, pre-order, presentations after their presenter's tree.
    public var controllers: [ControllerPicture] { root?.flattened ?? [] }

    /// Every plain view drawn, in drawing order, with the controller whose view holds it.
    public var views: [ViewPicture] { controllers.flatMap { $0.views.flatMap(\.flattened) } }
}
