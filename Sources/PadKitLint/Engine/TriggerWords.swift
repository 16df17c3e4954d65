/// The words without which no rule can fire, and where they occur in a file: the rule walk only
/// enters the parts of a tree that contain one.
///
/// Every check looks at a node that itself contains a word of its rule (``Rule/triggerWords``):
/// `screen-bounds-layout` a member access named `bounds`, `popover-without-anchor` a call named
/// `present` or one of the module's alert presenters, `idiom-for-layout` a comparison that reads
/// `userInterfaceIdiom` or one of the module's idiom helpers, `width-divided-layout` a `/`. A subtree whose bytes hold none of these
/// words holds no node any check would report, so the walk skips it (``LintVisitor``). Most of
/// a file is such code (models, table view plumbing, string building), and skipping it is what
/// keeps the rule walk a small part of a parse.
///
/// Words are found in the source bytes as whole runs of identifier characters (`[A-Za-z0-9_]`),
/// so `bounds` in `nativeBounds` is not a match but `bounds` in a comment or string is: the
/// offsets are a superset of the tokens, which is all the skipping needs. When a check gains a
/// name it reacts to, that name must be added to its rule's ``Rule/triggerWords``: the lint tests
/// run every rule's flagged examples with only its own words, and the sample app and mutated
/// sources with and without skipping.
struct TriggerWords: Sendable {
    /// The words of every rule (``Rule/triggerWords``, in registry order) and `padkit`, which
    /// every suppression comment holds.
    static let ruleWords: [String] = RuleRegistry.triggerWords + ["padkit"]

    /// The spelling of a division among trigger words: `/` outside comment markers.
    static let division = "/"

    /// Words by length: `byLength[n]` holds the words of `n` bytes.
    private let byLength: [[[UInt8]]]
    /// Bit `b` set when some word starts with the byte `b` (ASCII only).
    private let firstBytes: (UInt64, UInt64)
    /// Whether divisions are triggers (some rule lists ``division``).
    private let findsDivisions: Bool
    /// The module's own words, kept to rebuild the table with other rule words.
    let moduleWords: [String]

    /// `ruleWords` (by default every rule's) and `moduleWords` (names of the module's idiom
    /// helpers and alert presenters).
    init(ruleWords: [String] = Self.ruleWords, moduleWords: [String]) {
        var byLength: [[[UInt8]]] = []
        var low: UInt64 = 0, high: UInt64 = 0
        self.moduleWords = moduleWords
        findsDivisions = ruleWords.contains(Self.division)
        for word in ruleWords + moduleWords where word != Self.division {
            let bytes = Array(word.utf8)
            guard let first = bytes.first, first < 128 else { continue }
            while byLength.count <= bytes.count { byLength.append([]) }
            if !byLength[bytes.count].contains(bytes) { byLength[bytes.count].append(bytes) }
            if first < 64 { low |= 1 << UInt64(first) } else { high |= 1 << UInt64(first - 64) }
        }
        self.byLength = byLength
        firstBytes = (low, high)
    }

    /// The byte offsets, ascending, where a word starts in `source`, and of every `/` that is not
    /// part of a comment marker (`//`, `/*`, `*/`): where a division may be. `mentionsSuppression`
    /// tells whether `padkit` occurs (without it, there is no suppression comment to read).
    func offsets(in source: [UInt8]) -> (offsets: [Int], mentionsSuppression: Bool) {
        var offsets: [Int] = []
        var mentionsSuppression = false
        source.withUnsafeBufferPointer { bytes in
            Self.byteClasses.withUnsafeBufferPointer { classes in
                let count = bytes.count
                var index = 0
                while index < count {
                    let byteClass = classes[Int(bytes[index])]
                    if byteClass == 0 {
                        index += 1
                        continue
                    }
                    if byteClass == 1 {
                        let start = index
                        index += 1
                        while index < count && classes[Int(bytes[index])] == 1 { index += 1 }
                        if matches(bytes, start: start, end: index) {
                            offsets.append(start)
                            if index - start == 6 && bytes[start] == UInt8(ascii: "p") && bytes[start + 1] == UInt8(ascii: "a")
                                && bytes[start + 2] == UInt8(ascii: "d")
                            {
                                mentionsSuppression = true
                            }
                        }
                        continue
                    }
                    // `/`, outside a comment marker.
                    guard findsDivisions else {
                        index += 1
                        continue
                    }
                    let previous = index > 0 ? bytes[index - 1] : 0
                    let next = index + 1 < count ? bytes[index + 1] : 0
                    if previous != UInt8(ascii: "/") && previous != UInt8(ascii: "*")
                        && next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
                    {
                        offsets.append(index)
                    }
                    index += 1
                }
            }
        }
        return (offsets, mentionsSuppression)
    }

    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        let length = end - start
        let first = bytes[start]
        guard length < byLength.count, !byLength[length].isEmpty else { return false }
        let bit = first < 64 ? firstBytes.0 & (1 << UInt64(first)) : firstBytes.1 & (1 << UInt64(first - 64))
        guard bit != 0 else { return false }
        for word in byLength[length] where word[0] == first {
            var offset = 1
            while offset < length && word[offset] == bytes[start + offset] { offset += 1 }
            if offset == length { return true }
        }
        return false
    }

    /// `[A-Za-z0-9_]`: bytes that continue a run. Any other byte (including every byte of a
    /// non-ASCII character) ends it, so a word next to one is still found.
    /// 1 for `[A-Za-z0-9_]` (bytes that continue a run; any other byte, including every byte of
    /// a non-ASCII character, ends it, so a word next to one is still found), 2 for `/`, 0 else.
    private static let byteClasses: [UInt8] = {
        var classes = [UInt8](repeating: 0, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".utf8 { classes[Int(byte)] = 1 }
        classes[Int(UInt8(ascii: "/"))] = 2
        return classes
    }()
}
