import Foundation
import Testing
@testable import PadKitLint

/// YAML a configuration never needs, and that makes Yams' duplicate-key check exponential, is
/// refused with its line before Yams reads it; everything a configuration does use still parses.
@Suite("Configuration syntax guard")
struct ConfigurationSyntaxGuardTests {
    /// Nested explicit keys, duplicated at every level: the shape the fuzzer found (897 bytes,
    /// six minutes in Yams before the guard).
    static func nestedComplexKeys(depth: Int) -> String {
        var node = "a"
        for _ in 0..<depth { node = "{ ? [\(node)] : x, ? [\(node)] : y }" }
        return "exclude:\n  " + node + "\n"
    }

    @Test(
        "refused with the line",
        arguments: [
            ("exclude:\n  - a\n? [b]\n: c\n", 3, "explicit"),
            ("severity:\n  - ? x\n", 2, "explicit"),
            ("exclude: &list\n  - a\ndisabled_rules: *list\n", 3, "alias"),
            ("exclude:\n  - *.swift\n", 2, "alias"),
            ("exclude: [a, *b]\n", 1, "alias"),
            ("{[a, b]: c}\n", 1, "used as a key"),
            ("exclude:\n  {x: y}: z\n", 2, "used as a key"),
        ])
    func refused(yaml: String, line: Int, feature: String) {
        #expect {
            _ = try LintConfiguration.parse(yaml: yaml, path: "c.yml")
        } throws: { error in
            guard case .unsupportedYAML(let path, let found, let foundLine) = error as? ConfigurationError else { return false }
            return path == "c.yml" && foundLine == line && found.contains(feature)
        }
    }

    @Test("deeply nested duplicate complex keys are refused before Yams compares them")
    func exponentialInputIsRefused() {
        #expect(throws: ConfigurationError.self) {
            _ = try LintConfiguration.parse(yaml: Self.nestedComplexKeys(depth: 24), path: "c.yml")
        }
    }

    @Test("the input the fuzzer found is refused")
    func fuzzFinding() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/FuzzFindings/lint-config-nested-complex-keys.yml")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(throws: ConfigurationError.self) { _ = try LintConfiguration.parse(yaml: text, path: "c.yml") }
    }

    @Test(
        "what a configuration uses still parses",
        arguments: [
            "exclude:\n  - \"**/Generated/*.swift\"\n  - '*.pb.swift'\n",
            "exclude: [\"*.swift\", 'a?b', \"x: y\"]\n",
            "# why? because: reasons\ndisabled_rules: [idiom-for-layout] # a * comment\n",
            "exclude:\n  - it's-a-folder\n  - what?\n  - a*b\n",
            "severity: {screen-bounds-layout: error}\n",
            "exclude: \"with \\\" quote * and ? ]: inside\"\n",
        ])
    func accepted(yaml: String) throws {
        _ = try LintConfiguration.parse(yaml: yaml, path: "c.yml")
    }
}
