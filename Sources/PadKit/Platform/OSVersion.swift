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

    /// The newest version PadKit models: iPadOS 26.1 (the newest UIKitCore read in
    /// `docs/sources.md`). Version-dependent behaviour defaults to it.
    public static let latest = OSVersion(26, 1)

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

    /// Whether the left value orders before the right one.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { "\(major).\(minor)" }
}
