/// An OS version PadKit does not model: a release that never existed (iOS 19 to 25: Apple went
/// from 18 to 26), one older than the oldest modelled, or one newer than the newest.
public struct OSVersionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The version asked for.
    public let version: OSVersion

    /// The message, naming the version and the releases PadKit models.
    public var description: String {
        let reason: String
        if (19...25).contains(version.major) {
            reason = "there was no iOS \(version.major) (Apple went from 18 to 26)"
        } else if version > OSVersion.latest {
            reason = "it is newer than the newest release PadKit models"
        } else {
            reason = "it is older than the oldest release PadKit models"
        }
        let names = OSVersion.modelled.map { $0.minor == 0 ? "\($0.major)" : $0.description }
        return "iOS \(version) is not modelled: \(reason). PadKit models \(names.joined(separator: ", ")); "
            + "a point release in between answers as the release before it (17.4 as 17)"
    }
}
