import Foundation

/// How much of the screen the app's window has: full screen, a Split View share, Slide Over, or
/// a free-form window (Stage Manager, iPadOS 26 windows, an iOS app on a Mac).
///
/// Shares name *this app's own* share of the screen (`docs/sources.md` § Conventions): in a 2/3 + 1/3 split, the
/// app in the narrow pane is ``oneThird``. Portrait has no ``half``.
public struct WindowMode: Sendable, Hashable, CustomStringConvertible {
    /// The identifier used in JSON and on the command line (`full`, `two_thirds`, `half`,
    /// `one_third`, `slide_over`; the iPadOS 26 tiles `tile_half_leading` ... and `window_min`;
    /// `window` for a free-form size).
    public let id: String
    /// The size of a free-form window, in points, in the current orientation.
    public let freeformSize: CGSize?
    /// For ``iPhoneCompatibility(osVersion:)``, the iPadOS version whose compatibility mode applies.
    public let compatibilityOSVersion: OSVersion?
    /// For an iPadOS 26 tile, which one.
    public let tile: WindowTile?
    /// Whether this is iPadOS 26.1's resizable Slide Over window rather than the classic one.
    public let isResizableSlideOver: Bool

    private init(name id: String, freeformSize: CGSize? = nil, compatibilityOSVersion: OSVersion? = nil, tile: WindowTile? = nil,
                 isResizableSlideOver: Bool = false) {
        self.id = id
        self.freeformSize = freeformSize
        self.compatibilityOSVersion = compatibilityOSVersion
        self.tile = tile
        self.isResizableSlideOver = isResizableSlideOver
    }

    /// The whole screen.
    public static let full = WindowMode(name: "full")
    /// The wide pane of a Split View: the screen minus the narrow pane and the 10 pt divider.
    public static let twoThirds = WindowMode(name: "two_thirds")
    /// One of two equal panes of a landscape Split View.
    public static let half = WindowMode(name: "half")
    /// The narrow pane of a Split View (320 or 375 pt).
    public static let oneThird = WindowMode(name: "one_third")
    /// A Slide Over window floating over another app.
    public static let slideOver = WindowMode(name: "slide_over")

    /// iPadOS 26.1's Slide Over: one resizable window floating over the others in Windowed Apps
    /// and Stage Manager (id `slide_over`, like the classic one). Its default size has not been
    /// measured; PadKit gives it the classic Slide Over's rule (`slide-over-window-rule`).
    public static let resizableSlideOver = WindowMode(name: "slide_over", isResizableSlideOver: true)

    /// Whether this is a Slide Over window, classic or resizable.
    public var isSlideOver: Bool { self == .slideOver || isResizableSlideOver }

    /// An iPadOS 26 tile (Windowed Apps, Stage Manager).
    public static func tile(_ tile: WindowTile) -> WindowMode {
        WindowMode(name: tile.rawValue, tile: tile)
    }

    /// The smallest window iPadOS 26 gives an app in Windowed Apps and Stage Manager
    /// (``FreeformWindow/minimumSize``).
    public static let windowMinimum = WindowMode(name: "window_min")

    /// The iPadOS 26 windowing modes, in the order the matrix lists them: the tiles, Slide Over
    /// (26.1+), the minimum window.
    public static let windowingModes: [WindowMode] = WindowTile.allCases.map(tile) + [.resizableSlideOver, .windowMinimum]

    /// A free-form window of `width` x `height` points. Validated against the screen when a
    /// ``Placement`` resolves its geometry.
    public static func window(width: Double, height: Double) -> WindowMode {
        WindowMode(name: "window", freeformSize: CGSize(width: width, height: height))
    }

    /// An iPhone-only app on an iPad (compatibility mode, ``CompatibilityMode``): an iPhone-sized
    /// window with the `.phone` idiom, whose size depends on the iPadOS version.
    public static func iPhoneCompatibility(osVersion: OSVersion = .latest) -> WindowMode {
        WindowMode(name: CompatibilityMode.modeID, compatibilityOSVersion: osVersion)
    }

    /// Whether this is an iPhone-only app's compatibility-mode window.
    public var isIPhoneCompatibility: Bool { compatibilityOSVersion != nil }

    /// iPadOS 26's window for an iPad app that opts out of multitasking (`UIRequiresFullScreen`,
    /// or not all four orientations) in Windowed Apps and Stage Manager: the system "maintains a
    /// consistent scene size for your app, but doesn't present your app's scene full screen" and
    /// "scales your app's presentation when the user resizes it, rather than changing the size of
    /// your app's scene" (`UIRequiresFullScreen`, Bundle Resources). The scene is the screen's
    /// size in its orientation, whatever window the user makes (``FullScreenCompatibility``).
    public static let fullScreenCompatibility = WindowMode(name: "full_screen_compatibility")

    /// The fixed modes, in the order the matrix lists them.
    public static let fixedModes: [WindowMode] = [.full, .twoThirds, .half, .oneThird, .slideOver]

    /// The Split View shares.
    public static let splitViewShares: [WindowMode] = [.twoThirds, .half, .oneThird]

    /// Whether this is a Split View share.
    public var isSplitViewShare: Bool { Self.splitViewShares.contains(self) }

    /// Looks up a fixed or windowing mode, or the full-screen compatibility window, by its
    /// identifier; `nil` if there is none.
    public init?(id: String) {
        guard let mode = (Self.fixedModes + Self.windowingModes + [.fullScreenCompatibility]).first(where: { $0.id == id }) else { return nil }
        self = mode
    }

    /// The identifier, with the size for a free-form window (`window 700x1000`).
    public var description: String {
        guard let size = freeformSize else { return id }
        return "\(id) \(NumberText.points(size.width))x\(NumberText.points(size.height))"
    }
}
