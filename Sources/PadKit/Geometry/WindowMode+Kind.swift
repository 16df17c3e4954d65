import Foundation

extension WindowMode {
    /// The kinds of window iOS and iPadOS give an app: a closed set, each with what it needs to be
    /// resolved into a window.
    public enum Kind: Sendable, Hashable {
        /// The whole screen (every OS; the only window an iPhone has).
        case full
        /// A classic Split View share (iPadOS 9 to 18).
        case splitViewShare(SplitViewShare)
        /// Classic Slide Over, floating over another app (iPadOS 9 to 18).
        case slideOver
        /// iPadOS 26.1's Slide Over: one resizable window over the others (Windowed Apps, Stage Manager).
        case resizableSlideOver
        /// An iPadOS 26 tile.
        case tile(WindowTile)
        /// A free-form window of a given size (Stage Manager, iPadOS 26 windows, an iOS app on a Mac).
        case freeform(CGSize)
        /// The smallest window iPadOS 26 gives an app (``FreeformWindow/minimumSize``).
        case smallestWindow
        /// An iPhone-only app on iPad, in the window of the iPhone screen iPadOS `OSVersion` emulates.
        case iPhoneCompatibility(OSVersion)
        /// iPadOS 26's scaled window for an app that opts out of multitasking.
        case fullScreenCompatibility

        /// The identifier in JSON and on the command line.
        public var id: String {
            switch self {
            case .full: return "full"
            case .splitViewShare(let share): return share.rawValue
            case .slideOver, .resizableSlideOver: return "slide_over"
            case .tile(let tile): return tile.rawValue
            case .freeform: return "window"
            case .smallestWindow: return "window_min"
            case .iPhoneCompatibility: return CompatibilityMode.modeID
            case .fullScreenCompatibility: return "full_screen_compatibility"
            }
        }

        /// The kind without its values, one name per case.
        public var name: Name {
            switch self {
            case .full: return .full
            case .splitViewShare: return .splitViewShare
            case .slideOver: return .slideOver
            case .resizableSlideOver: return .resizableSlideOver
            case .tile: return .tile
            case .freeform: return .freeform
            case .smallestWindow: return .smallestWindow
            case .iPhoneCompatibility: return .iPhoneCompatibility
            case .fullScreenCompatibility: return .fullScreenCompatibility
            }
        }

        /// The cases of ``Kind`` without their values: what tests iterate to see every kind handled.
        public enum Name: String, Sendable, Hashable, CaseIterable {
            case full, splitViewShare, slideOver, resizableSlideOver, tile, freeform, smallestWindow, iPhoneCompatibility,
                fullScreenCompatibility
        }

        /// One value of every kind (every tile and every share), for tests that must see each kind
        /// handled. A new case of ``Kind`` needs a ``Name``, and a new name does not compile until
        /// this `switch` gives its examples.
        public static var examples: [Kind] {
            Name.allCases.flatMap { name -> [Kind] in
                switch name {
                case .full: return [.full]
                case .splitViewShare: return SplitViewShare.allCases.map(Kind.splitViewShare)
                case .slideOver: return [.slideOver]
                case .resizableSlideOver: return [.resizableSlideOver]
                case .tile: return WindowTile.allCases.map(Kind.tile)
                case .freeform: return [.freeform(CGSize(width: 700, height: 800))]
                case .smallestWindow: return [.smallestWindow]
                case .iPhoneCompatibility: return [.iPhoneCompatibility(OSVersion(27))]
                case .fullScreenCompatibility: return [.fullScreenCompatibility]
                }
            }
        }
    }

    /// A share of a classic Split View, named for this app's own pane.
    public enum SplitViewShare: String, Sendable, Hashable, CaseIterable {
        /// The wide pane: the screen minus the narrow pane and the 10 pt divider.
        case twoThirds = "two_thirds"
        /// One of two equal panes (landscape only).
        case half
        /// The narrow pane (320 or 375 pt).
        case oneThird = "one_third"
    }
}

extension WindowMode {
    /// This mode as `osVersion` means its id (``named(_:osVersion:)``): Slide Over becomes the one
    /// the OS has (classic up to 18, resizable from 26); every other mode is kept.
    public func meant(on osVersion: OSVersion) -> WindowMode {
        switch kind {
        case .slideOver, .resizableSlideOver:
            return OSRelease.windowedApps.isIncluded(in: osVersion) ? .resizableSlideOver : .slideOver
        case .full, .splitViewShare, .tile, .freeform, .smallestWindow, .iPhoneCompatibility, .fullScreenCompatibility:
            return self
        }
    }

    /// Whether the window exists only with multitasking (iOS 9): every window but full screen,
    /// the iPhone app's compatibility window and a free-form window, whose size is the caller's
    /// (a Mac's or a Stage Manager window's, accepted on every version, `docs/choices.md`).
    var needsMultitasking: Bool {
        switch kind {
        case .full, .iPhoneCompatibility, .freeform: return false
        case .splitViewShare, .slideOver, .resizableSlideOver, .tile, .smallestWindow, .fullScreenCompatibility: return true
        }
    }

    /// This mode after a rotation to `orientation` on `device`: portrait has no 1/2 share (the
    /// landscape half becomes the portrait 2/3 pane, ``Placement/rotated(to:)``), and a free-form
    /// window keeps its size, clamped to the rotated screen.
    func rotated(to orientation: InterfaceOrientation, on device: Device) -> WindowMode {
        switch kind {
        case .splitViewShare(.half) where orientation.isPortrait:
            return .twoThirds
        case .freeform(let size):
            let screen = device.screen.size(in: orientation)
            return .window(width: min(Double(size.width), Double(screen.width)), height: min(Double(size.height), Double(screen.height)))
        case .full, .splitViewShare, .slideOver, .resizableSlideOver, .tile, .smallestWindow, .iPhoneCompatibility,
            .fullScreenCompatibility:
            return self
        }
    }
}
