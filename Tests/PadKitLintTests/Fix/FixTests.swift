import Foundation
import Testing
@testable import PadKitLint

/// `padkit-lint --fix` round trips: the fixed file parses, the finding is gone, a second `--fix`
/// changes nothing, and the rest of the file is byte-identical; files that cannot be fixed are
/// left as they were, named, and the exit status is 2.
@Suite("--fix")
struct FixTests {
    static let before = """
        import UIKit

        final class ShareViewController: UIViewController {
            func share(_ url: URL) {
                let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                present(activity, animated: true)
            }

            @objc func more(_ sender: UIBarButtonItem) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                self.present(sheet, animated: true)
            }

            func layout() {
                if UIApplication.shared.statusBarOrientation.isLandscape { print("wide") }
            }
        }

        final class PreviewView: UIView {
            let previewLayer = AVCaptureVideoPreviewLayer()

            func rotatePreview() {
                previewLayer.connection?.videoOrientation = AVCaptureVideoOrientation(rawValue: UIApplication.shared.statusBarOrientation.rawValue) ?? .portrait
            }
        }

        """

    static let after = """
        import UIKit

        final class ShareViewController: UIViewController {
            func share(_ url: URL) {
                let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                activity.popoverPresentationController?.sourceView = view
                activity.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
                activity.popoverPresentationController?.permittedArrowDirections = []
                present(activity, animated: true)
            }

            @objc func more(_ sender: UIBarButtonItem) {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.popoverPresentationController?.barButtonItem = sender
                self.present(sheet, animated: true)
            }

            func layout() {
                if UIApplication.shared.statusBarOrientation.isLandscape { print("wide") }
            }
        }

        final class PreviewView: UIView {
            let previewLayer = AVCaptureVideoPreviewLayer()

            func rotatePreview() {
                previewLayer.connection?.videoOrientation = AVCaptureVideoOrientation(rawValue: (window?.windowScene?.effectiveGeometry.interfaceOrientation ?? .unknown).rawValue) ?? .portrait
            }
        }

        """

    static func run(in folder: URL, fix: Bool = true, dryRun: Bool = false) -> LintCLI.Outcome {
        var options = LintOptions(paths: ["."], failOn: .never, workingDirectory: folder.path)
        options.fix = fix
        options.dryRun = dryRun
        return LintCLI.run(options)
    }

    static func contents(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func fixesRoundTrip() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(folder) }
        try LintHarness.write([("Share.swift", Self.before)], under: folder)
        let first = Self.run(in: folder)
        #expect(first.exitStatus == 0)
        #expect(first.standardOutput == "fixed Share.swift (3)\nfixed 3 findings in 1 file\n")
        let fixed = try Self.contents(folder, "Share.swift")
        #expect(fixed == Self.after)
        #expect(Fixer.parses(Array(fixed.utf8)))
        let remaining = LintHarness.findings(in: fixed).filter { ["popover-without-anchor", "status-bar-orientation"].contains($0.ruleID) }
        // The decision in `layout()` keeps its finding: where it decides layout, the fix is a
        // size-class check, which is not mechanical.
        #expect(remaining.map(\.line) == [19])
        #expect(remaining.first?.message.hasSuffix("(\(StatusBarOrientation.unknownUseDetail))") == true)
        let second = Self.run(in: folder)
        #expect(second.exitStatus == 0)
        #expect(second.standardOutput == "fixed 0 findings in 0 files\n")
        #expect(try Self.contents(folder, "Share.swift") == Self.after)
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(folder) }
        try LintHarness.write([("Share.swift", Self.before)], under: folder)
        let outcome = Self.run(in: folder, dryRun: true)
        #expect(outcome.exitStatus == 0)
        #expect(try Self.contents(folder, "Share.swift") == Self.before)
        let diff = outcome.standardOutput
        // Two hunks: the two anchors' three lines of context touch; the camera line is further down.
        #expect(diff.hasPrefix("--- a/Share.swift\n+++ b/Share.swift\n@@ -3,11 +3,15 @@\n"))
        #expect(
            diff.contains(
                "\n-        previewLayer.connection?.videoOrientation = AVCaptureVideoOrientation(rawValue: UIApplication.shared.statusBarOrientation.rawValue) ?? .portrait\n+        previewLayer.connection?.videoOrientation = AVCaptureVideoOrientation(rawValue: (window?.windowScene"
            ))
        #expect(diff.components(separatedBy: "\n@@ ").count == 3)
        // The diff's added and removed lines are exactly the change.
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count
        #expect((added, removed) == (5, 1))
    }

    @Test func distantChangesAreSeparateHunksAndTheEndOfFileIsMarked() {
        let source = Array((1...20).map { "line \($0)" }.joined(separator: "\n").utf8)
        let second = source.firstIndex(of: UInt8(ascii: "\n"))! + 1
        let last = source.count - 7
        let diff = UnifiedDiff.render(
            path: "Sample.swift", source: source,
            edits: [
                TextEdit(offset: second, length: 0, replacement: "inserted\n"),
                TextEdit(offset: last, length: 7, replacement: "line twenty"),
            ])
        #expect(
            diff == """
                --- a/Sample.swift
                +++ b/Sample.swift
                @@ -1,4 +1,5 @@
                 line 1
                +inserted
                 line 2
                 line 3
                 line 4
                @@ -17,4 +18,4 @@
                 line 17
                 line 18
                 line 19
                -line 20
                \\ No newline at end of file
                +line twenty
                \\ No newline at end of file

                """)
    }

    @Test func dryRunNeedsFix() {
        #expect(Self.run(in: URL(fileURLWithPath: "/"), fix: false, dryRun: true).exitStatus == 2)
    }

    @Test func readOnlyAndUnparsableFilesAreLeftAsTheyWereAndNamed() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o644], ofItemAtPath: folder.appendingPathComponent("Locked.swift").path)
            LintHarness.remove(folder)
        }
        let broken = Self.before.replacingOccurrences(of: "func layout() {", with: "func layout( {")
        try LintHarness.write([("Locked.swift", Self.before), ("Broken.swift", broken), ("Fine.swift", Self.before)], under: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.appendingPathComponent("Locked.swift").path)
        let outcome = Self.run(in: folder)
        #expect(outcome.exitStatus == 2)
        #expect(outcome.standardError.contains("could not fix Locked.swift: is read-only"))
        #expect(outcome.standardError.contains("could not fix Broken.swift: does not parse"))
        #expect(try Self.contents(folder, "Locked.swift") == Self.before)
        #expect(try Self.contents(folder, "Broken.swift") == broken)
        #expect(try Self.contents(folder, "Fine.swift") == Self.after)
    }

    @Test func aFileThatChangedOnDiskIsLeftAlone() throws {
        let folder = try LintHarness.temporaryDirectory()
        defer { LintHarness.remove(folder) }
        try LintHarness.write([("Share.swift", Self.before)], under: folder)
        let report = try Linter.lint(paths: [folder.path], root: folder.path)
        try LintHarness.write([("Share.swift", Self.before + "// edited meanwhile\n")], under: folder)
        let outcome = Fixer.apply(report.fixes, root: folder.path, dryRun: false)
        #expect(outcome.failures == [Fixer.Failure(path: "Share.swift", reason: "changed on disk while padkit-lint ran; run it again")])
        #expect(try Self.contents(folder, "Share.swift") == Self.before + "// edited meanwhile\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(".Share.swift.padkit-lint-fix-\(ProcessInfo.processInfo.processIdentifier)").path))
    }

    @Test(
        "no fix where the finding is not certain or the anchor unknown",
        arguments: [
            // A condition the rule cannot read: a warning, never rewritten.
            "final class A: UIViewController {\n    func ask(compact: Bool) {\n        let s = UIAlertController(title: nil, message: nil, preferredStyle: compact ? .actionSheet : .alert)\n        present(s, animated: true)\n    }\n}\n",
            // Not a view controller: which view to anchor to is unknown.
            "final class Coordinator {\n    let host: UIViewController\n    func share(_ url: URL) {\n        let a = UIActivityViewController(activityItems: [url], applicationActivities: nil)\n        host.present(a, animated: true)\n    }\n}\n",
            // In a closure, `view` may need `self`.
            "final class A: UIViewController {\n    func later(_ connection: AVCaptureConnection) {\n        DispatchQueue.main.async { connection.videoOrientation = AVCaptureVideoOrientation(rawValue: UIApplication.shared.statusBarOrientation.rawValue) ?? .portrait }\n    }\n}\n",
            // A layout decision: the right fix is a size-class check, which is not mechanical.
            "final class A: UIViewController {\n    func layout() {\n        if UIApplication.shared.statusBarOrientation.isLandscape { print(\"wide\") }\n    }\n}\n",
        ])
    func noFix(_ source: String) {
        let outcome = SwiftFileLinter.lint(source: Array(source.utf8), path: "A.swift", settings: RuleSettings(.standard))
        #expect(!outcome.findings.isEmpty)
        #expect(outcome.fix == nil)
    }
}
