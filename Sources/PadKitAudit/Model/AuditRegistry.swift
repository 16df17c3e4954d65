/// The one list of criteria. Adding a criterion is adding its file under `Criteria/` and one line here.
enum AuditRegistry {
    /// Every criterion, tier 3 first, in the order every output lists them.
    static let definitions: [any CriterionDefinition.Type] = [
        SceneLifeCycle.self,
        LaunchScreen.self,
        FullScreenOptOut.self,
        EveryOrientation.self,
        EveryWindow.self,
        NoLintErrors.self,
        SoundLayout.self,
        ClearOfSystemAreas.self,
        RegularWidthLayout.self,
        AdaptivePresentations.self,
        LayoutNotByDevice.self,
        ReadableWidth.self,
        TouchTargets.self,
        MultipleWindows.self,
        KeyboardShortcuts.self,
        MenuBar.self,
        PointerInteractions.self,
        DragAndDrop.self,
        HingePostures.self,
    ]
}

extension AuditCriterion {
    /// Every criterion, in the registry's order.
    public static let all: [AuditCriterion] = AuditRegistry.definitions.map { $0.criterion }

    /// Looks a criterion up by id.
    public static func named(_ id: String) -> AuditCriterion? { all.first { $0.id == id } }
}
