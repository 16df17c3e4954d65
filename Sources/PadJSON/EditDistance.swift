/// Edit distance, for "did you mean" suggestions on unknown ids and option values.
public enum EditDistance {
    /// The Levenshtein distance between two strings, by Unicode scalar.
    ///
    /// - Complexity: O(*m* × *n*) time, O(*n*) memory.
    public static func levenshtein(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars), right = Array(b.unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
