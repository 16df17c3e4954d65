/// What a split view's display-mode button shows and does, decided from the style, the current
/// layout and the button settings (`docs/sources.md` § Split view controller).
///
/// - Collapsed: no button.
/// - Column style: `displayModeButtonVisibility` `.never` hides it; `.automatic` hides it when
///   `presentsWithGesture` is false; `.always` shows it even then, but not in a mode that would not
///   show it anyway. Under tile, a double-column split toggles secondaryOnly ↔ oneBesideSecondary
///   (sidebar glyph); a triple-column one toggles oneBesideSecondary ↔ twoBesideSecondary and has no
///   button in secondaryOnly. Under overlay (back glyph) it steps secondaryOnly → oneOverSecondary
///   → twoOverSecondary and is absent in twoOverSecondary. Under displace, oneBesideSecondary →
///   twoDisplaceSecondary and back. `showsSecondaryOnlyButton` (triple only) adds a button that
///   toggles to and from secondaryOnly.
/// - Classic: the `displayModeButtonItem` taps to what `targetDisplayModeForAction(in:)` returns,
///   or by the built-in heuristics (undocumented; PadKit toggles between secondaryOnly and the
///   behaviour's one-sidebar mode); a target of secondaryOnly shows the "full screen" glyph, a
///   sidebar target the back glyph, no change no button.
public struct SplitDisplayModeButton: Sendable, Hashable {
    /// The glyph the button shows.
    public enum Glyph: String, Sendable, Hashable {
        /// The sidebar-toggle icon (tile behaviour).
        case sidebar
        /// A back chevron (overlay and displace behaviours).
        case back
        /// The classic "full screen" button (target display mode primaryHidden).
        case fullScreen
    }

    /// Whether the button is shown.
    public let isVisible: Bool
    /// The display mode a tap goes to.
    public let targetDisplayMode: SplitDisplayMode?
    /// The glyph.
    public let glyph: Glyph?
    /// Whether the triple-column secondary-only shortcut button shows.
    public let showsSecondaryOnlyShortcut: Bool

    static let hidden = SplitDisplayModeButton(isVisible: false, targetDisplayMode: nil, glyph: nil, showsSecondaryOnlyShortcut: false)

    /// Decides the button.
    public static func resolve(
        style: SplitViewControllerStyle, layout: SplitLayout, isCollapsed: Bool, presentsWithGesture: Bool,
        visibility: DisplayModeButtonVisibility, showsSecondaryOnlyButton: Bool, delegateTarget: SplitDisplayMode = .automatic
    ) -> SplitDisplayModeButton {
        guard !isCollapsed else { return .hidden }
        let mode = layout.displayMode
        guard style.isColumnStyle else {
            guard presentsWithGesture else { return .hidden }
            var target = delegateTarget
            if target == .automatic {
                target =
                    mode == .secondaryOnly ? (layout.splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary) : .secondaryOnly
            }
            guard target != mode else { return .hidden }
            return SplitDisplayModeButton(
                isVisible: true, targetDisplayMode: target, glyph: target == .secondaryOnly ? .fullScreen : .back,
                showsSecondaryOnlyShortcut: false)
        }
        switch visibility {
        case .never: return .hidden
        case .automatic where !presentsWithGesture: return .hidden
        default: break
        }
        let triple = style == .tripleColumn
        let shortcut = triple && showsSecondaryOnlyButton
        let target: SplitDisplayMode?
        let glyph: Glyph
        switch layout.splitBehavior {
        case .tile, .automatic:
            glyph = .sidebar
            if triple {
                target = mode == .secondaryOnly ? nil : (mode == .twoBesideSecondary ? .oneBesideSecondary : .twoBesideSecondary)
            } else {
                target = mode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
            }
        case .overlay:
            glyph = .back
            switch mode {
            case .secondaryOnly: target = .oneOverSecondary
            case .oneOverSecondary: target = triple ? .twoOverSecondary : .secondaryOnly
            default: target = nil
            }
        case .displace:
            glyph = .back
            target = mode == .twoDisplaceSecondary ? .oneBesideSecondary : (mode == .oneBesideSecondary ? .twoDisplaceSecondary : nil)
        }
        guard let target else {
            return SplitDisplayModeButton(isVisible: false, targetDisplayMode: nil, glyph: nil, showsSecondaryOnlyShortcut: shortcut)
        }
        return SplitDisplayModeButton(isVisible: true, targetDisplayMode: target, glyph: glyph, showsSecondaryOnlyShortcut: shortcut)
    }
}
