/// One of a device's displays, for a device with more than one (iPhone Duo's outer and inner
/// displays): its screen, the postures in which the app is on it, how UIKit decides its size
/// classes and orientations, and what takes its safe area.
///
/// A device with one display has no `Display` rows (``Device/displays`` is empty): its screen and
/// safe area are the device's. On a device with several, the scene is on one display at a time,
/// "A scene moves between them as the device opens and closes ... window.screen follows the
/// scene" (NativeScript/NativeScript#11438, iOS 27.1 simulator), so a window sees the device
/// through the display it is on (``Device/on(_:posture:)``).
public struct Display: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// Which display: the names Apple uses ("the outer display", "the inner display", HIG
    /// "Designing for iPhone Duo"), as `padkit` reads and writes them (`"display"`).
    public enum ID: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The display used while the device is closed.
        case outer
        /// The display used while the device is open.
        case inner

        /// The value as PadKit writes it in tables, traces and JSON.
        public var description: String { rawValue }
    }

    /// How UIKit gives the display's full-screen windows their size classes.
    public enum SizeClasses: String, Sendable, Hashable {
        /// Compact width in both orientations, compact height in landscape, whatever the width
        /// (unlike ``SizeClassRule``'s iPhones at least 414 pt wide, regular in landscape). The
        /// outer display: "like other iPhone models, iPhone Duo has regular vertical
        /// size class and compact horizontal size class in portrait, and compact vertical and
        /// horizontal size classes in landscape" (tech talk 111461 "Prepare your app for iPhone
        /// Duo", 3:07).
        case compactWidthInEveryOrientation
        /// Regular in both directions, in every orientation, while the idiom stays `.phone`. The
        /// inner display: "it has regular horizontal and vertical size classes" (111461, 3:20);
        /// measured "regular x regular ... while its idiom stays .phone" (madeye/gterm#45).
        case regularInEveryOrientation
    }

    /// The display's id.
    public let id: ID
    /// The screen UIKit reports while the scene is on this display (`UIWindowScene.screen`).
    public let screen: Screen
    /// The display's diagonal in inches, as Apple's specifications give it.
    public let diagonal: Double
    /// The factor the rendered image is scaled by to fit the panel, where it is not drawn 1:1
    /// (the inner display renders at 3x, 2007 x 2853 px, onto a 1878 x 2670 px panel: 0.9357);
    /// `nil` for a native display. UIKit reports it only as `nativeScale`, which no source has read
    /// on this display, so nothing in PadKit's layout depends on it.
    public let downsample: Double?
    /// The postures in which the app is on this display, in matrix order.
    public let postures: [Posture]
    /// How its size classes are decided.
    public let sizeClasses: SizeClasses
    /// The interface orientations the display takes.
    public let supportedInterfaceOrientations: InterfaceOrientationMask
    /// Whether UIKit honours the app's supported interface orientations on this display. The
    /// inner display of iPhone Duo does not: "The inner display doesn't honor your supported
    /// interface orientations" (111461, 3:42); a portrait-only app came up upside down there
    /// (ErenErgec/iPhone-Duo-RetroCartridge, Xcode 27.1 beta).
    public let honoursSupportedOrientations: Bool
    /// The full-screen safe area and the side of the vertical bar in each orientation the display
    /// takes, for an app built with the SDK that lays its bars out vertically
    /// (``OSRelease/verticalBars``).
    public let orientations: [DisplayOrientation]
    /// The width of a Split View pane in landscape, where the display offers Split View of two
    /// apps; `nil` where it does not.
    public let splitViewPaneWidth: Double?
    /// The regions its hardware reserves (cameras, the fold), in the order
    /// ``Placement/reservedRegions`` lists them.
    public let regions: [DisplayRegion]
    /// Where the values come from.
    public let provenance: Provenance

    /// Makes a display, for devices the catalog does not have yet.
    public init(
        id: ID, screen: Screen, diagonal: Double, downsample: Double? = nil, postures: [Posture], sizeClasses: SizeClasses,
        supportedInterfaceOrientations: InterfaceOrientationMask, honoursSupportedOrientations: Bool,
        orientations: [DisplayOrientation], splitViewPaneWidth: Double? = nil, regions: [DisplayRegion] = [], provenance: Provenance
    ) {
        self.regions = regions
        self.id = id
        self.screen = screen
        self.diagonal = diagonal
        self.downsample = downsample
        self.postures = postures
        self.sizeClasses = sizeClasses
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.honoursSupportedOrientations = honoursSupportedOrientations
        self.orientations = orientations
        self.splitViewPaneWidth = splitViewPaneWidth
        self.provenance = provenance
    }

    /// The row for `orientation`, if the display takes it.
    public func facts(in orientation: InterfaceOrientation) -> DisplayOrientation? {
        orientations.first { $0.orientation == orientation }
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { id.rawValue }
}
