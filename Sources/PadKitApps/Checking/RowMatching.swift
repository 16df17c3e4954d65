import PadKit

/// Two lists of matrix rows matched by ``MatrixRowKey``, in order: the pairs, and what is only
/// in one list.
///
/// The OS version and multitasking setting take part unless only one list's rows carry them, so
/// rows recorded before PadKit wrote those keys still match; two rows left with one key are
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
        // A key only one side's rows carry (rows recorded before PadKit wrote it) is left out; one
        // both carry is used, and rows without it (iPhones have no multitasking setting) match by `nil`.
        func carried(_ key: String) -> Bool {
            old.contains { $0[key] != nil } == new.contains { $0[key] != nil }
        }
        let useOS = carried("osVersion"), useMultitasking = carried("multitasking")
        func key(_ row: JSONValue) -> MatrixRowKey {
            (MatrixRowKey(row: row) ?? MatrixRowKey(device: "", orientation: "", mode: "")).matching(
                osVersion: useOS, multitasking: useMultitasking)
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
