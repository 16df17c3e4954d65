/// The traits a presentation adds on top of what the presented controller inherits from the window.
///
/// - A popover's content gets a **compact horizontal size class**: `UIPopoverPresentationController`
///   sets `_internalTraitOverrides.horizontalSizeClass = compact` in its initialiser (UIKitCore
///   decompilation, `docs/sources.md` § Presentations).
/// - Popovers and sheets are **elevated** (`userInterfaceLevel == .elevated`): presented content
///   "visually above" the window's (`UIUserInterfaceLevel.elevated` documentation; WWDC19
///   "Implementing Dark Mode on iOS", session 214).
/// - Whether a floating form or page sheet in a regular environment changes the size classes is
///   **[UNCONFIRMED]**; PadKit leaves them inherited (regular), which is what a sheet that fills
///   its content to the readable width behaves like.
public enum PresentationTraits {
    /// The override for a presentation shown as `style`; `nil` when it adds nothing.
    public static func override(for style: ModalPresentationStyle) -> TraitCollection? {
        switch style {
        case .popover: return TraitCollection(horizontalSizeClass: .compact, userInterfaceLevel: .elevated)
        case .pageSheet, .formSheet: return TraitCollection(userInterfaceLevel: .elevated)
        default: return nil
        }
    }
}
