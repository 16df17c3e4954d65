import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as code-scanning services read it.
///
/// One run; the driver lists every rule (`id`, `name`, short and full description, help, default
/// level, `helpUri` to the rule's page under `docs/lint/`) and each result names its rule by
/// `ruleId` and `ruleIndex` and carries the baseline fingerprint in `partialFingerprints`. Locations are relative URIs
/// with `uriBaseId` `%SRCROOT%`, so the document does not depend on where the checkout lives.
/// Columns are UTF-16 code units, SARIF's default `columnKind`. `invocations[0].executionSuccessful`
/// is `false` when a file could not be read.
enum SARIFFormatter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    private struct Log: Encodable {
        let schema: String
        let version: String
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable {
        let tool: Tool
        let invocations: [Invocation]
        let columnKind: String
        let results: [Result]
    }
    private struct Tool: Encodable { let driver: Driver }
    private struct Driver: Encodable {
        let name: String
        let version: String
        let rules: [ReportingDescriptor]
    }
    private struct Message: Encodable { let text: String }
    private struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        let helpUri: String
        let defaultConfiguration: Configuration
    }
    private struct Configuration: Encodable { let level: String }
    private struct Invocation: Encodable { let executionSuccessful: Bool }
    private struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
    }
    private struct Location: Encodable { let physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    private struct ArtifactLocation: Encodable { let uri: String; let uriBaseId: String? }
    private struct Region: Encodable { let startLine: Int; let startColumn: Int }

    static func render(_ report: LintReport) -> String {
        let rules = Rule.all
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let log = Log(
            schema: schema,
            version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: LintTool.name,
                            version: LintTool.version,
                            rules: rules.map { rule in
                                ReportingDescriptor(
                                    id: rule.id,
                                    name: rule.id,
                                    shortDescription: Message(text: rule.message),
                                    fullDescription: Message(text: rule.why),
                                    help: Message(text: rule.fix),
                                    helpUri: LintTool.documentationBase + rule.documentationPath,
                                    defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue)
                                )
                            }
                        )),
                    invocations: [Invocation(executionSuccessful: report.unreadableCount == 0)],
                    columnKind: "utf16CodeUnits",
                    results: report.findings.map { finding in
                        Result(
                            ruleId: finding.ruleID,
                            ruleIndex: index[finding.ruleID] ?? -1,
                            level: finding.severity.rawValue,
                            message: Message(text: finding.message),
                            locations: [
                                Location(
                                    physicalLocation: PhysicalLocation(
                                        artifactLocation: artifactLocation(for: finding.path),
                                        region: Region(startLine: finding.line, startColumn: finding.utf16Column)
                                    ))
                            ],
                            partialFingerprints: ["padkitLint/v1": finding.fingerprint]
                        )
                    }
                )
            ]
        )
        return StableJSON.encode(log)
    }

    /// A path inside the root is relative to `%SRCROOT%`; one outside it is a `file:` URI.
    private static func artifactLocation(for path: String) -> ArtifactLocation {
        path.hasPrefix("/")
            ? ArtifactLocation(uri: "file://" + uri(for: path), uriBaseId: nil)
            : ArtifactLocation(uri: uri(for: path), uriBaseId: "%SRCROOT%")
    }

    /// A relative path as a URI reference: each component percent-encoded.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
