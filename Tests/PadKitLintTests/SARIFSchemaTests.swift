import Foundation
import Testing
@testable import PadKitLint

/// The SARIF output checked against the required properties of the SARIF 2.1.0 JSON schema
/// (`sarif-schema-2.1.0.json`, OASIS): `sarifLog` requires `version` ("2.1.0") and `runs`; `run`
/// requires `tool`; `tool` requires `driver`; `toolComponent` requires `name`;
/// `reportingDescriptor` requires `id`; `result` requires `message`; `message` requires `text`
/// (or `id`); `invocation` requires `executionSuccessful`. Also checked: enumerated `level`
/// values, `region` lines and columns at least 1, and `ruleIndex` pointing at the rule `ruleId` names.
@Suite("SARIF 2.1.0")
struct SARIFSchemaTests {
    static let levels: Set<String> = ["none", "note", "warning", "error"]

    @Test("has every property the schema requires", arguments: [false, true])
    func requiredProperties(sampleApp: Bool) throws {
        let report = sampleApp ? EndToEndTests.report() : OutputFormatTests.report
        let data = Data(OutputFormat.sarif.render(report).utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        for run in runs {
            let tool = try #require(run["tool"] as? [String: Any])
            let driver = try #require(tool["driver"] as? [String: Any])
            #expect(driver["name"] as? String == "padkit-lint")
            let rules = try #require(driver["rules"] as? [[String: Any]])
            #expect(rules.count == Rule.all.count)
            for rule in rules {
                #expect(rule["id"] is String)
                let configuration = rule["defaultConfiguration"] as? [String: Any]
                #expect(Self.levels.contains(configuration?["level"] as? String ?? ""))
                for key in ["shortDescription", "fullDescription", "help"] {
                    #expect((rule[key] as? [String: Any])?["text"] is String, "rule \(rule["id"] ?? "?") \(key)")
                }
            }
            let invocations = try #require(run["invocations"] as? [[String: Any]])
            #expect(invocations.allSatisfy { $0["executionSuccessful"] is Bool })
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.count == report.findings.count)
            for result in results {
                #expect((result["message"] as? [String: Any])?["text"] is String)
                #expect(Self.levels.contains(result["level"] as? String ?? ""))
                let ruleIndex = try #require(result["ruleIndex"] as? Int)
                #expect(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String)
                let locations = try #require(result["locations"] as? [[String: Any]])
                for location in locations {
                    let physical = try #require(location["physicalLocation"] as? [String: Any])
                    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
                    let uri = try #require(artifact["uri"] as? String)
                    #expect(URL(string: uri) != nil, "\(uri)")
                    let region = try #require(physical["region"] as? [String: Any])
                    #expect((region["startLine"] as? Int ?? 0) >= 1)
                    #expect((region["startColumn"] as? Int ?? 0) >= 1)
                }
            }
        }
    }

    @Test func executionIsUnsuccessfulWhenAFileWasUnreadable() {
        #expect(OutputFormat.sarif.render(OutputFormatTests.report).contains("\"executionSuccessful\" : false"))
        #expect(
            OutputFormat.sarif.render(LintReport(findings: [], fileCount: 0, unreadableCount: 0)).contains("\"executionSuccessful\" : true")
        )
    }
}
