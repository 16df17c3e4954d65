import Testing
@testable import PadKitLint

@Suite("Configuration")
struct ConfigurationTests {
    @Test func parsesEveryKey() throws {
        let yaml = """
            # comment
            disabled_rules:
              - fixed-navigation-index
              - idiom-for-layout
            severity:
              screen-bounds-layout: error
              popover-without-anchor: warning
            exclude:
              - Generated
              - Sources/Legacy/**
            """
        let configuration = try LintConfiguration.parse(yaml: yaml, path: ".padkit-lint.yml")
        #expect(configuration.disabledRules == ["fixed-navigation-index", "idiom-for-layout"])
        #expect(configuration.severities.map(\.ruleID) == ["popover-without-anchor", "screen-bounds-layout"])
        #expect(configuration.severities.map(\.severity) == [.warning, .error])
        #expect(configuration.excludedPaths.map(\.text) == ["Generated", "Sources/Legacy/**"])
    }

    @Test func anEmptyFileChangesNothing() throws {
        #expect(try LintConfiguration.parse(yaml: "", path: "c.yml") == .standard)
        #expect(try LintConfiguration.parse(yaml: "# nothing\n", path: "c.yml") == .standard)
    }

    @Test func aSingleStringIsAListOfOne() throws {
        let configuration = try LintConfiguration.parse(yaml: "disabled_rules: idiom-for-layout\nexclude: Generated", path: "c.yml")
        #expect(configuration.disabledRules == ["idiom-for-layout"])
        #expect(configuration.excludedPaths.map(\.text) == ["Generated"])
    }

    @Test(
        "rejects bad configurations with the place",
        arguments: [
            ("disabled_rule:\n  - idiom-for-layout", ConfigurationError.unknownKey(path: "c.yml", key: "disabled_rule", line: 1)),
            ("disabled_rules:\n  - idiom-for-layot", .unknownRule(path: "c.yml", ruleID: "idiom-for-layot", line: 2)),
            ("severity:\n  screen-bounds-layout: fatal", .invalidSeverity(path: "c.yml", value: "fatal", line: 2)),
            ("severity:\n  no-such-rule: error", .unknownRule(path: "c.yml", ruleID: "no-such-rule", line: 2)),
            (
                "severity: error",
                .wrongType(path: "c.yml", key: "severity", expected: "a mapping from rule id to note, warning or error", line: 1)
            ),
            ("exclude:\n  a: b", .wrongType(path: "c.yml", key: "exclude", expected: "a list of strings", line: 2)),
            ("- just\n- a list", .notAMapping(path: "c.yml")),
        ])
    func rejects(_ yaml: String, _ expected: ConfigurationError) {
        #expect(throws: expected) { try LintConfiguration.parse(yaml: yaml, path: "c.yml") }
    }

    @Test func rejectsMalformedYAML() {
        #expect {
            try LintConfiguration.parse(yaml: "severity: [unclosed", path: "c.yml")
        } throws: { error in
            guard case .malformedYAML(let path, _)? = error as? ConfigurationError else { return false }
            return path == "c.yml"
        }
    }

    @Test func disabledRulesDoNotReport() throws {
        let configuration = try LintConfiguration.parse(yaml: "disabled_rules: [screen-bounds-layout]", path: "c.yml")
        let findings = LintHarness.findings(in: "let w = UIScreen.main.bounds.width", configuration: configuration)
        #expect(findings.isEmpty)
    }

    @Test func severitiesChange() throws {
        let configuration = try LintConfiguration.parse(yaml: "severity:\n  screen-bounds-layout: note", path: "c.yml")
        let findings = LintHarness.findings(in: "let w = UIScreen.main.bounds.width", configuration: configuration)
        #expect(findings.map(\.severity) == [.note])
    }

    @Test func appliesToInfoPlistRules() throws {
        let configuration = try LintConfiguration.parse(yaml: "disabled_rules: [requires-full-screen]", path: "c.yml")
        let xml = PlistFixture.plist("<key>UIRequiresFullScreen</key>\n<true/>")
        #expect(LintHarness.plistFindings(xml, configuration: configuration).isEmpty)
    }

    @Test func describesErrorsWithFileAndLine() {
        #expect(
            ConfigurationError.unknownRule(path: "a/.padkit-lint.yml", ruleID: "x", line: 3).description
                == "a/.padkit-lint.yml:3: unknown rule 'x'; `padkit-lint --rules` lists them")
    }
}

@Suite("Path patterns")
struct PathPatternTests {
    @Test(
        "matches",
        arguments: [
            ("Generated", "App/Generated/Strings.swift"),
            ("Generated", "Generated"),
            ("*.pb.swift", "Sources/Model/User.pb.swift"),
            ("Sources/Legacy/**", "Sources/Legacy/Old/A.swift"),
            ("Sources/Legacy", "Sources/Legacy/A.swift"),
            ("App/**/Mock*.swift", "App/Feed/Mocks/MockFeed.swift"),
            ("App/**/Mock*.swift", "App/MockFeed.swift"),
            ("./Sources/", "Sources/A.swift"),
            ("?pp", "App/A.swift"),
        ])
    func matches(_ pattern: String, _ path: String) {
        #expect(PathPattern(pattern).matches(path))
    }

    @Test(
        "does not match",
        arguments: [
            ("Generated", "App/GeneratedCode/Strings.swift"),
            ("Sources/Legacy/**", "App/Sources/Legacy/A.swift"),
            ("*.pb.swift", "Sources/Model/User.swift"),
            ("App/*.swift", "App/Feed/A.swift"),
            ("", "App/A.swift"),
        ])
    func doesNotMatch(_ pattern: String, _ path: String) {
        #expect(!PathPattern(pattern).matches(path))
    }
}
