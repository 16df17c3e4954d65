import Foundation
import SnapshotSupport
@testable import PadKitLint

/// Runs the Swift rules over a snippet in memory, as the linter does for a file.
enum LintHarness {
    /// All findings for `source`, linted as `Test.swift`.
    static func findings(in source: String, configuration: LintConfiguration = .standard) -> [Finding] {
        SwiftFileLinter.lint(source: Array(source.utf8), path: "Test.swift", settings: RuleSettings(configuration)).findings
    }

    /// The findings of one rule.
    static func findings(of rule: Rule, in source: String) -> [Finding] {
        findings(in: source).filter { $0.ruleID == rule.id }
    }

    /// The findings of in-memory files linted as one module (one index for all), in file order.
    static func moduleFindings(
        _ files: [(String, String)], target: AppTarget? = nil,
        configuration: LintConfiguration = .standard
    ) -> [Finding] {
        SwiftFileLinter.lintModule(files.map { ($0.0, Array($0.1.utf8)) }, settings: RuleSettings(configuration), target: target)
            .flatMap(\.findings)
    }

    /// `source` with 1 to `maximumEdits` characters deleted, duplicated or swapped at random.
    static func mutated(_ source: String, maximumEdits: Int, random: inout SplitMix64) -> String {
        var characters = Array(source)
        for _ in 0..<(1 + Int(random.next() % UInt64(maximumEdits))) where characters.count > 2 {
            let index = Int(random.next() % UInt64(characters.count - 1))
            switch random.next() % 3 {
            case 0: characters.remove(at: index)
            case 1: characters.insert(characters[index], at: index)
            default: characters.swapAt(index, index + 1)
            }
        }
        return String(characters)
    }

    /// A multitasking iPad app target rooted at the lint root.
    static let multitaskingApp = AppTarget(root: "", plistPath: "Info.plist", kind: .app, isMultitaskingIPadApp: true)

    /// The index of in-memory files.
    static func index(_ files: [(String, String)]) -> ModuleIndex {
        let settings = RuleSettings(.standard)
        return ModuleIndex.build(from: files.map { SwiftFileLinter.parse(source: Array($0.1.utf8), path: $0.0, settings: settings) })
    }

    /// The findings for an Info.plist's XML.
    static func plistFindings(_ xml: String, configuration: LintConfiguration = .standard) -> [Finding] {
        InfoPlistLinter.lint(data: Data(xml.utf8), path: "Info.plist", settings: RuleSettings(configuration)).findings
    }

    /// Wraps statements in a view controller's `viewDidLoad`.
    static func inViewDidLoad(_ body: String) -> String {
        """
        import UIKit

        final class SampleViewController: UIViewController {
            let card = UIView()
            let stack = UIStackView()

            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
    }

    /// A fresh temporary folder, removed by the caller with `remove(_:)`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("padkit-lint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `files` (relative path → contents) under `directory`.
    static func write(_ files: [(String, String)], under directory: URL) throws {
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }
}
