/// The column-width properties of a split view controller, every one defaulting to
/// ``automaticDimension`` (`UISplitViewController.h`).
public struct SplitColumnWidths: Sendable, Hashable {
    /// `UISplitViewController.automaticDimension`: −FLT_MAX, read from UIKitCore
    /// (`docs/sources.md` § Split view controller; the headers do not give the number).
    public static let automaticDimension = -Double(Float.greatestFiniteMagnitude)

    public var preferredPrimaryColumnWidthFraction = automaticDimension
    /// In points; when set, wins over the fraction (`preferredPrimaryColumnWidth` documentation).
    public var preferredPrimaryColumnWidth = automaticDimension
    public var minimumPrimaryColumnWidth = automaticDimension
    public var maximumPrimaryColumnWidth = automaticDimension
    public var preferredSupplementaryColumnWidthFraction = automaticDimension
    public var preferredSupplementaryColumnWidth = automaticDimension
    public var minimumSupplementaryColumnWidth = automaticDimension
    public var maximumSupplementaryColumnWidth = automaticDimension

    public init() {}

    /// Whether `value` is the automatic dimension.
    public static func isAutomatic(_ value: Double) -> Bool {
        value <= automaticDimension / 2
    }
}
