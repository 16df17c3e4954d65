/// A device asked to run an OS version it never ran.
public enum OSSupportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The version is older than the one the device shipped with.
    case olderThanDevice(device: String, osVersion: OSVersion, first: OSVersion)
    /// The version is newer than the device's last supported major release.
    case newerThanDevice(device: String, osVersion: OSVersion, lastMajor: Int)
    /// PadKit has no OS data for this device (a device an app declared itself).
    case unknownDevice(device: String)

    public var description: String {
        switch self {
        case .olderThanDevice(let device, let osVersion, let first):
            return "\(device) cannot run iOS \(osVersion): it shipped with iOS \(first)"
        case .newerThanDevice(let device, let osVersion, let lastMajor):
            return "\(device) cannot run iOS \(osVersion): its last supported release is iOS \(lastMajor)"
        case .unknownDevice(let device):
            return "no OS support data for \(device)"
        }
    }
}
