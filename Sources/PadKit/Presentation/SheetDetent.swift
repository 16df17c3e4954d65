/// A height a sheet can rest at (`UISheetPresentationController.Detent`, iOS 15; custom detents
/// iOS 16), `UISheetPresentationController.h` (iOS 18.1 SDK).
public struct SheetDetent: Sendable, Hashable, CustomStringConvertible {
    /// How the height is decided.
    public enum Resolution: Sendable, Hashable {
        /// About half the maximum height; inactive in compact height.
        case medium
        /// The maximum height.
        case large
        /// A fixed height within the safe area (`.custom { _ in height }`); a value that is not
        /// positive makes the detent inactive, a larger one is capped at the maximum.
        case height(Double)
        /// A fraction of the maximum height (`.custom { context in context.maximumDetentValue * f }`),
        /// what SwiftUI's `PresentationDetent.fraction(_:)` is ("a custom detent with the specified
        /// fractional height", SwiftUI documentation, iOS 16); a fraction that is not positive makes
        /// the detent inactive, one above 1 is capped at the maximum.
        case fraction(Double)
    }

    /// The identifier (`"com.apple.UIKit.medium"` and `"com.apple.UIKit.large"` for the system
    /// detents).
    public let identifier: String
    /// How the height is decided.
    public let resolution: Resolution

    /// `.medium()`.
    public static let medium = SheetDetent(identifier: "com.apple.UIKit.medium", resolution: .medium)
    /// `.large()`, the only default detent.
    public static let large = SheetDetent(identifier: "com.apple.UIKit.large", resolution: .large)
    /// `.custom(identifier:resolver:)` returning a fixed height.
    public static func custom(_ identifier: String, height: Double) -> SheetDetent {
        SheetDetent(identifier: identifier, resolution: .height(height))
    }
    /// `.custom(identifier:resolver:)` returning a fraction of the maximum height.
    public static func custom(_ identifier: String, fraction: Double) -> SheetDetent {
        SheetDetent(identifier: identifier, resolution: .fraction(fraction))
    }

    /// Whether the detent is a custom one (`.custom(identifier:resolver:)`, iOS 16).
    public var isCustom: Bool {
        switch resolution {
        case .medium, .large: return false
        case .height, .fraction: return true
        }
    }

    /// The fraction of the maximum that `.medium()` takes: "approximately half the height of the
    /// screen" (detents documentation); the exact factor is **[UNCONFIRMED]**.
    public static let mediumFraction = 0.5

    /// The resolved height within the safe area, or `nil` when the detent is inactive
    /// (`resolvedValue(in:)` returns `UISheetPresentationControllerDetentInactive`).
    ///
    /// - Parameters:
    ///   - maximumDetentValue: the largest height a detent may have (`maximumDetentValue` in the
    ///     resolution context).
    ///   - verticalSizeClass: the container's vertical size class (`.medium()` is inactive in
    ///     compact height).
    public func resolvedValue(maximumDetentValue: Double, verticalSizeClass: UserInterfaceSizeClass) -> Double? {
        switch resolution {
        case .large: return maximumDetentValue
        case .medium: return verticalSizeClass == .compact ? nil : (maximumDetentValue * Self.mediumFraction).rounded()
        case .height(let value): return value > 0 ? min(value, maximumDetentValue) : nil
        case .fraction(let value): return value > 0 ? min(value * maximumDetentValue, maximumDetentValue) : nil
        }
    }

    /// The short name: `medium`, `large`, or the custom identifier.
    public var description: String {
        switch identifier {
        case Self.medium.identifier: return "medium"
        case Self.large.identifier: return "large"
        default: return identifier
        }
    }

    /// The detent as a description or scenario writes it: `"medium"`, `"large"`,
    /// `{"identifier", "height"}` or `{"identifier", "fraction"}`.
    public var jsonValue: JSONValue {
        switch resolution {
        case .medium, .large: return .string(description)
        case .height(let value): return .object([("identifier", .string(identifier)), ("height", .number(value))])
        case .fraction(let value): return .object([("identifier", .string(identifier)), ("fraction", .number(value))])
        }
    }
}
