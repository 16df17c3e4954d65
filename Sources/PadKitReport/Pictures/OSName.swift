import PadKit

/// The name of the OS a drawing answers for, as Apple names it: iPadOS on iPads from version 13
/// (when the iPad's OS got its own name), iOS otherwise.
enum OSName {
    /// `iPadOS 26.1`, `iOS 12.5`.
    static func text(_ version: OSVersion, on device: Device) -> String {
        "\(device.family == .iPad && version.major >= 13 ? "iPadOS" : "iOS") \(version)"
    }

    /// The OS of each picture, each one once, in order: `iPadOS 26.1`.
    static func list(_ pictures: [WindowPicture]) -> String {
        var names: [String] = []
        for picture in pictures {
            let name = text(picture.osVersion, on: picture.placement.device)
            if !names.contains(name) { names.append(name) }
        }
        return names.joined(separator: ", ")
    }
}
