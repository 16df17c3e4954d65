import Foundation
import PadJSON

/// The adoptions `padkit-lint features` found, read from its JSON: what the tier-1 criteria judge.
public struct FeatureEvidence: Sendable, Hashable {
    /// One adoption: the feature (`keyboardShortcuts`, `menuBar`, `pointerInteractions`,
    /// `dragAndDrop`, `hingePostures`, `multipleWindows`), the API and its `file:line`.
    public struct Adoption: Sendable, Hashable {
        public var feature: String
        public var api: String
        public var source: String

        /// Makes an adoption.
        public init(feature: String, api: String, source: String) {
            self.feature = feature
            self.api = api
            self.source = source
        }
    }

    /// Every adoption, in the scan's order (file, line, API).
    public var adoptions: [Adoption]
    /// How many files the scan read.
    public var fileCount: Int

    /// Makes evidence.
    public init(adoptions: [Adoption], fileCount: Int) {
        self.adoptions = adoptions
        self.fileCount = fileCount
    }

    /// Reads `padkit-lint features`' JSON.
    ///
    /// - Throws: ``AuditInputError/unreadableProducerOutput(producer:problem:)``.
    public init(json data: Data) throws {
        let value: JSONValue
        do { value = try JSONValue(jsonData: data) } catch {
            throw AuditInputError.unreadableProducerOutput(producer: "padkit-lint features", problem: "\(error)")
        }
        guard case .array(let items)? = value["adoptions"] else {
            throw AuditInputError.unreadableProducerOutput(producer: "padkit-lint features", problem: "$.adoptions is not an array")
        }
        var adoptions: [Adoption] = []
        for (index, item) in items.enumerated() {
            guard case .string(let feature)? = item["feature"], case .string(let api)? = item["api"],
                case .string(let source)? = item["source"]
            else {
                throw AuditInputError.unreadableProducerOutput(
                    producer: "padkit-lint features", problem: "$.adoptions[\(index)] lacks feature, api or source")
            }
            adoptions.append(Adoption(feature: feature, api: api, source: source))
        }
        var files = 0
        if case .number(let count)? = value["fileCount"] { files = Int(count) }
        self.init(adoptions: adoptions, fileCount: files)
    }

    /// The adoptions of `feature`.
    func adoptions(of feature: String) -> [Adoption] { adoptions.filter { $0.feature == feature } }
}
