import Foundation
import PadLayout

/// One view of an Interface Builder scene or XIB, as written: its IB id and line, its UIKit
/// class, its place in the hierarchy, the frame IB stored, and what Auto Layout reads of it.
public struct ScreenView: Sendable {
    /// The IB object id.
    public let id: String
    /// The element's name (`label`, `stackView`, `tableViewCell`, ...).
    public let element: String
    /// The UIKit class the element makes (`UILabel`, ...).
    public let uikitClass: String
    /// `customClass`, when set.
    public let customClass: String?
    /// The line of the element.
    public let line: Int
    /// The superview's id, `nil` for the scene's root view.
    public let superview: String?
    /// The frame IB stored, in the superview's coordinates.
    public let storedFrame: CGRect?
    /// `translatesAutoresizingMaskIntoConstraints` (IB writes `NO` for views it gives constraints).
    public let translatesAutoresizingMaskIntoConstraints: Bool
    /// The `<autoresizingMask>`; IB's default for a view without one is flexible right and bottom
    /// margins (the mask `UIView` starts with is none; IB writes the mask it means).
    public let autoresizingMask: AutoresizingMask
    /// Content hugging, horizontal and vertical (250 when missing).
    public let hugging: (horizontal: Float, vertical: Float)
    /// Compression resistance, horizontal and vertical (750 when missing).
    public let compressionResistance: (horizontal: Float, vertical: Float)
    /// `hidden="YES"`.
    public let isHidden: Bool
    /// The text a label, button or text field shows (its title, text or placeholder).
    public let text: String?
    /// The font's point size and weight, when the view shows text.
    public let font: ScreenFont?
    /// `numberOfLines` of a label (1 when missing; 0 means as many as needed).
    public let numberOfLines: Int
    /// The accessibility identifier.
    public let accessibilityIdentifier: String?
    /// The named image the view shows, and whether it is an SF Symbol (`catalog="system"`).
    public let image: (name: String, isSymbol: Bool)?
    /// IB's `misplaced="YES"`: the stored frame is not where the constraints put the view.
    public let isMisplaced: Bool
    /// IB's `ambiguous="YES"`.
    public let isAmbiguous: Bool
    /// Layout margins written in the file (`layoutMargins` or `directionalLayoutMargins`, with
    /// leading and trailing as left and right in left-to-right).
    public let layoutMargins: ConstraintInsets?
    /// `preservesSuperviewLayoutMargins="YES"`.
    public let preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea` (`YES` when missing).
    public let insetsLayoutMarginsFromSafeArea: Bool
    /// The stack view's properties, for a `stackView`.
    public let stack: ScreenStack?
    /// The guides IB lists for the view, by key (`safeArea`, `contentLayoutGuide`, `frameLayoutGuide`).
    public let guides: [(key: String, id: String)]
    /// Element-specific attributes the intrinsic size needs (`style`, `borderStyle`, `buttonType`, segment titles...).
    public let details: [String: String]

    /// Whether the view is a scroll view (its content's edges attach to its content area).
    public var isScrollView: Bool { ["scrollView", "tableView", "collectionView", "textView"].contains(element) }

    /// The UIKit class Interface Builder makes for an element name: IB's names are UIKit's
    /// without the prefix and lower-camel-cased (`label` is `UILabel`), with a few exceptions.
    public static func uikitClass(of element: String) -> String {
        switch element {
        case "view", "containerView": return "UIView"
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "arscnView": return "ARSCNView"
        case "arskView": return "ARSKView"
        case "sceneKitView": return "SCNView"
        case "mtkView": return "MTKView"
        case "glkView": return "GLKView"
        case "tableViewCellContentView": return "UITableViewCellContentView"
        case "collectionViewCellContentView": return "UICollectionViewCellContentView"
        default:
            guard let first = element.first else { return "UIView" }
            return "UI" + first.uppercased() + element.dropFirst()
        }
    }
}

/// A stack view's properties (`UIStackView`), with their per-trait variations.
public struct ScreenStack: Sendable, Hashable {
    /// `axis` (`horizontal` when missing, as in UIKit).
    public var axis: LayoutAxis
    /// `distribution` (`fill` when missing).
    public var distribution: StackView.Distribution
    /// `alignment` (`fill` when missing).
    public var alignment: StackView.Alignment
    /// `spacing` (0 when missing; ``systemSpacing`` for `spacingType="standard"`).
    public var spacing: Double
    /// The system spacing between sibling views that "Use Standard" spacing stands for (UIKit's
    /// `UIStackView.spacingUseSystem`; Interface Builder's standard spacing between siblings).
    public static let systemSpacing: Double = 8
    /// `baselineRelativeArrangement="YES"`.
    public var isBaselineRelativeArrangement: Bool
    /// Whether it arranges inside its layout margins: `layoutMarginsRelativeArrangement="YES"`, or
    /// margins the file sets on the stack view (what Interface Builder saves for it).
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Inline variations of the axis, spacing, alignment or distribution, by key.
    public var variations: [SizeClassKey: [String: String]]

    /// The properties in `traits`: each from the most specific variation that sets it.
    public func resolved(in traits: SizeClassPair) -> ScreenStack {
        var result = self
        for key in variations.keys.sorted().reversed() where key.matches(traits) {
            guard let attributes = variations[key] else { continue }
            if let axis = attributes["axis"].flatMap(LayoutAxis.init(rawValue:)) { result.axis = axis }
            if let spacing = attributes["spacing"].flatMap(Double.init) { result.spacing = spacing }
            if let alignment = attributes["alignment"].flatMap(StackView.Alignment.init(rawValue:)) { result.alignment = alignment }
            if let distribution = attributes["distribution"].flatMap(StackView.Distribution.init(rawValue:)) {
                result.distribution = distribution
            }
        }
        return result
    }
}
