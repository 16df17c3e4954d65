/// Turns an `Encodable` value into a ``JSONValue``, so that types that describe their JSON with
/// `Codable` (the linter's report, SARIF log and baseline) are written by the one writer,
/// ``JSONValue/text(_:)``, like every other JSON PadKit prints.
///
/// Numbers become ``JSONValue/number(_:)`` (a `Double`: integers up to 2⁵³ print exactly);
/// `nil` optionals are left out, as `JSONEncoder` leaves them out.
public struct JSONValueEncoder {
    /// Whether object keys are sorted (as `JSONEncoder.OutputFormatting.sortedKeys` sorts them:
    /// by their characters' code points), or kept in the order the type encodes them.
    public var sortedKeys: Bool

    /// An encoder; keys are kept in encoding order unless `sortedKeys`.
    public init(sortedKeys: Bool = false) {
        self.sortedKeys = sortedKeys
    }

    /// The value as a JSON value.
    ///
    /// - Throws: what the value's `encode(to:)` throws, or `EncodingError.invalidValue` for a
    ///   value that encodes nothing.
    public func encode(_ value: some Encodable) throws -> JSONValue {
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        guard let json = node.json(sortedKeys: sortedKeys) else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "the value encoded nothing"))
        }
        return json
    }
}

/// One value being encoded: filled in by whichever container the value asks for.
private final class Node {
    enum Content {
        case unset
        case scalar(JSONValue)
        case object([(String, Node)])
        case array([Node])
    }

    var content: Content = .unset

    func json(sortedKeys: Bool) -> JSONValue? {
        switch content {
        case .unset: return nil
        case .scalar(let value): return value
        case .array(let nodes): return .array(nodes.compactMap { $0.json(sortedKeys: sortedKeys) })
        case .object(let pairs):
            let ordered = sortedKeys ? pairs.sorted { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) } : pairs
            return .object(ordered.compactMap { key, node in node.json(sortedKeys: sortedKeys).map { (key, $0) } })
        }
    }

    /// The child at `key`, replacing an earlier one with that key.
    func child(_ key: String) -> Node {
        let node = Node()
        var pairs: [(String, Node)] = []
        if case .object(let existing) = content { pairs = existing }
        if let index = pairs.firstIndex(where: { $0.0 == key }) { pairs[index].1 = node } else { pairs.append((key, node)) }
        content = .object(pairs)
        return node
    }

    /// A new last element.
    func append() -> Node {
        let node = Node()
        var nodes: [Node] = []
        if case .array(let existing) = content { nodes = existing }
        nodes.append(node)
        content = .array(nodes)
        return node
    }

    var count: Int {
        if case .array(let nodes) = content { return nodes.count }
        return 0
    }

    /// Stores `value`: a scalar directly, anything else through its own `encode(to:)`.
    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: content = .scalar(.string(text))
        case let flag as Bool: content = .scalar(.bool(flag))
        case let number as any BinaryInteger: content = .scalar(.number(Double(number)))
        case let number as any BinaryFloatingPoint: content = .scalar(.number(Double(number)))
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }
}

private struct NodeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.append().content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try node.append().store(value, codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.append(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.append(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append(), codingPath: codingPath) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .scalar(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, codingPath: codingPath) }
}
