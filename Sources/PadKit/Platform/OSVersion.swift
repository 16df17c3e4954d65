/// An iOS / iPadOS version, where UIKit's answer depends on it.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version (`17` in 17.4).
    public let major: Int
    /// The minor version (`4` in 17.4).
    public let minor: Int

    /// Makes a version.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"17"`, `"17.4"`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              let major = Int(parts[0]), major > 0,
              parts.dropFirst().allSatisfy({ Int($0).map { $0 >= 0 } ?? false })
        else { return nil }
        self.init(major, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    /// The newest version PadKit models: iOS / iPadOS 27. Version-dependent behaviour defaults
    /// to it; a device that does not run it answers for its own newest release
    /// (``Device/newestOSVersion``).
    public static let latest = OSVersion(27)

    /// The releases PadKit models, oldest first: every major release from iOS 8 (the oldest a
    /// catalog device shipped with) to 18, then 26 and 27 (Apple numbered the 2025 release 26;
    /// there were no releases 19 to 25), and the point releases whose behaviour PadKit models
    /// differently from the release before them:
    /// - 26.1 brought back Slide Over, as one resizable window in Windowed Apps and Stage Manager
    ///   (``WindowingSystem``);
    /// - 26.2 added `UIRequiresFullScreenIgnoredStartingWithVersion` (Bundle Resources:
    ///   "iOS: 26.2.0 -") and brought back gestures for Slide Over and tiling.
    ///
    /// No 27.x point release is modelled: the one found (27.1) added API (`UIView.LayoutRegion.bar(onEdge:extent:)`)
    /// but no behaviour PadKit models (`docs/sources.md` § OS versions).
    public static let modelled: [OSVersion] = (8...18).map { OSVersion($0) } + [OSVersion(26), OSVersion(26, 1), OSVersion(26, 2), OSVersion(27)]

    /// The modelled release that answers for this version: the newest modelled release that is not
    /// newer (17.4 answers as 17.0, 26.3 as 26.2, 27.1 as 27.0).
    ///
    /// - Throws: ``OSVersionError`` for a major release that never existed (19 to 25), one older
    ///   than PadKit models, or one newer than the newest it models; the error lists the
    ///   modelled releases.
    public func modelledRelease() throws(OSVersionError) -> OSVersion {
        guard Self.modelled.contains(where: { $0.major == major }),
              let release = Self.modelled.last(where: { $0 <= self }) else {
            throw OSVersionError(version: self)
        }
        return release
    }

    /// iOS 9: Slide Over and Split View (and with them `UIRequiresFullScreen`) arrive.
    public static let multitaskingIntroduced = OSVersion(9)
    /// iOS 13: traits are predicted at creation, so `traitCollectionDidChange` no longer fires
    /// when a controller first enters the hierarchy.
    public static let traitsPredictedAtCreation = OSVersion(13)
    /// iOS 16: `shouldAutorotate` is deprecated and no longer consulted;
    /// `setNeedsUpdateOfSupportedInterfaceOrientations` and `requestGeometryUpdate` arrive.
    public static let shouldAutorotateIgnored = OSVersion(16)
    /// iOS 13: `.automatic` presentations become cards (page sheets), sheets adapt to compact
    /// width as cards rather than full screen, and popovers behave like form sheets in compact
    /// environments (`UIModalPresentationStyle.popover` documentation).
    public static let sheetCards = OSVersion(13)
    /// iOS 15: `UISheetPresentationController` with detents.
    public static let sheetDetents = OSVersion(15)
    /// iOS 18: `.automatic` resolves to `.formSheet` (`prefersPageSizing` defaults to NO).
    public static let formSheetAutomatic = OSVersion(18)
    /// iPadOS 26: windowed apps; `UIRequiresFullScreen` is deprecated.
    public static let windowedApps = OSVersion(26)
    /// iPadOS 26.1: Slide Over is back, as one resizable window in Windowed Apps and Stage Manager.
    public static let resizableSlideOver = OSVersion(26, 1)
    /// iOS 27: the SDK requires the scene life cycle; iPhone-only apps on iPad are resizable.
    public static let sceneLifeCycleRequired = OSVersion(27)

    /// Whether the left value orders before the right one.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { "\(major).\(minor)" }
}
