extension ControllerDescription {
    /// This tree with `transform` applied to every node, children first.
    func mappingNodes(_ transform: (ControllerDescription) -> ControllerDescription) -> ControllerDescription {
        var node = self
        for (path, child) in childNodes {
            if let updated = node.replacing(at: "root.\(path)", with: child.mappingNodes(transform)) { node = updated }
        }
        return transform(node)
    }
}
