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
        let report = try ProducerReport.read(data, producer: "padkit-lint features", key: "adoptions", fields: "feature, api or source") {
            item -> Adoption? in
            guard case .string(let feature)? = item["feature"], case .string(let api)? = item["api"],
                case .string(let source)? = item["source"]
            else { return nil }
            return Adoption(feature: feature, api: api, source: source)
        }
        self.init(adoptions: report.items, fileCount: report.fileCount)
    }

    /// The adoptions of `feature`.
    func adoptions(of feature: String) -> [Adoption] { adoptions.filter { $0.feature == feature } }
}
