extension TraitCollection {
    /// The traits as a JSON object: the contract's four keys first (`horizontalSizeClass`,
    /// `verticalSizeClass`, `userInterfaceIdiom`, `displayScale`), then every other trait in
    /// ``Trait`` order.
    public var jsonValue: JSONValue {
        let leading: [Trait] = [.horizontalSizeClass, .verticalSizeClass, .userInterfaceIdiom, .displayScale]
        let order = leading + Trait.allCases.filter { !leading.contains($0) }
        return .object(order.map { trait in
            trait == .displayScale ? (trait.rawValue, .number(displayScale)) : (trait.rawValue, .string(value(of: trait)))
        })
    }
}
