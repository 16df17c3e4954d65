/// The column-width properties of a split view controller, every one defaulting to
/// ``automaticDimension`` (`UISplitViewController.h`).
public struct SplitColumnWidths: Sendable, Hashable {
    /// `UISplitViewController.automaticDimension`: −FLT_MAX, read from UIKitCore
    /// (`docs/sources.md` § Split view controller; the headers do not give the number).
    public static let automaticDimension = -Double(Float.greatestFiniteMagnitude)

    /// The primary column's preferred width as a fraction of the split view's width.
    public var preferredPrimaryColumnWidthFraction = automaticDimension
    /// In points; when set, wins over the fraction (`preferredPrimaryColumnWidth` documentation).
    public var preferredPrimaryColumnWidth = automaticDimension
    /// The narrowest the primary column may be.
    public var minimumPrimaryColumnWidth = automaticDimension
    /// The widest the primary column may be (automatic: 320 pt).
    public var maximumPrimaryColumnWidth = automaticDimension
    /// The supplementary column's preferred width as a fraction of the split view's width.
    public var preferredSupplementaryColumnWidthFraction = automaticDimension
    /// The supplementary column's preferred width in points; wins over the fraction.
    public var preferredSupplementaryColumnWidth = automaticDimension
    /// The narrowest the supplementary column may be.
    public var minimumSupplementaryColumnWidth = automaticDimension
    /// The widest the supplementary column may be (automatic: 375 pt).
    public var maximumSupplementaryColumnWidth = automaticDimension

    /// Every width automatic, as UIKit starts.
    public init() {}

    /// Whether `value` is the automatic dimension.
    public static func isAutomatic(_ value: Double) -> Bool {
        value <= automaticDimension / 2
    }
}
