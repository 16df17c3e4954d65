/// The line metrics of an attributed text's `NSParagraphStyle` that change a label's height, as
/// Interface Builder writes them in `<paragraphStyle key="NSParagraphStyle" ...>` (the first
/// fragment's; a label's text here has one paragraph style).
///
/// TextKit's rules (`NSParagraphStyle` documentation): each line is its natural height times
/// `lineHeightMultiple` (when not 0), then at least `minimumLineHeight` and at most
/// `maximumLineHeight` (when not 0); `lineSpacing` is added between one line and the next. Checked
/// on Interface Builder's stored heights of attributed labels (`docs/sources.md`, "An attributed
/// text's paragraph style"): a 15-pt line times 1.2 is 21.5 high, two 17-pt lines times 1.1 are
/// 44.67, two 14-pt lines 7 pt apart 40.5, a 17-pt line at least 22 high 22.
public struct ScreenParagraphStyle: Sendable, Hashable {
    /// `lineHeightMultiple` (0: the natural height).
    public var lineHeightMultiple = 0.0
    /// `minimumLineHeight` (0: none).
    public var minimumLineHeight = 0.0
    /// `maximumLineHeight` (0: none).
    public var maximumLineHeight = 0.0
    /// `lineSpacing`, between one line and the next.
    public var lineSpacing = 0.0

    /// The attributes Interface Builder writes, by name, in the order ``init(attributes:)`` reads them.
    static let attributeNames = ["lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "lineSpacing"]

    /// The style of `attributes` (a `<paragraphStyle>` element's), `nil` when it sets none of the
    /// four to a positive number (a value that is not a finite number of at least 0 counts as unset).
    public init?(attributes: [String: String]) {
        let values = Self.attributeNames.map { name in attributes[name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        guard values.contains(where: { ($0 ?? 0) > 0 }) else { return nil }
        lineHeightMultiple = values[0] ?? 0
        minimumLineHeight = values[1] ?? 0
        maximumLineHeight = values[2] ?? 0
        lineSpacing = values[3] ?? 0
    }

    /// The height of one line whose natural height is `natural`.
    public func lineHeight(natural: Double) -> Double {
        var line = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        line = max(line, minimumLineHeight)
        if maximumLineHeight > 0 { line = min(line, maximumLineHeight) }
        return line
    }
}
