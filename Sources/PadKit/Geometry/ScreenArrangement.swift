import Foundation

/// Where an app's window sits on the screen, and what the rest of the screen shows: the other
/// app of a Split View, the divider between them, the app a Slide Over window floats over.
///
/// A placement fixes the window's *size*; iPadOS also puts it somewhere, and the user decides
/// part of that (either app of a Split View can be on either side). PadKit pictures use this
/// arrangement, so the choices are made here, once, and are visible:
/// - full screen: the whole screen;
/// - Split View: `splitSide` says which side this app's pane is on. By default the 2/3 and 1/2
///   panes are on the leading (left) edge and the 1/3 pane on the trailing edge: the app dragged
///   in from the Dock lands in the narrow pane on the trailing edge, as iPadOS 11–18 does it
///   ("Use multiple apps at the same time on iPad", Apple Support HT207582). The other app gets
///   the rest of the screen beyond the ``SplitViewGeometry/dividerWidth`` divider;
/// - Slide Over: a window floating at the trailing edge over a full-screen app, its
///   ``SplitViewGeometry/slideOverHeightReduction`` split evenly above and below
///   (**[UNCONFIRMED]**: the iOS 12 measurement gives the height, not the offset);
/// - an iPadOS 26 tile: where its name puts it (trailing half at the trailing edge, bottom half at
///   the bottom, the middle third after the leading one and a ``WindowTiling/gap``; the quarter is
///   the top-leading one), over the other windows;
/// - a free-form window (Stage Manager, iPadOS 26) and the smallest window: centred on the screen
///   (**[UNCONFIRMED]**: the system remembers where the user left it; no position is specified);
/// - iPadOS 26's full-screen compatibility window (``WindowMode/fullScreenCompatibility``): the
///   scene keeps the screen's size and iPadOS scales it to the window the user makes; pictures
///   draw it centred at ``compatibilityWindowScale`` of its size (``presentationScale``), a size
///   chosen to show the scaling (the user picks the real one);
/// - an iPhone-only app on iPad (``CompatibilityMode``): centred at its own point size. iPadOS
///   also enlarges it (``CompatibilityMode/frameOnScreen(of:)``); pictures draw every window at
///   the sheet's one scale, so that zoom is not drawn.
public struct ScreenArrangement: Sendable, Hashable {
    /// Which side of a Split View this app's pane is on.
    public enum Side: String, Sendable, Hashable {
        /// The left edge (in a left-to-right layout).
        case leading
        /// The right edge (in a left-to-right layout).
        case trailing
    }

    /// The screen bounds in the placement's orientation.
    public let screen: CGRect
    /// The app's window in screen coordinates.
    public let window: CGRect
    /// The other app of a Split View, or the app a Slide Over window floats over; `nil` in full
    /// screen and for free-form windows.
    public let otherApp: CGRect?
    /// The divider between the two panes of a Split View; `nil` otherwise.
    public let divider: CGRect?
    /// Whether the window floats over another app (Slide Over), which is then dimmed.
    public let floatsOverOtherApp: Bool
    /// How much iPadOS scales the app's scene on screen: ``window`` is the placement's window at
    /// this scale. 1 everywhere but the full-screen compatibility window.
    public let presentationScale: Double

    /// The scale pictures draw the full-screen compatibility window at: an example of a window
    /// the user made, since iPadOS scales the scene to whatever size that is.
    public static let compatibilityWindowScale = 0.75

    /// The default side of this app's pane for a Split View share (see the type's discussion).
    public static func defaultSplitSide(for mode: WindowMode) -> Side {
        mode.kind == .splitViewShare(.oneThird) ? .trailing : .leading
    }

    /// The arrangement of `placement`; `splitSide` overrides the default side of a Split View pane.
    public init(placement: Placement, splitSide: Side? = nil) {
        let screenSize = placement.screenSize
        let screenWidth = Double(screenSize.width), screenHeight = Double(screenSize.height)
        let size = placement.window.size
        let width = Double(size.width), height = Double(size.height)
        screen = CGRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        let mode = placement.mode
        // Centred on the screen, scaled by `scale`: a free-form or compatibility window.
        func centred(scale: Double) -> (window: CGRect, scale: Double) {
            let shown = CGSize(width: width * scale, height: height * scale)
            return (
                CGRect(
                    x: (screenWidth - Double(shown.width)) / 2, y: (screenHeight - Double(shown.height)) / 2,
                    width: Double(shown.width), height: Double(shown.height)), scale
            )
        }
        var window = CGRect(x: 0, y: 0, width: width, height: height)
        var otherApp: CGRect?, divider: CGRect?
        var floatsOverOtherApp = false, presentationScale = 1.0
        switch mode.kind {
        case .splitViewShare:
            let side = splitSide ?? Self.defaultSplitSide(for: mode)
            let dividerWidth = SplitViewGeometry.dividerWidth
            let otherWidth = max(0, screenWidth - width - dividerWidth)
            if side == .leading {
                divider = CGRect(x: width, y: 0, width: dividerWidth, height: screenHeight)
                otherApp = CGRect(x: width + dividerWidth, y: 0, width: otherWidth, height: screenHeight)
            } else {
                window = CGRect(x: screenWidth - width, y: 0, width: width, height: height)
                divider = CGRect(x: otherWidth, y: 0, width: dividerWidth, height: screenHeight)
                otherApp = CGRect(x: 0, y: 0, width: otherWidth, height: screenHeight)
            }
        case .slideOver, .resizableSlideOver:
            window = CGRect(x: screenWidth - width, y: (screenHeight - height) / 2, width: width, height: height)
            otherApp = screen
            floatsOverOtherApp = true
        case .tile(let tile):
            // A tile sits where its name says; the rest of the screen is other windows.
            let gap = WindowTiling.gap
            let x: Double, y: Double
            switch tile {
            case .halfTrailing, .thirdTrailing: (x, y) = (screenWidth - width, 0)
            case .thirdMiddle: (x, y) = (width + gap, 0)
            case .halfBottom: (x, y) = (0, screenHeight - height)
            case .halfLeading, .halfTop, .thirdLeading, .quarter: (x, y) = (0, 0)
            }
            window = CGRect(x: x, y: y, width: width, height: height)
            otherApp = screen
        case .freeform, .iPhoneCompatibility, .smallestWindow:
            window = centred(scale: 1).window
        case .fullScreenCompatibility:
            (window, presentationScale) = centred(scale: Self.compatibilityWindowScale)
        case .full:
            break
        }
        self.window = window
        self.otherApp = otherApp
        self.divider = divider
        self.floatsOverOtherApp = floatsOverOtherApp
        self.presentationScale = presentationScale
    }
}
