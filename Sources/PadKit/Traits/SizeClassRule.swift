import Foundation

/// The rule that gives a window its horizontal and vertical size classes.
///
/// ```
/// vertical   = (idiom == .phone && landscape) ? .compact : .regular
/// horizontal = idiom == .pad   ? (window width >= 678 ? .regular : .compact)
///            : idiom == .phone ? ((landscape && portrait screen width >= 414) ? .regular : .compact)
/// ```
///
/// Evidence (`docs/sources.md` § Size classes):
/// - **iPad.** `regular iff width >= 678` reproduces all 81 measured Split View and Slide Over
///   windows with no counterexample: the widest compact window is 639 (12.9" portrait 2/3, compact
///   at runtime per RADAR-34621309 although Apple's docs said regular), the narrowest regular one is
///   678 (12.9" landscape 1/2, regular per APPLE-ARCHIVE). Any threshold in (639, 678] fits; 678 is
///   the tightest that is itself a measured regular window. Apple documents no threshold, and on
///   iPadOS 26 UIKit computes the class from the scene width client-side with an unread
///   `_UIUserInterfaceSizeClassForWidth` (`docs/sources.md` § Size classes; Safari's own rule hints at
///   506 on iPadOS 26). For free-form windows the threshold is therefore **[UNCONFIRMED]** and
///   configurable: ``padRegularMinimumWidth``.
/// - **iPhone.** Portrait is always compact width, regular height. Landscape is compact height and
///   regular width iff the *portrait* screen width is at least 414 pt (Plus, XR, 11, Max, Plus/Pro
///   Max, Air). No landscape-width threshold works: the 736-wide 8 Plus is regular while the
///   812–874-wide X to 16 Pro are compact (HIG size-class table, DIMM, SST agree).
/// - **Mac idiom** windows use the iPad rule; no source establishes Catalyst size classes as
///   windows resize (`docs/sources.md` § Idiom, Mac and compatibility mode), so this is **[UNCONFIRMED]**.
public struct SizeClassRule: Sendable, Hashable {
    /// The narrowest iPad (and Mac) window with a regular horizontal size class. Default 678.
    public var padRegularMinimumWidth: Double
    /// The narrowest portrait iPhone screen whose landscape width is regular. Default 414.
    public var phoneLandscapeRegularMinimumPortraitWidth: Double

    /// Makes a rule with the given thresholds; the defaults are the ones that fit every measurement.
    public init(padRegularMinimumWidth: Double = 678, phoneLandscapeRegularMinimumPortraitWidth: Double = 414) {
        self.padRegularMinimumWidth = padRegularMinimumWidth
        self.phoneLandscapeRegularMinimumPortraitWidth = phoneLandscapeRegularMinimumPortraitWidth
    }

    /// The rule that reproduces every measured window.
    public static let standard = SizeClassRule()

    /// The horizontal and vertical size classes of a window.
    ///
    /// - Parameters:
    ///   - windowWidth: the window width in points.
    ///   - idiom: the app's idiom. Idioms without a rule (tv, carPlay, vision, unspecified) get
    ///     unspecified classes: PadKit has no evidence for them.
    ///   - landscape: whether the interface orientation is landscape.
    ///   - portraitScreenWidth: the device's portrait screen width (the iPhone rule needs it).
    public func sizeClasses(
        windowWidth: Double, idiom: UserInterfaceIdiom, landscape: Bool, portraitScreenWidth: Double
    ) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch idiom {
        case .pad, .mac:
            return (windowWidth >= padRegularMinimumWidth ? .regular : .compact, .regular)
        case .phone:
            guard landscape else { return (.compact, .regular) }
            return (portraitScreenWidth >= phoneLandscapeRegularMinimumPortraitWidth ? .regular : .compact, .compact)
        case .unspecified, .tv, .carPlay, .vision:
            return (.unspecified, .unspecified)
        }
    }

    /// The size classes of a window on a display of a device with several (iPhone Duo): the
    /// display's rule (``Display/SizeClasses``) for a full-screen window; for a Split View pane
    /// the iPad rule by its width, with a regular height (**[UNCONFIRMED]**: no one has published
    /// a pane's size classes; a 469-pt pane is compact by every iPad measurement,
    /// `docs/choices.md` § iPhone Duo).
    public func sizeClasses(
        of placement: Placement, on display: Display
    ) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if case .splitViewShare = placement.mode.kind {
            return (Double(placement.window.size.width) >= padRegularMinimumWidth ? .regular : .compact, .regular)
        }
        switch display.sizeClasses {
        case .regularInEveryOrientation: return (.regular, .regular)
        case .compactWidthInEveryOrientation: return (.compact, placement.isLandscape ? .compact : .regular)
        }
    }
}
