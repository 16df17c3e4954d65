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

    /// Issue 34: `--project`, `--target` and `--configuration` are padkit's; the rest goes on.
    @Test(
        "the project options are taken out, with = or a separate value; without --project nothing is",
        arguments: [
            (["--project", "App.xcodeproj", "--format", "json"], "App.xcodeproj", nil as String?, ["--format", "json"]),
            (
                ["--format", "sarif", "--project=App.xcodeproj", "--target", "Mail", "--configuration=Debug"], "App.xcodeproj", "Mail",
                ["--format", "sarif"]
            ),
        ])
    func projectOptions(arguments: [String], project: String, target: String?, rest: [String]) {
        var remaining = arguments
        let options = LintCommand.extractProjectOptions(&remaining)
        #expect(options?.project == project && options?.target == target && remaining == rest)
        var untouched = ["Sources", "--target", "x"]
        #expect(LintCommand.extractProjectOptions(&untouched) == nil && untouched == ["Sources", "--target", "x"])
    }

    @Test("a resolved Info.plist is written with whole numbers as integers")
    func propertyListNumbers() {
        let list = LintCommand.propertyList(.object([("UIDeviceFamily", .array([.number(1), .number(2)])), ("Fraction", .number(0.5))]))
        let dictionary = list as? [String: Any]
        #expect((dictionary?["UIDeviceFamily"] as? [Int]) == [1, 2] && (dictionary?["Fraction"] as? Double) == 0.5)
    }
}
