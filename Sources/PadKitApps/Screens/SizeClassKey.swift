import PadKit

/// A horizontal and vertical size class, the two traits Interface Builder varies a file by.
public struct SizeClassPair: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontal: UserInterfaceSizeClass
    /// The vertical size class.
    public var vertical: UserInterfaceSizeClass

    /// Makes a pair.
    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `wC hR`, Interface Builder's short spelling.
    public var description: String {
        func letter(_ c: UserInterfaceSizeClass) -> String { c == .regular ? "R" : c == .compact ? "C" : "Any" }
        return "w\(letter(horizontal)) h\(letter(vertical))"
    }
}

/// The key of an Interface Builder `<variation>`: `default`, `widthClass=compact`,
/// `heightClass=regular` or `heightClass=regular-widthClass=compact`.
///
/// A view's property or a constraint's constant in a trait combination is the one of the most
/// specific key that matches it: both classes, then the width class alone, then the height class
/// alone, then `default` (Interface Builder's "Vary for Traits"; a width-only and a height-only
/// variation that both match and disagree are resolved in favour of the width class, a choice
/// recorded in `docs/choices.md`).
public struct SizeClassKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The width class the key asks for, `nil` for any.
    public let width: UserInterfaceSizeClass?
    /// The height class the key asks for, `nil` for any.
    public let height: UserInterfaceSizeClass?

    /// `default`.
    public static let any = SizeClassKey(width: nil, height: nil)

    /// Makes a key.
    public init(width: UserInterfaceSizeClass?, height: UserInterfaceSizeClass?) {
        self.width = width
        self.height = height
    }

    /// Parses IB's spelling; `nil` for anything else.
    public init?(_ text: String) {
        if text == "default" {
            self.init(width: nil, height: nil)
            return
        }
        var width: UserInterfaceSizeClass?
        var height: UserInterfaceSizeClass?
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2 else { return nil }
            let value: UserInterfaceSizeClass
            switch pair[1] {
            case "compact": value = .compact
            case "regular": value = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass" where width == nil: width = value
            case "heightClass" where height == nil: height = value
            default: return nil
            }
        }
        guard width != nil || height != nil else { return nil }
        self.init(width: width, height: height)
    }

    /// How specific: 2 for both classes, 1 for one, 0 for `default`.
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    /// Whether the key applies in `traits`.
    public func matches(_ traits: SizeClassPair) -> Bool {
        (width == nil || width == traits.horizontal) && (height == nil || height == traits.vertical)
    }

    /// IB's spelling.
    public var description: String {
        switch (width, height) {
        case (nil, nil): return "default"
        case (let w?, nil): return "widthClass=\(w)"
        case (nil, let h?): return "heightClass=\(h)"
        case (let w?, let h?): return "heightClass=\(h)-widthClass=\(w)"
        }
    }

    /// Most specific first; a width-only key before a height-only one; then by spelling.
    public static func < (a: SizeClassKey, b: SizeClassKey) -> Bool {
        if a.specificity != b.specificity { return a.specificity > b.specificity }
        if (a.width != nil) != (b.width != nil) { return a.width != nil }
        return a.description < b.description
    }

    /// The most specific of `keys` (sorted with `<`) that matches `traits`.
    public static func mostSpecific(_ keys: [SizeClassKey], matching traits: SizeClassPair) -> SizeClassKey? {
        keys.first { $0.matches(traits) }
    }
}
