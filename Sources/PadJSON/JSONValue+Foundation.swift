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
}
