import PadKit

/// Two lists of matrix rows matched by ``MatrixRowKey``, in order: the pairs, and what is only
/// in one list.
///
/// The OS version and multitasking setting take part only when every row of both lists has them,
/// so rows recorded before PadKit wrote those keys still match; two rows left with one key are
/// matched in order, and the extra ones are added or removed.
struct RowMatching {
    /// Matched rows: indices into `old` and `new`, in `new`'s order.
    var pairs: [(old: Int, new: Int)] = []
    /// Rows of `old` without a match.
    var removed: [Int] = []
    /// Rows of `new` without a match.
    var added: [Int] = []
    /// Each row's key, as matched.
    var oldKeys: [MatrixRowKey] = []
    var newKeys: [MatrixRowKey] = []

    init(old: [JSONValue], new: [JSONValue]) {
        let all = old + new
        let useOS = all.allSatisfy { $0["osVersion"] != nil }
        let useMultitasking = all.allSatisfy { $0["multitasking"] != nil }
        func key(_ row: JSONValue) -> MatrixRowKey {
            (MatrixRowKey(row: row) ?? MatrixRowKey(device: "", orientation: "", mode: "")).matching(osVersion: useOS, multitasking: useMultitasking)
        }
        oldKeys = old.map(key)
        newKeys = new.map(key)
        var unmatched: [MatrixRowKey: [Int]] = [:]
        for (index, key) in oldKeys.enumerated() { unmatched[key, default: []].append(index) }
        var used = Array(repeating: false, count: old.count)
        for (index, key) in newKeys.enumerated() {
            if var candidates = unmatched[key], !candidates.isEmpty {
                let first = candidates.removeFirst()
                unmatched[key] = candidates
                used[first] = true
                pairs.append((first, index))
            } else {
                added.append(index)
            }
        }
        removed = used.indices.filter { !used[$0] }
    }
}
