import Foundation

extension JSONValue {
    /// Converts what `JSONSerialization` (or `PropertyListSerialization`) returns into a value.
    ///
    /// Object keys come out sorted, because Foundation's dictionaries have no order; readers that
    /// report problems walk known keys in their declared order, so messages stay deterministic.
    /// Returns `nil` for anything that is not a JSON value (a date, data).
    public init?(foundationObject object: Any) {
        // The exact dynamic type is compared first: what JSONSerialization and ``PropertyList``
        // give is nearly always `String`, `[String: Any]`, `[Any]`, `NSNumber` or a Swift number,
        // and a cast of one of them to another type (an `NSNumber` `as? Bool`) makes the runtime
        // look for bridging conformances, each first lookup scanning every conformance record of
        // every loaded library: about 5 million instructions for one small app description.
        let kind = type(of: object)
        if kind == String.self, let string = object as? String {
            self = .string(string)
        } else if kind == [String: Any].self, let dictionary = object as? [String: Any] {
            guard let value = JSONValue(foundationDictionary: dictionary) else { return nil }
            self = value
        } else if kind == [Any].self, let array = object as? [Any] {
            guard let value = JSONValue(foundationArray: array) else { return nil }
            self = value
        } else if kind is NSNumber.Type, let number = object as? NSNumber {
            self = JSONValue(number)
        } else {
            self.init(foundationValueOfAnyType: object)
        }
    }

    /// The general conversion, by casts, for whatever ``init(foundationObject:)`` does not
    /// recognise by its exact type (a bridged `NSString`, `NSArray`, ...).
    private init?(foundationValueOfAnyType object: Any) {
        switch object {
        // Swift's own values, as ``PropertyList`` gives them (checked by exact type, because an
        // `NSNumber` from `JSONSerialization` would also cast to `Bool` and `Int`).
        case let value as Bool where type(of: object) == Bool.self:
            self = .bool(value)
        case let value as Int where type(of: object) == Int.self:
            self = .number(Double(value))
        case let value as Double where type(of: object) == Double.self:
            self = .number(value)
        case let number as NSNumber:
            self = JSONValue(number)
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            guard let value = JSONValue(foundationArray: array) else { return nil }
            self = value
        case let dictionary as [String: Any]:
            guard let value = JSONValue(foundationDictionary: dictionary) else { return nil }
            self = value
        case is NSNull:
            self = .null
        default:
            return nil
        }
    }

    /// A number, or a Boolean: JSONSerialization on Linux gives Booleans as `NSNumber` with the
    /// `c` (char) type.
    private init(_ number: NSNumber) {
        if String(cString: number.objCType) == "c" {
            self = .bool(number.boolValue)
        } else {
            self = .number(number.doubleValue)
        }
    }

    private init?(foundationArray array: [Any]) {
        var items: [JSONValue] = []
        items.reserveCapacity(array.count)
        for element in array {
            guard let item = JSONValue(foundationObject: element) else { return nil }
            items.append(item)
        }
        self = .array(items)
    }

    private init?(foundationDictionary dictionary: [String: Any]) {
        var pairs: [(String, JSONValue)] = []
        pairs.reserveCapacity(dictionary.count)
        for key in dictionary.keys.sorted() {
            guard let element = dictionary[key], let value = JSONValue(foundationObject: element) else { return nil }
            pairs.append((key, value))
        }
        self = .object(pairs)
    }

    /// Parses JSON text.
    ///
    /// - Throws: the parser's error when `data` is not JSON.
    public init(jsonData data: Data) throws {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard let value = JSONValue(foundationObject: object) else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        self = value
    }

    /// The value as `JSONSerialization` objects (`[String: Any]`, `[Any]`, `String`, `NSNumber`,
    /// `NSNull`), for readers written against Foundation's.
    public var foundationObject: Any {
        switch self {
        case .object(let pairs):
            var dictionary: [String: Any] = [:]
            for (key, value) in pairs { dictionary[key] = value.foundationObject }
            return dictionary
        case .array(let items): return items.map(\.foundationObject)
        case .string(let text): return text
        case .number(let value): return NSNumber(value: value)
        case .bool(let value): return NSNumber(value: value)
        case .null: return NSNull()
        }
    }

    /// The value of `key` in an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// What kind of JSON value this is, for messages ("expected a string, found an array").
    public var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \(JSONValue.string(text).compactText)"
        case .number(let value): return "the number \(NumberText.points(value))"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}

extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value; object keys come out sorted (a decoder's keys have no order).
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.map(\.stringValue).sorted().map { key in
                (key, try object.decode(JSONValue.self, forKey: Key(stringValue: key)))
            })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Encodes the value with its keys in order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let pairs):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in pairs { try container.encode(value, forKey: Key(stringValue: key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .number(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
