import Foundation

/// The space a presentation is laid out in: the window's bounds, the screen, the safe area, the
/// size classes and the interface orientation.
///
/// Sheets, form sheets and popovers are laid out inside ``safeAreaInsets``: from a placement,
/// the window's insets (``Placement/safeArea(os:)``); a UIKit caller passes the container view's
/// `safeAreaInsets`.
public struct PresentationContainer: Sendable, Hashable {
    /// The container view's bounds (the window's bounds for every style but the context styles).
    public var bounds: CGRect
    /// The screen size in the current orientation (form sheets size themselves from the screen,
    /// not the window).
    public var screenSize: CGSize
    /// The container's safe area insets.
    public var safeAreaInsets: EdgeInsets
    /// The container's horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The container's vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The interface orientation (popover arrow preference order depends on it).
    public var interfaceOrientation: InterfaceOrientation
    /// The device idiom.
    public var idiom: UserInterfaceIdiom
    /// The app's design (``InterfaceDesign``): where a compact-width sheet card starts
    /// (``SheetMetrics/compactCardTopInset(for:)``).
    public var design: InterfaceDesign

    /// Makes a container from the presenting window's bounds, the screen size, the safe area and the traits.
    public init(
        bounds: CGRect, screenSize: CGSize, safeAreaInsets: EdgeInsets = .zero,
        horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
        interfaceOrientation: InterfaceOrientation, idiom: UserInterfaceIdiom, design: InterfaceDesign
    ) {
        self.bounds = bounds
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.interfaceOrientation = interfaceOrientation
        self.idiom = idiom
        self.design = design
    }

    /// The container of a window in `placement` with the size classes of `rule`, for an app built
    /// as `build` running on `osVersion`; `safeAreaInsets` `nil` means the window's own
    /// (``Placement/safeArea(os:)``).
    public init(
        placement: Placement, rule: SizeClassRule = .standard, safeAreaInsets: EdgeInsets? = nil,
        osVersion: OSVersion = .latest, build: AppBuild = .unknown
    ) {
        let traits = placement.traitCollection(rule: rule, appearance: .standard)
        self.init(
            bounds: CGRect(origin: .zero, size: placement.window.size), screenSize: placement.screenSize,
            safeAreaInsets: safeAreaInsets ?? placement.safeArea(os: osVersion).insets, horizontalSizeClass: traits.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass, interfaceOrientation: placement.orientation,
            idiom: placement.device.idiom, design: InterfaceDesign.resolved(os: osVersion, build: build))
    }

    /// Whether the container is horizontally compact.
    public var isCompactWidth: Bool { horizontalSizeClass == .compact }
    /// Whether the container is vertically compact.
    public var isCompactHeight: Bool { verticalSizeClass == .compact }
    /// The bounds inside the safe area.
    public var safeBounds: CGRect { safeAreaInsets.inset(bounds) }
}
