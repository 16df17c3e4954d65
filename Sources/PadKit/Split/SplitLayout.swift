import Foundation

/// What a split view controller shows for a given size and configuration: its split behaviour,
/// display mode and column widths. The twin's `SplitViewController` asks for this on every layout.
///
/// The rules are read from UIKitCore (iPadOS 18.0–26.1, `docs/sources.md` § Split view controller) where Apple
/// documents none:
/// - **Behaviour** (fixed windows: full screen and Split View): landscape (`w > h`) tiles above
///   `T`, tiles (double) or displaces (triple) from 1024 to `T`, overlays below 1024; portrait tiles
///   above 1536, tiles or displaces from `T` to 1536, overlays below `T` (every current iPad in
///   portrait overlays). `T` is 1210 on the 11-inch M4-class screen and 1194 elsewhere.
///   **Resizable windows** (Stage Manager, iPadOS 26) tile unless the secondary column would be
///   compact, then overlay (displace for triple column).
/// - **Display mode**: `.automatic` is oneBesideSecondary under tile and displace, secondaryOnly
///   under overlay. An explicit preference is honoured strictly when `presentsWithGesture` is
///   false; otherwise it is mapped to the behaviour (2/3 → 3 under overlay, else 2; 4/5/6 → 5
///   under overlay, 4 under tile, 6 under displace). Collapsed reports oneBesideSecondary.
/// - **Widths**: automatic maximum primary width 320 (column style) and, for classic split views,
///   375 when (landscape and the screen's long side > 1112) or the long side > 1210; automatic
///   minimum 0; automatic preferred width = the maximum; a preferred width in points wins over the
///   fraction; the fraction multiplies the split view's width; the result is clamped to
///   [minimum, maximum]. Supplementary: automatic maximum 375.
///
/// Classic split views use the same behaviour thresholds: iOS 14 rebuilt them on the same panel
/// implementation, but the body of `_iPadShouldUseOverlayInCurrentEnvironment` was not read
/// (**[UNCONFIRMED]**). The hairline divider between columns is not modelled.
public struct SplitLayout: Sendable, Hashable {
    /// The behaviour in effect (never `.automatic`).
    public let splitBehavior: SplitBehavior
    /// The display mode in effect (never `.automatic`).
    public let displayMode: SplitDisplayMode
    /// `primaryColumnWidth`.
    public let primaryColumnWidth: Double
    /// `supplementaryColumnWidth` (0 for double column and classic).
    public let supplementaryColumnWidth: Double
    /// The width the secondary column's view gets.
    public let secondaryColumnWidth: Double
    /// The columns on screen, leading to trailing.
    public let visibleColumns: [SplitColumn]

    /// The 11-inch M4-class landscape width that moves the displace threshold (`T = 1210`).
    public static let elevenInchM4Width: Double = 1210

    /// Decides the layout.
    ///
    /// - Parameters:
    ///   - style: classic, double or triple column.
    ///   - size: the split view controller's size.
    ///   - screenSize: the screen in the current orientation (classic widths and `T` depend on it).
    ///   - resizableWindow: whether the window is free-form (Stage Manager, iPadOS 26).
    ///   - isCollapsed: whether the split view is collapsed.
    ///   - preferredDisplayMode: `preferredDisplayMode`.
    ///   - preferredSplitBehavior: `preferredSplitBehavior`.
    ///   - presentsWithGesture: `presentsWithGesture` (false makes the preferred mode strict).
    ///   - widths: the column width settings.
    ///   - sizeClassRule: the rule that decides whether a column would be compact.
    public init(
        style: SplitViewControllerStyle, size: CGSize, screenSize: CGSize, resizableWindow: Bool, isCollapsed: Bool,
        preferredDisplayMode: SplitDisplayMode, preferredSplitBehavior: SplitBehavior, presentsWithGesture: Bool,
        widths: SplitColumnWidths, sizeClassRule: SizeClassRule = .standard
    ) {
        let width = Double(size.width)
        let triple = style == .tripleColumn
        let primary = Self.columnWidth(
            preferred: widths.preferredPrimaryColumnWidth, fraction: widths.preferredPrimaryColumnWidthFraction,
            minimum: widths.minimumPrimaryColumnWidth, maximum: widths.maximumPrimaryColumnWidth,
            automaticMaximum: Self.automaticMaximumPrimaryWidth(style: style, size: size, screenSize: screenSize), splitWidth: width)
        let supplementary =
            triple
            ? Self.columnWidth(
                preferred: widths.preferredSupplementaryColumnWidth, fraction: widths.preferredSupplementaryColumnWidthFraction,
                minimum: widths.minimumSupplementaryColumnWidth, maximum: widths.maximumSupplementaryColumnWidth,
                automaticMaximum: 375, splitWidth: width) : 0
        let behavior =
            preferredSplitBehavior != .automatic
            ? preferredSplitBehavior
            : Self.automaticBehavior(
                size: size, screenSize: screenSize, resizableWindow: resizableWindow, triple: triple,
                sidebarsWidth: primary + supplementary, rule: sizeClassRule)
        let mode: SplitDisplayMode
        if isCollapsed {
            mode = .oneBesideSecondary
        } else {
            mode = Self.displayMode(
                preferred: preferredDisplayMode, behavior: behavior, triple: triple, presentsWithGesture: presentsWithGesture)
        }
        self.splitBehavior = behavior
        self.displayMode = mode
        self.primaryColumnWidth = primary
        self.supplementaryColumnWidth = supplementary
        if isCollapsed {
            self.secondaryColumnWidth = width
            self.visibleColumns = []
            return
        }
        switch mode {
        case .oneBesideSecondary:
            secondaryColumnWidth = max(0, width - (triple ? supplementary : primary))
            visibleColumns = [triple ? .supplementary : .primary, .secondary]
        case .twoBesideSecondary:
            secondaryColumnWidth = max(0, width - primary - supplementary)
            visibleColumns = [.primary, .supplementary, .secondary]
        case .twoDisplaceSecondary:
            secondaryColumnWidth = max(0, width - supplementary)
            visibleColumns = [.primary, .supplementary, .secondary]
        case .oneOverSecondary:
            secondaryColumnWidth = width
            visibleColumns = [triple ? .supplementary : .primary, .secondary]
        case .twoOverSecondary:
            secondaryColumnWidth = width
            visibleColumns = [.primary, .supplementary, .secondary]
        case .secondaryOnly, .automatic:
            secondaryColumnWidth = width
            visibleColumns = [.secondary]
        }
    }

    /// The behaviour `.automatic` resolves to.
    public static func automaticBehavior(
        size: CGSize, screenSize: CGSize, resizableWindow: Bool, triple: Bool, sidebarsWidth: Double, rule: SizeClassRule = .standard
    ) -> SplitBehavior {
        let width = Double(size.width), height = Double(size.height)
        let sideBySide: SplitBehavior = triple ? .displace : .tile
        if resizableWindow {
            let secondaryIsCompact = width - sidebarsWidth < rule.padRegularMinimumWidth
            return secondaryIsCompact ? (triple ? .displace : .overlay) : .tile
        }
        let longSide = Double(max(screenSize.width, screenSize.height))
        let threshold = longSide == elevenInchM4Width ? elevenInchM4Width : 1194
        if width > height {
            if width > threshold { return .tile }
            if width >= 1024 { return sideBySide }
            return .overlay
        }
        if width > 1536 { return .tile }
        if width >= threshold { return sideBySide }
        return .overlay
    }

    /// The display mode a preference resolves to under `behavior`.
    public static func displayMode(
        preferred: SplitDisplayMode, behavior: SplitBehavior, triple: Bool, presentsWithGesture: Bool
    ) -> SplitDisplayMode {
        if preferred == .automatic {
            return behavior == .overlay ? .secondaryOnly : .oneBesideSecondary
        }
        var wanted = preferred
        if !triple && wanted.visibleSidebarCount == 2 { wanted = .oneBesideSecondary }
        if !presentsWithGesture { return wanted }
        switch wanted {
        case .automatic, .secondaryOnly: return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            case .tile, .automatic: return .twoBesideSecondary
            }
        }
    }

    /// The automatic maximum primary width: 320 for column style; for classic, 375 when
    /// (landscape and the screen's long side > 1112) or the long side > 1210, else 320.
    public static func automaticMaximumPrimaryWidth(style: SplitViewControllerStyle, size: CGSize, screenSize: CGSize) -> Double {
        guard style == .unspecified else { return 320 }
        let longSide = Double(max(screenSize.width, screenSize.height))
        let landscape = screenSize.width > screenSize.height
        return (landscape && longSide > 1112) || longSide > 1210 ? 375 : 320
    }

    /// A column width from its four properties.
    public static func columnWidth(
        preferred: Double, fraction: Double, minimum: Double, maximum: Double, automaticMaximum: Double, splitWidth: Double
    ) -> Double {
        let upper = SplitColumnWidths.isAutomatic(maximum) ? automaticMaximum : maximum
        let lower = SplitColumnWidths.isAutomatic(minimum) ? 0 : minimum
        let wanted: Double
        if !SplitColumnWidths.isAutomatic(preferred) {
            wanted = preferred
        } else if !SplitColumnWidths.isAutomatic(fraction) {
            wanted = fraction * splitWidth
        } else {
            wanted = upper
        }
        return min(splitWidth, max(lower, min(upper, wanted)))
    }
}
