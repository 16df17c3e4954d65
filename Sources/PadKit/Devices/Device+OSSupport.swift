/// Which iOS / iPadOS versions each catalog device runs.
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
/// Kept apart from the catalog rows so the table can grow without touching them; a test
/// checks that every catalog device has an entry.
extension Device {
    /// `(device id, support)` in catalog order.
    static let osSupportTable: [(id: String, support: DeviceOSSupport)] = [
        ("ipad-mini-4", .init(first: OSVersion(9), lastMajor: 15)),
        ("ipad-mini-5th-gen", .init(first: OSVersion(12, 2), lastMajor: 26)),
        ("ipad-mini-6th-gen", .init(first: OSVersion(15))),
        ("ipad-mini-a17-pro", .init(first: OSVersion(18))),
        ("ipad-air-2", .init(first: OSVersion(8, 1), lastMajor: 15)),
        ("ipad-air-3rd-gen", .init(first: OSVersion(12, 2), lastMajor: 26)),
        ("ipad-air-4th-gen", .init(first: OSVersion(14, 1))),
        ("ipad-air-5th-gen", .init(first: OSVersion(15, 4))),
        ("ipad-air-11-inch-m2", .init(first: OSVersion(17, 5))),
        ("ipad-air-13-inch-m2", .init(first: OSVersion(17, 5))),
        ("ipad-air-11-inch-m3", .init(first: OSVersion(18, 3))),
        ("ipad-air-13-inch-m3", .init(first: OSVersion(18, 3))),
        ("ipad-air-11-inch-m4", .init(first: OSVersion(26))),
        ("ipad-air-13-inch-m4", .init(first: OSVersion(26))),
        ("ipad-5th-gen", .init(first: OSVersion(10, 3), lastMajor: 16)),
        ("ipad-6th-gen", .init(first: OSVersion(11, 3), lastMajor: 17)),
        ("ipad-7th-gen", .init(first: OSVersion(13, 1), lastMajor: 18)),
        ("ipad-8th-gen", .init(first: OSVersion(14), lastMajor: 26)),
        ("ipad-9th-gen", .init(first: OSVersion(15))),
        ("ipad-10th-gen", .init(first: OSVersion(16, 1))),
        ("ipad-a16", .init(first: OSVersion(18, 3))),
        ("ipad-pro-9-7-inch", .init(first: OSVersion(9, 3), lastMajor: 16)),
        ("ipad-pro-10-5-inch", .init(first: OSVersion(10, 3), lastMajor: 17)),
        ("ipad-pro-11-inch-1st-gen", .init(first: OSVersion(12, 1), lastMajor: 26)),
        ("ipad-pro-11-inch-2nd-gen", .init(first: OSVersion(13, 4))),
        ("ipad-pro-11-inch-3rd-gen", .init(first: OSVersion(14, 5))),
        ("ipad-pro-11-inch-4th-gen", .init(first: OSVersion(16, 1))),
        ("ipad-pro-12-9-inch-1st-gen", .init(first: OSVersion(9, 1), lastMajor: 16)),
        ("ipad-pro-12-9-inch-2nd-gen", .init(first: OSVersion(10, 3), lastMajor: 17)),
        ("ipad-pro-12-9-inch-3rd-gen", .init(first: OSVersion(12, 1), lastMajor: 26)),
        ("ipad-pro-12-9-inch-4th-gen", .init(first: OSVersion(13, 4))),
        ("ipad-pro-12-9-inch-5th-gen", .init(first: OSVersion(14, 5))),
        ("ipad-pro-12-9-inch-6th-gen", .init(first: OSVersion(16, 1))),
        ("ipad-pro-11-inch-m4", .init(first: OSVersion(17, 5))),
        ("ipad-pro-13-inch-m4", .init(first: OSVersion(17, 5))),
        ("ipad-pro-11-inch-m5", .init(first: OSVersion(26))),
        ("ipad-pro-13-inch-m5", .init(first: OSVersion(26))),
        ("iphone-6", .init(first: OSVersion(8), lastMajor: 12)),
        ("iphone-6-plus", .init(first: OSVersion(8), lastMajor: 12)),
        ("iphone-6s", .init(first: OSVersion(9), lastMajor: 15)),
        ("iphone-6s-plus", .init(first: OSVersion(9), lastMajor: 15)),
        ("iphone-se-1st-gen", .init(first: OSVersion(9, 3), lastMajor: 15)),
        ("iphone-7", .init(first: OSVersion(10), lastMajor: 15)),
        ("iphone-7-plus", .init(first: OSVersion(10), lastMajor: 15)),
        ("iphone-8", .init(first: OSVersion(11), lastMajor: 16)),
        ("iphone-8-plus", .init(first: OSVersion(11), lastMajor: 16)),
        ("iphone-x", .init(first: OSVersion(11), lastMajor: 16)),
        ("iphone-xr", .init(first: OSVersion(12), lastMajor: 18)),
        ("iphone-xs", .init(first: OSVersion(12), lastMajor: 18)),
        ("iphone-xs-max", .init(first: OSVersion(12), lastMajor: 18)),
        ("iphone-11", .init(first: OSVersion(13))),
        ("iphone-11-pro", .init(first: OSVersion(13))),
        ("iphone-11-pro-max", .init(first: OSVersion(13))),
        ("iphone-se-2nd-gen", .init(first: OSVersion(13, 4))),
        ("iphone-12-mini", .init(first: OSVersion(14, 2))),
        ("iphone-12", .init(first: OSVersion(14, 1))),
        ("iphone-12-pro", .init(first: OSVersion(14, 1))),
        ("iphone-12-pro-max", .init(first: OSVersion(14, 2))),
        ("iphone-13-mini", .init(first: OSVersion(15))),
        ("iphone-13", .init(first: OSVersion(15))),
        ("iphone-13-pro", .init(first: OSVersion(15))),
        ("iphone-13-pro-max", .init(first: OSVersion(15))),
        ("iphone-se-3rd-gen", .init(first: OSVersion(15, 4))),
        ("iphone-14", .init(first: OSVersion(16))),
        ("iphone-14-plus", .init(first: OSVersion(16))),
        ("iphone-14-pro", .init(first: OSVersion(16))),
        ("iphone-14-pro-max", .init(first: OSVersion(16))),
        ("iphone-15", .init(first: OSVersion(17))),
        ("iphone-15-plus", .init(first: OSVersion(17))),
        ("iphone-15-pro", .init(first: OSVersion(17))),
        ("iphone-15-pro-max", .init(first: OSVersion(17))),
        ("iphone-16", .init(first: OSVersion(18))),
        ("iphone-16-plus", .init(first: OSVersion(18))),
        ("iphone-16-pro", .init(first: OSVersion(18))),
        ("iphone-16-pro-max", .init(first: OSVersion(18))),
        ("iphone-16e", .init(first: OSVersion(18, 3))),
        ("iphone-17", .init(first: OSVersion(26))),
        ("iphone-17-pro", .init(first: OSVersion(26))),
        ("iphone-17-pro-max", .init(first: OSVersion(26))),
        ("iphone-air", .init(first: OSVersion(26))),
    ]

    /// The OS versions this device runs; `nil` for a device PadKit has no data for.
    public var osSupport: DeviceOSSupport? {
        Self.osSupportTable.first { $0.id == id }?.support
    }

    /// The newest release this device runs, as PadKit models it: the newest modelled release of
    /// its last major version, or ``OSVersion/latest`` while that still supports it. What
    /// `padkit matrix` and `padkit traits` answer for when no `--os-version` is given (an iPad
    /// mini 4 answers for iPadOS 15).
    public var newestOSVersion: OSVersion {
        guard let last = osSupport?.lastMajor else { return .latest }
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
