import Foundation

/// How much of the screen the app's window has: full screen, a Split View share, Slide Over, an
/// iPadOS 26 tile or free-form window, the smallest window, or one of the compatibility windows.
///
/// A mode is one ``Kind``, a closed set: every rule that depends on the mode (its size, safe area,
/// place on the screen, window controls, the settings that offer it) is one exhaustive `switch`
/// over ``kind``, so a new kind of window is one `case` plus the places the compiler names.
///
/// Shares name *this app's own* share of the screen (`docs/sources.md` § Conventions): in a 2/3 + 1/3 split, the
/// app in the narrow pane is ``oneThird``. Portrait has no ``half``.
public struct WindowMode: Sendable, Hashable, CustomStringConvertible {
    /// The kind of window, with what it needs to be resolved (a tile, a size, a version).
    public let kind: Kind

    /// Makes a mode of `kind`.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// The identifier used in JSON and on the command line (``Kind/id``).
    public var id: String { kind.id }

    /// The whole screen.
    public static let full = WindowMode(kind: .full)
    /// The wide pane of a Split View: the screen minus the narrow pane and the 10 pt divider.
    public static let twoThirds = WindowMode(kind: .splitViewShare(.twoThirds))
    /// One of two equal panes of a landscape Split View.
    public static let half = WindowMode(kind: .splitViewShare(.half))
    /// The narrow pane of a Split View (320 or 375 pt).
    public static let oneThird = WindowMode(kind: .splitViewShare(.oneThird))
    /// A Slide Over window floating over another app (iPadOS 9 to 18).
    public static let slideOver = WindowMode(kind: .slideOver)

    /// iPadOS 26.1's Slide Over: one resizable window floating over the others in Windowed Apps
    /// and Stage Manager (id `slide_over`, like the classic one). Its default size has not been
    /// measured; PadKit gives it the classic Slide Over's rule (`slide-over-window-rule`).
    public static let resizableSlideOver = WindowMode(kind: .resizableSlideOver)

    /// An iPadOS 26 tile (Windowed Apps, Stage Manager).
    public static func tile(_ tile: WindowTile) -> WindowMode {
        WindowMode(kind: .tile(tile))
    }

    /// The smallest window iPadOS 26 gives an app in Windowed Apps and Stage Manager
    /// (``FreeformWindow/minimumSize``).
    public static let windowMinimum = WindowMode(kind: .smallestWindow)

    /// A free-form window of `width` x `height` points. Validated against the screen when a
    /// ``Placement`` resolves its geometry.
    public static func window(width: Double, height: Double) -> WindowMode {
        WindowMode(kind: .freeform(CGSize(width: width, height: height)))
    }

    /// An iPhone-only app on an iPad (compatibility mode, ``CompatibilityMode``): an iPhone-sized
    /// window with the `.phone` idiom, whose size depends on the iPadOS version.
    public static func iPhoneCompatibility(osVersion: OSVersion) -> WindowMode {
        WindowMode(kind: .iPhoneCompatibility(osVersion))
    }

    /// iPadOS 26's window for an iPad app that opts out of multitasking (`UIRequiresFullScreen`,
    /// or not all four orientations) in Windowed Apps and Stage Manager: the system "maintains a
    /// consistent scene size for your app, but doesn't present your app's scene full screen" and
    /// "scales your app's presentation when the user resizes it, rather than changing the size of
    /// your app's scene" (`UIRequiresFullScreen`, Bundle Resources). The scene is the screen's
    /// size in its orientation, whatever window the user makes (``FullScreenCompatibility``).
    public static let fullScreenCompatibility = WindowMode(kind: .fullScreenCompatibility)

    /// The iPadOS 26 windowing modes, in the order the matrix lists them: the tiles, Slide Over
    /// (26.1+), the minimum window.
    public static let windowingModes: [WindowMode] = WindowTile.allCases.map(tile) + [.resizableSlideOver, .windowMinimum]

    /// The classic modes (iPadOS 9 to 18), in the order the matrix lists them.
    public static let fixedModes: [WindowMode] = [.full, .twoThirds, .half, .oneThird, .slideOver]

    /// The Split View shares.
    public static let splitViewShares: [WindowMode] = SplitViewShare.allCases.map { WindowMode(kind: .splitViewShare($0)) }

    /// The size of a free-form window, in points, in the current orientation; `nil` for every
    /// other kind.
    public var freeformSize: CGSize? {
        guard case .freeform(let size) = kind else { return nil }
        return size
    }

    /// Whether this is a Slide Over window, classic or resizable.
    public var isSlideOver: Bool { kind.name == .slideOver || kind.name == .resizableSlideOver }

    /// Whether this is a Split View share.
    public var isSplitViewShare: Bool {
        guard case .splitViewShare = kind else { return false }
        return true
    }

    /// Whether this is an iPhone-only app's compatibility-mode window.
    public var isIPhoneCompatibility: Bool {
        guard case .iPhoneCompatibility = kind else { return false }
        return true
    }

    /// The identifier, with the size for a free-form window (`window 700x1000`).
    public var description: String {
        guard let size = freeformSize else { return id }
        return "\(id) \(NumberText.points(size.width))x\(NumberText.points(size.height))"
    }
}
