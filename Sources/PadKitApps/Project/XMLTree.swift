import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of an Interface Builder document: its name, attributes, children and line.
final class XMLTree: @unchecked Sendable {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [XMLTree] = []
    /// The character data of a `<string>` or `<mutableString>` element (IB writes long or
    /// multi-line text there); empty for other elements.
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    func append(_ child: XMLTree) { children.append(child) }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child called `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> XMLTree? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first, in document order.
    var descendants: [XMLTree] {
        var result: [XMLTree] = []
        var stack: [XMLTree] = children.reversed()
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// Parses an XML document within `limits`.
    ///
    /// External entities are never resolved, and a document type that declares entities is
    /// refused before parsing (Interface Builder writes none), so entity expansion cannot blow up.
    /// - Throws: ``ProjectReadingError/malformedXML(file:line:reason:)`` or
    ///   ``ProjectReadingError/limitExceeded(file:line:limit:maximum:value:)``.
    static func parse(_ data: Data, file: String, limits: ReadingLimits) throws(ProjectReadingError) -> XMLTree {
        if let declaration = entityDeclarationLine(data) {
            throw .limitExceeded(file: file, line: declaration, limit: .entityDeclarations, maximum: 0, value: 1)
        }
        // FoundationXML traps on names that are not UTF-8, so the bytes are checked first
        // (Interface Builder writes UTF-8 only).
        if let bad = invalidUTF8Line(data) {
            throw .malformedXML(file: file, line: bad, reason: "not UTF-8 text")
        }
        // FoundationXML on Linux dereferences a null pointer on a processing instruction with no
        // data (`<?xm8?>`, found by the storyboard fuzz target); Interface Builder writes only
        // the leading `<?xml ...?>` declaration, so any other is refused before parsing.
        if let instruction = processingInstructionLine(data) {
            throw .malformedXML(file: file, line: instruction, reason: "a processing instruction other than the XML declaration")
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = Builder(limits: limits, parser: parser)
        parser.delegate = builder
        let parsed = parser.parse()
        if let hit = builder.limitHit {
            throw .limitExceeded(file: file, line: hit.line, limit: hit.limit, maximum: hit.maximum, value: hit.value)
        }
        if let malformed = builder.malformed {
            throw .malformedXML(file: file, line: malformed.line, reason: "not well-formed XML: \(malformed.reason)")
        }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { "not well-formed XML (\(($0 as NSError).code))" } ?? "not well-formed XML"
            throw .malformedXML(file: file, line: max(parser.lineNumber, 1), reason: reason)
        }
        return root
    }

    /// The line of the first byte sequence that is not UTF-8, if any.
    private static func invalidUTF8Line(_ data: Data) -> Int? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// The line of the first `<?` that is not the document's leading `<?xml ` declaration, if any.
    private static func processingInstructionLine(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        guard bytes.count >= 2 else { return nil }
        let declaration = Array("<?xml".utf8)
        var line = 1
        var index = 0
        // A byte-order mark may come first.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == 0x3C && bytes[index + 1] == 0x3F {
                let isDeclaration =
                    index == start && bytes.count > index + 5 && Array(bytes[index..<(index + 5)]) == declaration
                    && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
                if !isDeclaration { return line }
            }
            index += 1
        }
        return nil
    }

    /// The line of the first `<!ENTITY` in the document, if any (checked on the raw bytes).
    private static func entityDeclarationLine(_ data: Data) -> Int? {
        let needle = Array("<!ENTITY".utf8)
        let bytes = [UInt8](data.prefix(1 << 20))  // a DTD comes before the root element
        guard bytes.count >= needle.count else { return nil }
        var line = 1
        for index in 0...(bytes.count - needle.count) {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == 0x3C && Array(bytes[index..<(index + needle.count)]) == needle { return line }
        }
        return nil
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let limits: ReadingLimits
        unowned let parser: XMLParser
        var stack: [XMLTree] = []
        var root: XMLTree?
        var count = 0
        var limitHit: (limit: ReadingLimits.Limit, maximum: Int, value: Int, line: Int)?
        var malformed: (reason: String, line: Int)?

        init(limits: ReadingLimits, parser: XMLParser) {
            self.limits = limits
            self.parser = parser
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard limitHit == nil else { return }
            count += 1
            if count > limits.elements {
                stop(.elementCount, maximum: limits.elements, value: count)
                return
            }
            if stack.count + 1 > limits.depth {
                stop(.nestingDepth, maximum: limits.depth, value: stack.count + 1)
                return
            }
            let element = XMLTree(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard limitHit == nil, malformed == nil else { return }
            // Checked here too: a lenient libxml2 may recover from a mismatched end tag.
            guard let open = stack.popLast(), open.name == elementName else {
                malformed = (
                    stack.last.map { "</\(elementName)> closes <\($0.name)>" } ?? "</\(elementName)> closes nothing", parser.lineNumber
                )
                parser.abortParsing()
                return
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let open = stack.last, open.name == "string" || open.name == "mutableString", open.text.count < 1 << 20 else { return }
            open.text += string
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            if let open = stack.last, limitHit == nil, malformed == nil {
                malformed = ("<\(open.name)> (line \(open.line)) is never closed", parser.lineNumber)
            }
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            stop(.entityDeclarations, maximum: 0, value: 1)
        }

        private func stop(_ limit: ReadingLimits.Limit, maximum: Int, value: Int) {
            limitHit = (limit, maximum, value, parser.lineNumber)
            parser.abortParsing()
        }
    }
}
