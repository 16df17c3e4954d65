import Foundation

/// Reads property lists (XML, binary and OpenStep, such as Info.plist and project.pbxproj) into
/// the objects `PropertyListSerialization` gives: `[String: Any]`, `[Any]`, `String`, `Bool`,
/// `Int`, `Double`, `Date`, `Data`.
///
/// Why not `PropertyListSerialization`: on Linux it is swift-corelibs-foundation's CoreFoundation
/// parser, which leaks on every input it rejects (about 600 bytes each; measured with a loop of
/// rejected inputs, and found by the `lint-plist` fuzz target, whose memory grew to 1.9 GB over 3.8
/// million inputs; a leak in the same parser is open upstream as swift-corelibs-foundation issue
/// 3366). `PropertyListDecoder` is swift-foundation's own Swift parser, the one Apple's platforms
/// use too: no leak, the same formats, and the same value types (an OpenStep plist's scalars stay
/// strings, as they are in the file).
public enum PropertyList {
    /// Why a property list could not be read: the parser's own words, with the line when it
    /// gives one (`Missing ';' on line 2`).
    public struct ReadError: Error, CustomStringConvertible, LocalizedError {
        public let reason: String
        public var description: String { reason }
        public var errorDescription: String? { reason }
    }

    /// The property list in `data`.
    ///
    /// - Throws: ``ReadError`` when `data` is not a property list.
    public static func object(from data: Data) throws(ReadError) -> Any {
        do {
            return try PropertyListDecoder().decode(Value.self, from: data).object
        } catch {
            throw ReadError(reason: reason(for: error))
        }
    }

    /// The innermost description a decoding error carries: the parser's message with its line,
    /// rather than the decoder's generic "not a valid property list".
    private static func reason(for error: any Error) -> String {
        var current: (any Error)? = error
        var best = "the data is not a property list"
        while let error = current {
            if case .dataCorrupted(let context) = error as? DecodingError {
                current = context.underlyingError
                continue
            }
            let info = (error as NSError).userInfo
            if let debug = info[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { best = debug }
            current = info[NSUnderlyingErrorKey] as? any Error
        }
        return best
    }

    /// One value of a property list, decoded by trying each type in turn (a plist's values are
    /// typed, so exactly one fits).
    private indirect enum Value: Decodable {
        case dictionary([String: Value])
        case array([Value])
        case bool(Bool)
        case integer(Int)
        case real(Double)
        case date(Date)
        case data(Data)
        case string(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode([String: Value].self) {
                self = .dictionary(value)
            } else if let value = try? container.decode([Value].self) {
                self = .array(value)
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .real(value)
            } else if let value = try? container.decode(Date.self) {
                self = .date(value)
            } else if let value = try? container.decode(Data.self) {
                self = .data(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        var object: Any {
            switch self {
            case .dictionary(let pairs): return pairs.mapValues(\.object)
            case .array(let items): return items.map(\.object)
            case .bool(let value): return value
            case .integer(let value): return value
            case .real(let value): return value
            case .date(let value): return value
            case .data(let value): return value
            case .string(let value): return value
            }
        }
    }
}
