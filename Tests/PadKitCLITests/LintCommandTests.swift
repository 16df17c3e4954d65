import ArgumentParser
import Testing
@testable import PadKitCLI

@Suite("padkit lint")
struct LintCommandTests {
    @Test("every argument after lint goes to padkit-lint unchanged, options and --help included")
    func passthrough() throws {
        for arguments in [["--rules"], ["Sources", "--format", "sarif", "--fail-on", "warning"], ["--help"], []] {
            let command = try PadKitCommand.parseAsRoot(["lint"] + arguments)
            let lint = try #require(command as? LintCommand)
            #expect(lint.arguments == arguments)
        }
    }
}
