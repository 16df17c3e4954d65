import Foundation
import Testing
@testable import PadKitLint

/// Every input a fuzz run of the linter found (`Fixtures/FuzzFindings/`) goes through what its fuzz
/// target does with it, and ends the way the fix says: a typed error naming the file, or a result;
/// never a crash.
///
/// A file's name starts with its target (`lint-config-…`, `lint-swift-…`, `lint-plist-…`), as
/// `Scripts/fuzz.sh` names them; the fix of each is asserted by its own test beside the code it
/// fixed. Adding a finding is adding its file here.
@Suite("Fuzz findings")
struct FuzzFindingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/FuzzFindings")

    /// The findings, by name (sorted, so the test list is the same on every run).
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") }
        .sorted()

    @Test("the folder holds findings of the linter's three targets")
    func folderIsRead() {
        #expect(!Self.names.isEmpty)
        for name in Self.names {
            #expect(["lint-config-", "lint-swift-", "lint-plist-"].contains { name.hasPrefix($0) }, "\(name) names no fuzz target")
        }
    }

    @Test("each finding runs through its target's pipeline", arguments: names)
    func replays(name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        if name.hasPrefix("lint-config-") {
            // As fuzz-lint-config: parse, then lint a small file with what parsed.
            let configuration: LintConfiguration
            do {
                configuration = try LintConfiguration.parse(yaml: String(decoding: bytes, as: UTF8.self), path: name)
            } catch {
                // A ConfigurationError (the parser's typed throws) that names the file it read.
                #expect(error.description.hasPrefix(name), "\(name): \(error)")
                return
            }
            _ = configuration.isExcluded("App/Sources/View.swift")
            let findings = Linter.lint(
                contents: Array("let width = UIScreen.main.bounds.width / 2\n".utf8), kind: .swift,
                path: "App/View.swift", configuration: configuration)
            #expect(findings.allSatisfy { $0.path == "App/View.swift" })
        } else {
            let kind: SourceFile.Kind = name.hasPrefix("lint-swift-") ? .swift : .infoPlist
            let path = kind == .swift ? "Fuzz.swift" : "Info.plist"
            let findings = Linter.lint(contents: bytes, kind: kind, path: path)
            #expect(findings.allSatisfy { $0.path == path }, "\(name): a finding names another file")
        }
    }
}
