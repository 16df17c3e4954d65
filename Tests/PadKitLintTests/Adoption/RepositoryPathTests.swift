import Foundation
import Testing
@testable import PadKitLint

/// `--format github` and SARIF print paths from the repository's top (the nearest folder above
/// the linted paths holding `.git`), whichever folder is linted, so GitHub attaches them to the
/// pull request's files; `--root` still decides when given, and baselines keep matching.
@Suite("Repository-relative annotation paths")
struct RepositoryPathTests {
    static let source =
        "import UIKit\n\nfinal class Board: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.frame = UIScreen.main.bounds\n    }\n}\n"

    /// A repository with `.git` (a folder, or a file as in a worktree) and `App/Sources/Board.swift`.
    static func repository(gitIsFile: Bool = false) throws -> URL {
        let top = try LintHarness.temporaryDirectory()
        if gitIsFile {
            try Data("gitdir: /elsewhere\n".utf8).write(to: top.appendingPathComponent(".git"))
        } else {
            try FileManager.default.createDirectory(at: top.appendingPathComponent(".git"), withIntermediateDirectories: true)
        }
        try LintHarness.write([("App/Sources/Board.swift", source)], under: top)
        return top
    }

    static func paths(
        _ format: OutputFormat, in top: URL, workingIn folder: String, paths: [String], root: String? = nil,
        baseline: String? = nil
    ) -> (String, LintCLI.Outcome) {
        var options = LintOptions(
            paths: paths, format: format, failOn: .never, root: root,
            workingDirectory: top.appendingPathComponent(folder).path)
        options.baselinePath = baseline
        let outcome = LintCLI.run(options)
        return (outcome.standardOutput, outcome)
    }

    @Test(
        "github and SARIF paths start at the repository, whatever folder is linted",
        arguments: [
            ("", ["App/Sources"]), ("App", ["Sources"]), ("App/Sources", ["."]), ("App/Sources", ["Board.swift"]),
        ])
    func repositoryRelative(_ folder: String, _ linted: [String]) throws {
        for gitIsFile in [false, true] {
            let top = try Self.repository(gitIsFile: gitIsFile)
            defer { LintHarness.remove(top) }
            let (github, _) = Self.paths(.github, in: top, workingIn: folder, paths: linted)
            #expect(github.hasPrefix("::warning file=App/Sources/Board.swift,line=6,"), "\(github)")
            let (sarif, _) = Self.paths(.sarif, in: top, workingIn: folder, paths: linted)
            #expect(sarif.contains("\"uri\" : \"App/Sources/Board.swift\""), "\(sarif)")
        }
    }

    @Test func textAndJSONKeepPathsFromTheRoot() throws {
        let top = try Self.repository()
        defer { LintHarness.remove(top) }
        let (text, _) = Self.paths(.text, in: top, workingIn: "App", paths: ["Sources"])
        #expect(text.hasPrefix("Board.swift:6:"), "\(text)")
    }

    @Test func anExplicitRootDecides() throws {
        let top = try Self.repository()
        defer { LintHarness.remove(top) }
        let (github, _) = Self.paths(.github, in: top, workingIn: "App", paths: ["Sources"], root: "Sources")
        #expect(github.hasPrefix("::warning file=Board.swift,"), "\(github)")
    }

    @Test func outsideARepositoryPathsStayAsTheyWere() throws {
        let top = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(top) }
        try LintHarness.write([("App/Sources/Board.swift", Self.source)], under: top)
        let (github, _) = Self.paths(.github, in: top, workingIn: "App", paths: ["Sources"])
        #expect(github.hasPrefix("::warning file=Board.swift,"), "\(github)")
    }

    @Test func aBaselineWrittenFromAnotherFormatStillMatches() throws {
        let top = try Self.repository()
        defer { LintHarness.remove(top) }
        var write = LintOptions(paths: ["Sources"], format: .text, workingDirectory: top.appendingPathComponent("App").path)
        write.writeBaselinePath = "baseline.json"
        #expect(LintCLI.run(write).exitStatus == 0)
        let (sarif, outcome) = Self.paths(.sarif, in: top, workingIn: "App", paths: ["Sources"], baseline: "baseline.json")
        #expect(outcome.exitStatus == 0)
        #expect(!sarif.contains("Board.swift"))
    }
}
