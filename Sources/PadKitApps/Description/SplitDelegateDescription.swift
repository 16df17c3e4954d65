import PadKit

/// What a split view controller's delegate answers, as data: the `UISplitViewControllerDelegate`
/// methods whose answers change what UIKit does. A method left `nil` is one the delegate does not
/// implement.
public struct SplitDelegateDescription: Sendable, Hashable {
    /// `splitViewController(_:collapseSecondary:onto:)` (classic): `true` means "I handled it,
    /// discard the secondary", the usual way to show the primary when a split first collapses.
    public var collapseSecondaryOntoPrimary: Bool?
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (column style).
    public var topColumnForCollapsing: SplitColumn?
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` (column style).
    public var displayModeForExpanding: SplitDisplayMode?
    /// `targetDisplayModeForAction(in:)` (classic).
    public var targetDisplayModeForAction: SplitDisplayMode?
    /// `splitViewControllerSupportedInterfaceOrientations(_:)`.
    public var supportedInterfaceOrientations: InterfaceOrientationMask?

    /// Makes a split delegate description from its parts; what is not given takes its default.
    public init(
        collapseSecondaryOntoPrimary: Bool? = nil, topColumnForCollapsing: SplitColumn? = nil,
        displayModeForExpanding: SplitDisplayMode? = nil, targetDisplayModeForAction: SplitDisplayMode? = nil,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil
    ) {
        self.collapseSecondaryOntoPrimary = collapseSecondaryOntoPrimary
        self.topColumnForCollapsing = topColumnForCollapsing
        self.displayModeForExpanding = displayModeForExpanding
        self.targetDisplayModeForAction = targetDisplayModeForAction
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
    }

    /// The keys, in the order above.
    public static let keys = [
        "collapseSecondaryOntoPrimary", "topColumnForCollapsing", "displayModeForExpanding",
        "targetDisplayModeForAction", "supportedInterfaceOrientations",
    ]
}
