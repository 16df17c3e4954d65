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

    /// The release every current device answers for by default: iOS / iPadOS 27. Version-dependent
    /// behaviour defaults to it; a device that does not run it answers for its own newest release,
    /// and a device that shipped with a newer point release (iPhone Duo, 27.1) for that one
    /// (``Device/newestOSVersion``). 27.1 changes nothing PadKit models on the other devices
    /// (``OSRelease/verticalBars`` needs a vertical bar), so they keep answering for 27.0
    /// (`docs/choices.md` § iPhone Duo).
    public static let latest = OSVersion(27)

    /// The releases PadKit models, oldest first: every major release from iOS 8 (the oldest a
    /// catalog device shipped with) to 18, then every release the ledger names (``OSRelease``):
    /// 26 and 27 (Apple numbered the 2025 release 26; there were no releases 19 to 25) and the
    /// point releases whose behaviour PadKit models differently from the release before them
    /// (26.1's resizable Slide Over, 26.2's `UIRequiresFullScreenIgnoredStartingWithVersion`,
    /// 27.1's vertical bars on iPhone Duo).
    public static let modelled: [OSVersion] = {
        let named = OSRelease.allCases.map(\.version).filter { $0 > OSVersion(18) }
        return (8...18).map { OSVersion($0) } + Set(named).sorted()
    }()

    /// The oldest release PadKit models: iOS 8, the first with size classes and trait collections.
    public static var oldestModelled: OSVersion { modelled[0] }

    /// The modelled release that answers for this version: the newest modelled release that is not
    /// newer (17.4 answers as 17.0, 26.3 as 26.2, 27.2 as 27.1).
    ///
    /// - Throws: ``OSVersionError`` for a major release that never existed (19 to 25), one older
    ///   than PadKit models, or one newer than the newest it models; the error lists the
    ///   modelled releases.
    public func modelledRelease() throws(OSVersionError) -> OSVersion {
        guard Self.modelled.contains(where: { $0.major == major }),
            let release = Self.modelled.last(where: { $0 <= self })
        else {
            throw OSVersionError(version: self)
        }
        return release
    }

    /// Whether the left value orders before the right one.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The value as PadKit writes it in tables, traces and JSON.
    public var description: String { "\(major).\(minor)" }
}
