import Foundation

/// An Interface Builder file an app's views are read from, with a digest of its bytes, recorded
/// with an expectation so that `--expect` can tell a storyboard the app changed from a newer
/// PadKit laying the same file out differently.
public struct InterfaceFileDigest: Sendable, Hashable {
    /// The file, as the description names it.
    public var path: String
    /// `fnv1a64:` and the 64-bit FNV-1a hash of its bytes in hex: enough to see that a file
    /// changed (nothing here needs to resist someone forging a file).
    public var digest: String

    /// The digest of `data`.
    public static func digest(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
