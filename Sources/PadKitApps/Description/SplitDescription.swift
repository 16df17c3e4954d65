import PadKit

/// A `UISplitViewController`: its style, columns and every property UIKit has for its layout.
///
/// Classic style (`"style": "classic"`, `UISplitViewControllerStyleUnspecified`) takes `primary`
/// and `secondary` (its `viewControllers`, master then detail). Column style (`doubleColumn`,
/// `tripleColumn`, iOS 14) takes a controller per column, `supplementary` only with three columns,
/// and `compact` for the compact-width column; UIKit wraps each column that is not a navigation
/// controller in one, and the twin does too.
public struct SplitDescription: Sendable, Hashable {
    /// The style (`init(style:)`).
    public var style: SplitViewControllerStyle
    /// The primary column (classic: the master).
    public var primary: ControllerDescription?
    /// The supplementary column (triple column only).
    public var supplementary: ControllerDescription?
    /// The secondary column (classic: the detail).
    public var secondary: ControllerDescription?
    /// The compact column (column style only).
    public var compact: ControllerDescription?
    /// `preferredDisplayMode`.
    public var preferredDisplayMode: SplitDisplayMode?
    /// `preferredSplitBehavior` (column style).
    public var preferredSplitBehavior: SplitBehavior?
    /// The column widths; unset ones stay `automaticDimension`.
    public var columnWidths: SplitColumnWidths
    /// `presentsWithGesture`.
    public var presentsWithGesture: Bool?
    /// `primaryEdge`.
    public var primaryEdge: SplitPrimaryEdge?
    /// `displayModeButtonVisibility` (column style).
    public var displayModeButtonVisibility: DisplayModeButtonVisibility?
    /// `showsSecondaryOnlyButton` (column style).
    public var showsSecondaryOnlyButton: Bool?
    /// The delegate's answers; `nil`: no delegate.
    public var delegate: SplitDelegateDescription?

    /// Makes a split description from its parts; what is not given takes its default.
    public init(
        style: SplitViewControllerStyle, primary: ControllerDescription? = nil, supplementary: ControllerDescription? = nil,
        secondary: ControllerDescription? = nil, compact: ControllerDescription? = nil, preferredDisplayMode: SplitDisplayMode? = nil,
        preferredSplitBehavior: SplitBehavior? = nil, columnWidths: SplitColumnWidths = SplitColumnWidths(),
        presentsWithGesture: Bool? = nil,
        primaryEdge: SplitPrimaryEdge? = nil, displayModeButtonVisibility: DisplayModeButtonVisibility? = nil,
        showsSecondaryOnlyButton: Bool? = nil, delegate: SplitDelegateDescription? = nil
    ) {
        self.style = style
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.compact = compact
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredSplitBehavior = preferredSplitBehavior
        self.columnWidths = columnWidths
        self.presentsWithGesture = presentsWithGesture
        self.primaryEdge = primaryEdge
        self.displayModeButtonVisibility = displayModeButtonVisibility
        self.showsSecondaryOnlyButton = showsSecondaryOnlyButton
        self.delegate = delegate
    }

    /// The column keys, in the order UIKit's `UISplitViewControllerColumn` lists them.
    public static let columnKeys = ["primary", "supplementary", "secondary", "compact"]

    /// The width keys and the ``SplitColumnWidths`` property each sets, in `UISplitViewController.h` order.
    public static var widthKeys: [(key: String, path: WritableKeyPath<SplitColumnWidths, Double>)] {
        [
            ("preferredPrimaryColumnWidthFraction", \.preferredPrimaryColumnWidthFraction),
            ("preferredPrimaryColumnWidth", \.preferredPrimaryColumnWidth),
            ("minimumPrimaryColumnWidth", \.minimumPrimaryColumnWidth),
            ("maximumPrimaryColumnWidth", \.maximumPrimaryColumnWidth),
            ("preferredSupplementaryColumnWidthFraction", \.preferredSupplementaryColumnWidthFraction),
            ("preferredSupplementaryColumnWidth", \.preferredSupplementaryColumnWidth),
            ("minimumSupplementaryColumnWidth", \.minimumSupplementaryColumnWidth),
            ("maximumSupplementaryColumnWidth", \.maximumSupplementaryColumnWidth),
        ]
    }

    /// The columns that are set, with their keys, in ``columnKeys`` order.
    public var columnNodes: [(key: String, column: SplitColumn, node: ControllerDescription)] {
        [
            ("primary", SplitColumn.primary, primary), ("supplementary", .supplementary, supplementary),
            ("secondary", .secondary, secondary), ("compact", .compact, compact),
        ]
        .compactMap { key, column, node in node.map { (key, column, $0) } }
    }
}
