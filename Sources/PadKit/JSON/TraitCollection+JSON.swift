extension TraitCollection {
    /// The traits as a JSON object: the contract's four keys first (`horizontalSizeClass`,
    /// `verticalSizeClass`, `userInterfaceIdiom`, `displayScale`), then every other trait in
    /// ``Trait`` order.
    public var jsonValue: JSONValue {
        jsonValue(osVersion: .latest)
    }

    /// The JSON object of the traits that exist on `osVersion` (``Trait/exists(on:)``); a trait
    /// `UITraitCollection` did not have yet is absent, not `unspecified`.
    public func jsonValue(osVersion: OSVersion) -> JSONValue {
        let leading: [Trait] = [.horizontalSizeClass, .verticalSizeClass, .userInterfaceIdiom, .displayScale]
        let order = (leading + Trait.allCases.filter { !leading.contains($0) }).filter { $0.exists(on: osVersion) }
        return .object(
            order.map { trait in
                trait == .displayScale ? (trait.rawValue, .number(displayScale)) : (trait.rawValue, .string(value(of: trait)))
            })
    }
}
