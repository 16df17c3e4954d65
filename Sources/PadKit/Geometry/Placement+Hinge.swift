extension Placement {
    /// This placement after the device folds or opens to `posture`, by the rule of
    /// ``WindowContext/folding(to:)``, hosting what this one hosts.
    ///
    /// - Throws: ``DeviceDisplayError`` for a device without a hinge; ``PlacementError`` for a
    ///   window the display cannot show.
    public func folded(to posture: Posture) throws -> Placement {
        let context = try WindowContext(device: device, orientation: orientation, mode: mode, osVersion: .latest, offering: .unchecked)
            .folding(to: posture)
        return carryingApp(to: try Placement(device: context.device, orientation: context.orientation, mode: context.mode))
    }
}
