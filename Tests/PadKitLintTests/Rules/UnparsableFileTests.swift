import Foundation
import Testing
@testable import PadKitLint

@Suite("unparsable-file")
struct UnparsableFileTests {
    @Test(
        "reports property lists that do not parse",
        arguments: [
            "<plist><dict><key>UIRequiresFullScreen</key></plist>",
            "this is not a property list",
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>a</string></array></plist>",
        ])
    func unparsable(_ text: String) {
        let findings = LintHarness.plistFindings(text)
        #expect(findings.map(\.ruleID) == ["unparsable-file"])
        #expect(findings.first?.severity == .warning)
    }
}
