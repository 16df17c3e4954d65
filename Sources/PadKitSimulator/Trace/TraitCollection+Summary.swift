import PadKit

extension TraitCollection {
    /// A short summary for traces: size classes, then style (`wR hR light`); before iOS 12,
    /// which had no `userInterfaceStyle`, the style is left out (`wR hR`).
    public var summary: String {
        let classes = "w\(horizontalSizeClass.abbreviation) h\(verticalSizeClass.abbreviation)"
        return isSpecified(.userInterfaceStyle) ? "\(classes) \(userInterfaceStyle)" : classes
    }
}
