import PadKit

extension TraitCollection {
    /// A short summary for traces: size classes, then style (`wR hR light`).
    public var summary: String {
        "w\(horizontalSizeClass.abbreviation) h\(verticalSizeClass.abbreviation) \(userInterfaceStyle)"
    }
}
