import Testing
@testable import PadKitLint

@Suite("Suppression comments")
struct SuppressionTests {
    static let line = "let width = UIScreen.main.bounds.width"

    @Test(
        "silences findings",
        arguments: [
            "// padkit-lint:disable:next-line screen-bounds-layout\n\(line)",
            "\(line) // padkit-lint:disable:this-line screen-bounds-layout",
            "// padkit-lint:disable screen-bounds-layout\nreload()\n\(line)",
            "// padkit-lint:disable:next-line all\n\(line)",
            "// padkit-lint:disable:next-line idiom-for-layout, screen-bounds-layout -- splash is screen-sized\n\(line)",
            "/* padkit-lint:disable:next-line screen-bounds-layout */\n\(line)",
            "/// padkit-lint:disable:next-line screen-bounds-layout\n\(line)",
        ])
    func silences(_ source: String) {
        #expect(LintHarness.findings(in: source).isEmpty, "\(source)")
    }

    @Test(
        "does not silence",
        arguments: [
            "// padkit-lint:disable:next-line idiom-for-layout\n\(line)",
            "// padkit-lint:disable:next-line screen-bounds-layout\nreload()\n\(line)",
            "\(line)\n// padkit-lint:disable screen-bounds-layout",
            "let text = \"// padkit-lint:disable:next-line screen-bounds-layout\"\n\(line)",
            "// padkit-lint:disable:next-line\n\(line)",
            "// padkit-lint:ignore screen-bounds-layout\n\(line)",
            "// padkit-lint:disable screen-bounds-layout\n// padkit-lint:enable screen-bounds-layout\n\(line)",
        ])
    func doesNotSilence(_ source: String) {
        #expect(LintHarness.findings(in: source).map(\.ruleID) == ["screen-bounds-layout"], "\(source)")
    }

    @Test func disableLastsUntilEnable() {
        let source = """
            \(Self.line)
            // padkit-lint:disable screen-bounds-layout
            \(Self.line)
            \(Self.line)
            // padkit-lint:enable screen-bounds-layout
            \(Self.line)
            """
        #expect(LintHarness.findings(in: source).map(\.line) == [1, 6])
    }

    @Test func suppressionsWorkInsideDeclarations() {
        let source = LintHarness.inViewDidLoad(
            """
                    // padkit-lint:disable:next-line screen-bounds-layout
                    let a = UIScreen.main.bounds.width
                    let b = UIScreen.main.bounds.width
            """)
        #expect(LintHarness.findings(in: source).map(\.line) == [11])
    }
}
