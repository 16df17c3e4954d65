/// Which iOS / iPadOS versions each catalog device runs, and what follows from it.
///
/// Sources:
/// - the version each model shipped with: Apple's technical specifications ("Operating System"
///   row) and the newsroom release of each model; where a model shipped with a point release
///   (iPhone 12 mini with 14.2, iPad mini (A17 Pro) with 18.0) that version is given;
/// - the last supported major release: Apple's compatibility lists for each release ("iOS 16 is
///   compatible with these devices", "iPadOS 17 …", "iOS 18 …", "iPadOS 26 …"), cross-checked
///   with CoreSimulator's device types, which record each model's runtime range
///   (`simctl list devicetypes --json`: `minRuntimeVersion`, `maxRuntimeVersion`; iPhone XR/XS
///   end at 18.99, iPad (7th generation) at 18.99, iPad (8th generation), iPad mini (5th
///   generation), iPad Air (3rd generation), the 1st-generation 11-inch and 3rd-generation
///   12.9-inch iPad Pro at 26.99).
/// - iPadOS 27 leaves out every iPad with an A12 or A12X chip (iPad (8th generation), iPad Air
///   (3rd generation), iPad mini (5th generation), the 1st-generation 11-inch and 3rd-generation
///   12.9-inch iPad Pro), the five CoreSimulator ends at 26.99; iOS 27 runs on every iPhone that
///   runs iOS 26 (press coverage of Apple's WWDC26 compatibility lists, `docs/sources.md` § OS versions).
/// - iPad Air 11-inch / 13-inch (M4) and iPad Pro (M5) shipped with iPadOS 26; the exact point
///   release is **[UNCONFIRMED]**, so 26.0 is used.
///
/// Each catalog row carries its support (``Device/osSupport``); a test checks that every row has it.
extension Device {
    /// The newest release this device runs, as PadKit models it: the newest modelled release of
    /// its last major version, or ``OSVersion/latest`` while that still supports it. What
    /// `padkit matrix` and `padkit traits` answer for when no `--os-version` is given (an iPad
    /// mini 4 answers for iPadOS 15); a device that shipped with a release newer than
    /// ``OSVersion/latest`` answers for that one (iPhone Duo, 27.1).
    public var newestOSVersion: OSVersion {
        guard let last = osSupport?.lastMajor else { return max(.latest, osSupport?.first ?? .latest) }
        return OSVersion.modelled.last { $0.major <= last } ?? .latest
    }

    /// Checks that this device can run `version`.
    ///
    /// - Throws: ``OSSupportError`` naming the device, the version and the device's first or
    ///   last release.
    public func checkSupports(_ version: OSVersion) throws(OSSupportError) {
        guard let support = osSupport else { throw .unknownDevice(device: id) }
        if version < support.first { throw .olderThanDevice(device: id, osVersion: version, first: support.first) }
        if let last = support.lastMajor, version.major > last { throw .newerThanDevice(device: id, osVersion: version, lastMajor: last) }
    }
}
