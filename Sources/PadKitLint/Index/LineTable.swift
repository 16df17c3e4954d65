import Foundation

/// Line starts of one file, to turn byte offsets into lines and columns without walking the tree.
struct LineTable: Sendable {
    private let starts: [Int]

    /// Lines end where SwiftSyntax's `SourceLocationConverter` ends them: after `\n`, after `\r\n`,
    /// and after a `\r` on its own.
    init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard let base = buffer.baseAddress, count > 0 else { return }
            // Without `\r`, only `\n` ends a line: `memchr` finds them many bytes at a time.
            if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
                var offset = 0
                while offset < count, let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                    offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                    starts.append(offset)
                }
                return
            }
            var offset = 0
            while offset < count {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if offset + 1 < count && buffer[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
                    starts.append(offset + 1)
                }
                offset += 1
            }
        }
        self.starts = starts
    }

    /// The 1-based line and UTF-8 column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
