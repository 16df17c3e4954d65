/// `UINavigationItem.largeTitleDisplayMode`: when a navigation bar whose `prefersLargeTitles` is on
/// shows the item's large title (`UINavigationItem.h`: "When UINavigationBar.prefersLargeTitles=YES,
/// this property controls when the larger out-of-line title is displayed. If
/// prefersLargeTitles=NO, this property has no effect.").
public enum LargeTitleDisplayMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Keep the previous item's mode; the stack's first item shows the large title.
    case automatic
    /// Always show the large title.
    case always
    /// Never show the large title.
    case never
    /// iOS 17: "Always use a large title when this item is topmost. If there is a back button
    /// present, this will revert to `Always`" (`UINavigationItemLargeTitleDisplayModeInline
    /// API_AVAILABLE(ios(17.0))`): the large title sits inside the bar, whose height PadKit keeps
    /// at the plain bar's (**[UNCONFIRMED]**: no source measured it).
    case inline

    /// The name in JSON and in Interface Builder's `largeTitleDisplayMode` attribute.
    public var description: String { rawValue }

    /// Whether the item at `index` of a stack whose items have `modes` shows a large title in a bar
    /// with `prefersLargeTitles`: `.automatic` takes the mode of the item below it, and the first
    /// item's `.automatic` shows it; `.inline` shows it inside the bar (no large-title row) unless a
    /// back button reverts it to `.always`.
    public static func showsLargeTitleRow(at index: Int, of modes: [LargeTitleDisplayMode]) -> Bool {
        guard modes.indices.contains(index) else { return false }
        var position = index
        while position >= 0 {
            switch modes[position] {
            case .always: return true
            case .never: return false
            case .inline: return index > 0
            case .automatic: position -= 1
            }
        }
        return true
    }
}
