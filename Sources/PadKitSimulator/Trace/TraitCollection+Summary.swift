import PadKit

extension TraitCollection {
    /// A short summary for traces: size classes, then style (`wR hR light`). A collection with
    /// size classes but no style comes from an OS before iOS 12, which had no
    /// `userInterfaceStyle` (`TraitCollection.restricted(to:)`): the style is left out (`wR hR`).
    public var summary: String {
        let classes = "w\(horizontalSizeClass.abbreviation) h\(verticalSizeClass.abbreviation)"
        let styleMissing = isSpecified(.horizontalSizeClass) && !isSpecified(.userInterfaceStyle)
        return styleMissing ? classes : "\(classes) \(userInterfaceStyle)"
    }
}
