import PadLayout

extension LayoutConstraintDescription {
    /// The layout guide a target names after its view: `superview.safeArea.top` is SnapKit's
    /// `make.top.equalTo(superview.safeAreaLayoutGuide.snp.top)`, and
    /// `superview.safeArea(horizontal).leading` is UIKit 26's
    /// `superview.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)).leadingAnchor`.
    ///
    /// Accepted spellings of a guide (the first of each is the one PadKit writes):
    /// - `safeArea`, `safeAreaLayoutGuide`: the safe-area guide;
    /// - `margins`, `layoutMarginsGuide`: the layout-margins guide;
    /// - `safeArea(horizontal)`, `safeArea(cornerAdaptation: .horizontal)`,
    ///   `layoutGuide(for: .safeArea(cornerAdaptation: .horizontal))`, and the same with
    ///   `margins`, `none` or `vertical`: a layout region (``PadLayout/LayoutRegion``).
    ///
    /// - Returns: the region (with a `nil` corner adaptation for the two plain guides), or `nil`
    ///   when `text` names no guide.
    public static func layoutGuide(named text: String) -> LayoutRegion? {
        var name = text.filter { !$0.isWhitespace }
        if name.hasPrefix("layoutGuide(for:"), name.hasSuffix(")") {
            name = String(name.dropFirst("layoutGuide(for:".count).dropLast())
            if name.hasPrefix(".") { name.removeFirst() }
        }
        switch name {
        case "safeArea", "safeAreaLayoutGuide": return .safeArea()
        case "margins", "layoutMarginsGuide": return .margins()
        default: break
        }
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")"),
            let kind = LayoutRegion.Kind(rawValue: String(name[..<open]))
        else { return nil }
        var argument = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        if argument.hasPrefix("cornerAdaptation:") { argument.removeFirst("cornerAdaptation:".count) }
        if argument.hasPrefix(".") { argument.removeFirst() }
        guard let axis = LayoutRegion.AdaptivityAxis(rawValue: argument) else { return nil }
        return LayoutRegion(kind: kind, cornerAdaptation: axis)
    }

    /// The guide spellings error messages list.
    public static let layoutGuideExamples = [
        "safeArea", "margins", "safeArea(horizontal)", "safeArea(vertical)", "margins(horizontal)",
        "margins(vertical)",
    ]

    /// `text` split at the dots outside parentheses: `superview.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)).top`
    /// is the view, the guide and the attribute.
    static func targetParts(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
