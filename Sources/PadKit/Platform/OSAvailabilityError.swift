/// An app used a UIKit API before the OS version that introduced it.
public struct OSAvailabilityError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The feature.
    public let feature: OSFeature
    /// The version the app runs on.
    public let osVersion: OSVersion

    public init(feature: OSFeature, osVersion: OSVersion) {
        self.feature = feature
        self.osVersion = osVersion
    }

    public var description: String {
        if feature.absence == .notOffered {
            return "\(feature) exist from iOS \(feature.introduced); on iOS \(osVersion) every iPad app runs full screen"
        }
        return "\(feature) is available from iOS \(feature.introduced); an app running on iOS \(osVersion) "
            + "cannot use it (without an availability check it does not compile, and called anyway it crashes)"
    }
}
