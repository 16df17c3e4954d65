/// Formats point values the way PadKit prints them everywhere: integers without a fraction
/// (`1024`), other values rounded to four decimals with only the digits they need (`561.5`).
///
/// One formatter keeps tables, JSON and traces byte-identical across runs and platforms.
public enum NumberText {
    /// `value` rounded to four decimals, with no trailing zeros and never in exponent form.
    public static func points(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let tenThousandths = (value * 10_000).rounded()
        guard abs(tenThousandths) < 9e15 else { return String(value) }
        let units = Int64(tenThousandths)
        let magnitude = units.magnitude
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        let sign = units < 0 ? "-" : ""
        if fraction == 0 { return sign + String(whole) }
        // Integer arithmetic, not string edits: traces print thousands of sizes per event.
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        let zeros = String(repeating: "0", count: digits - fractionText.count)
        return sign + String(whole) + "." + zeros + fractionText
    }
}
