/// The iOS / iPadOS versions a device model runs: the one it shipped with and the last major
/// release that supports it.
///
/// A device cannot run an OS older than the one it shipped with (Apple installs no older system
/// on new hardware), and Apple stops shipping major releases for old models. Versions between
/// the two are all possible; point releases of the last major version count as supported
/// (`15.8` on a device whose last release is iOS 15).
public struct DeviceOSSupport: Sendable, Hashable, CustomStringConvertible {
    /// The version the device shipped with.
    public let first: OSVersion
    /// The last major release that supports the device; `nil` while the newest release PadKit
    /// models (``OSVersion/latest``) still supports it.
    public let lastMajor: Int?

    public init(first: OSVersion, lastMajor: Int? = nil) {
        self.first = first
        self.lastMajor = lastMajor
    }

    /// Whether the device can run `version`.
    public func supports(_ version: OSVersion) -> Bool {
        version >= first && (lastMajor.map { version.major <= $0 } ?? true)
    }

    /// `9.0 to 15` or `17.5 and later`.
    public var description: String {
        guard let lastMajor else { return "\(first) and later" }
        return "\(first) to \(lastMajor).x"
    }
}
