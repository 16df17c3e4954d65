import Foundation

/// An app's preferred minimum and maximum scene size (`UISceneSizeRestrictions`, set through
/// `UIWindowScene.sizeRestrictions`), and what iPadOS does with them in the windows PadKit lists.
///
/// Apple calls both values preferences: "To express a preferred minimum size of your scene's
/// content, use `UISceneSizeRestrictions` ... The example above specifies a preferred minimum width
/// of 500 points" (TN3192), and the header adds that "The system imposes limits on each preference
/// that may result in it not being honored". The object exists only "when it supports
/// variable-sized windows" (`UISceneSizeRestrictions` documentation): Windowed Apps and Stage
/// Manager (``MultitaskingSetting/hasResizableWindows``), not Full Screen Apps, the classic Split
/// View and Slide Over, or an iPhone.
///
/// Where it applies, a window smaller than the minimum is **clamped**, not refused: an app with a
/// 650 x 650 minimum on iPadOS 26.3 could not be made as narrow as other apps' tiles and Slide Over
/// (Lakr233/FlowDown issue 246; its fix, pull request 247, moved the minimum behind
/// `targetEnvironment(macCatalyst)` so that iPadOS "Split View (1/3, 1/2, 2/3) and Slide Over" could
/// "freely resize the app window"). A minimum larger than the screen is capped at the screen.
/// Rotation ignores the preference ("the scene's bounds will change as well, regardless of the
/// preferences expressed through the `sizeRestrictions` property", TN3192), and full-screen windows
/// fill the screen whatever it says. The maximum clamps the same way (**[UNCONFIRMED]**: no iPad
/// measurement; `docs/choices.md`).
public struct SceneSizeRestrictions: Sendable, Hashable {
    /// The preferred minimum size; a zero dimension sets no minimum on that axis (UIKit reports 0,0
    /// when the app sets none, `UIWindowScene.Geometry.minimumSize`).
    public var minimumSize: CGSize
    /// The preferred maximum size; `nil` (or a zero dimension) sets no maximum on that axis.
    public var maximumSize: CGSize?

    /// Restrictions with `minimumSize` and `maximumSize`.
    ///
    /// - Throws: ``SceneSizeRestrictionsError`` for a negative or non-finite dimension, or a
    ///   maximum smaller than the minimum.
    public init(minimumSize: CGSize = .zero, maximumSize: CGSize? = nil) throws {
        for (name, size) in [("minimumSize", minimumSize), ("maximumSize", maximumSize ?? .zero)] {
            for (axis, value) in [("width", Double(size.width)), ("height", Double(size.height))] where !value.isFinite || value < 0 {
                throw SceneSizeRestrictionsError.negative(field: "\(name).\(axis)", value: value)
            }
        }
        if let maximumSize {
            for (axis, low, high) in [
                ("width", Double(minimumSize.width), Double(maximumSize.width)),
                ("height", Double(minimumSize.height), Double(maximumSize.height)),
            ] where high > 0 && high < low {
                throw SceneSizeRestrictionsError.maximumBelowMinimum(axis: axis, minimum: low, maximum: high)
            }
        }
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
    }

    /// What the restrictions did to one window, as `matrix` rows say it (`"sizeRestrictions"`).
    public enum Outcome: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The window already lies between the minimum and the maximum.
        case honoured
        /// The window was grown to the minimum or shrunk to the maximum (capped at the screen).
        case clamped
        /// The setting or the window does not resize (full screen, Full Screen Apps, the classic
        /// Split View and Slide Over, an iPhone, a scaled compatibility window): the preference is
        /// not consulted.
        case notConsulted
        /// The name in JSON.
        public var description: String { rawValue }
    }

    /// Whether iPadOS consults the restrictions for `placement` in `setting`: a window of a
    /// resizable kind (a tile, a free-form window, the smallest window, the resizable Slide
    /// Over) in Windowed Apps or Stage Manager.
    public static func isConsulted(for placement: Placement, setting: MultitaskingSetting?) -> Bool {
        guard placement.device.family == .iPad, setting?.hasResizableWindows == true, !placement.hostsIPhoneApp else { return false }
        switch placement.mode.kind {
        case .tile, .freeform, .smallestWindow, .resizableSlideOver: return true
        case .full, .splitViewShare, .slideOver, .iPhoneCompatibility, .fullScreenCompatibility: return false
        }
    }

    /// `placement` with these restrictions applied in `setting`, and what they did.
    public func applied(to placement: Placement, setting: MultitaskingSetting?) -> (placement: Placement, outcome: Outcome) {
        guard Self.isConsulted(for: placement, setting: setting) else { return (placement, .notConsulted) }
        let size = placement.window.size, screen = placement.screenSize
        let width = clamp(Double(size.width), minimum: Double(minimumSize.width), maximum: maximumSize.map { Double($0.width) })
        let height = clamp(Double(size.height), minimum: Double(minimumSize.height), maximum: maximumSize.map { Double($0.height) })
        let clamped = CGSize(width: min(width, Double(screen.width)), height: min(height, Double(screen.height)))
        guard clamped != size else { return (placement, .honoured) }
        let window = WindowGeometry(size: clamped, provenance: .derived("scene-size-restrictions", from: ["FlowDown#247"]))
        return (placement.replacing(window: window, safeArea: nil), .clamped)
    }

    private func clamp(_ value: Double, minimum: Double, maximum: Double?) -> Double {
        var result = max(value, minimum)
        if let maximum, maximum > 0 { result = min(result, maximum) }
        return result
    }

    /// The restrictions as a description writes them: `minimumSize`, then `maximumSize`, each
    /// only when set.
    public var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if minimumSize != .zero { pairs.append(("minimumSize", Self.json(minimumSize))) }
        if let maximumSize { pairs.append(("maximumSize", Self.json(maximumSize))) }
        return .object(pairs)
    }

    /// The restrictions in a phrase: "a minimum scene size (500 pt wide) and a maximum (800 pt high)".
    public var summary: String {
        var parts: [String] = []
        if minimumSize != .zero { parts.append("a minimum scene size (\(Self.text(minimumSize)))") }
        if let maximumSize, maximumSize != .zero { parts.append("a maximum (\(Self.text(maximumSize)))") }
        return parts.isEmpty ? "no size preference" : parts.joined(separator: " and ")
    }

    private static func json(_ size: CGSize) -> JSONValue {
        .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
    }

    /// "500 x 400 pt", or one axis where the other sets nothing ("500 pt wide", "800 pt high").
    private static func text(_ size: CGSize) -> String {
        let width = Double(size.width), height = Double(size.height)
        if width > 0, height > 0 { return "\(NumberText.points(width)) x \(NumberText.points(height)) pt" }
        return width > 0 ? "\(NumberText.points(width)) pt wide" : "\(NumberText.points(height)) pt high"
    }
}
