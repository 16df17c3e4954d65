extension Provenance {
    /// The rule name for safe areas taken from a model with the same sensor housing
    /// (`same-housing-as(<model>)`).
    public static let sameHousingRule = "same-housing-as"

    /// A safe area measured on `model`, which has the same sensor housing.
    public static func sameHousing(as model: String, from sources: [String]) -> Provenance {
        .derived("\(sameHousingRule)(\(model))", from: sources)
    }
}
